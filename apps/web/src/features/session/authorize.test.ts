import { describe, expect, it } from 'vitest';
import { authorizationRequest } from './authorize.js';

describe('authorizationRequest', () => {
  it('reads an authorization request as sent, numbers too', () => {
    expect(
      authorizationRequest(
        '?response_type=code&client_id=demo-app&redirect_uri=http%3A%2F%2F127.0.0.1%3A8976%2Fcallback&state=123&code_challenge_method=S256',
      ),
    ).toEqual({
      response_type: 'code',
      client_id: 'demo-app',
      redirect_uri: 'http://127.0.0.1:8976/callback',
      state: '123',
      code_challenge_method: 'S256',
    });
  });

  it('is none without response_type and client_id (the connect-a-code page)', () => {
    expect(authorizationRequest('?code=abc')).toBeNull();
  });

  it('refuses a repeated parameter by leaving the client out (RFC 6749 §3.1)', () => {
    const request = authorizationRequest('?response_type=code&client_id=a&state=1&state=2');
    expect(request?.client_id).toBe('');
  });
});
