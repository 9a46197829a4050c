import { describe, expect, it } from 'vitest';
import { CALLS, callPath, honoPath } from './calls.js';
import { openApiDocument } from './openapi.js';

describe('CALLS', () => {
  it('names each method and path once', () => {
    const keys = Object.values(CALLS).map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills path parameters, encoded', () => {
    expect(callPath('userProfile', { id: 'ada' })).toBe('/users/ada/profile');
    expect(callPath('contentPage', { id: 'comedy', page: 'a b' })).toBe(
      '/content/platforms/comedy/pages/a%20b',
    );
    expect(() => callPath('userProfile')).toThrow('missing path parameter id');
    expect(honoPath('contentPage')).toBe('/content/platforms/:id/pages/:page');
  });
});

describe('openApiDocument', () => {
  it('describes every call with its schemas', () => {
    const doc = openApiDocument({ title: 'Nervus API', version: '1.0.0' }) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { operationId: string; requestBody?: unknown; responses: Record<string, unknown> }
        >
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(CALLS).sort());
    const signup = doc.paths['/account/signup']?.post;
    expect(signup?.requestBody).toBeDefined();
    expect(Object.keys(signup?.responses ?? {})).toContain('201');
    expect(JSON.stringify(signup)).toContain('screen_name');
    expect(Object.keys(doc.paths['/me']?.get?.responses ?? {})).toContain('401');
  });
});
