import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuthorizeInputSchema, TokenRequestSchema } from './oauth.js';

describe('TokenRequestSchema', () => {
  it('takes the password grant fields', () => {
    const parsed = v.parse(TokenRequestSchema, {
      grant_type: 'password',
      username: ' ada ',
      password: 'x',
    });
    expect(parsed.grant_type === 'password' && parsed.username).toBe('ada');
    expect(
      v.safeParse(TokenRequestSchema, { grant_type: 'password', username: '', password: 'x' })
        .success,
    ).toBe(false);
  });

  it('takes an authorization code with a PKCE verifier of 43 to 128 unreserved characters', () => {
    const request = {
      grant_type: 'authorization_code',
      code: 'c',
      redirect_uri: 'http://127.0.0.1:8976/callback',
      client_id: 'demo-app',
    };
    for (const [verifier, ok] of [
      ['a'.repeat(43), true],
      ['A-._~9'.repeat(21), true],
      ['a'.repeat(42), false],
      ['a'.repeat(129), false],
      [`${'a'.repeat(42)}+`, false],
    ] as const) {
      expect(
        v.safeParse(TokenRequestSchema, { ...request, code_verifier: verifier }).success,
        verifier,
      ).toBe(ok);
    }
  });
});

describe('AuthorizeInputSchema', () => {
  it('needs the decision and the client, and nothing it does not know', () => {
    const request = {
      response_type: 'code',
      client_id: 'demo-app',
      redirect_uri: 'http://127.0.0.1:8976/callback',
      decision: 'allow',
    };
    expect(v.safeParse(AuthorizeInputSchema, request).success).toBe(true);
    expect(v.safeParse(AuthorizeInputSchema, { ...request, decision: 'maybe' }).success).toBe(
      false,
    );
    expect(v.safeParse(AuthorizeInputSchema, { ...request, nonce: 'x' }).success).toBe(false);
  });
});
