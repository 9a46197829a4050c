import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { CALLS } from './calls.js';
import { openApiDocument } from './openapi.js';

interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}
// A type alias, not an interface: the validator takes plain objects with an index signature.
type Document = {
  openapi: string;
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};

// What the server sends: the document as JSON, so shared schema objects are copies, not aliases.
const served = () =>
  JSON.parse(
    JSON.stringify(openApiDocument({ title: 'Nervus API', version: '1.0.0' })),
  ) as Document;

describe('openApiDocument', () => {
  it('describes every call with its schemas', () => {
    const doc = served();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(CALLS).sort());
    const signup = doc.paths['/account/signup']?.post;
    expect(signup?.requestBody).toBeDefined();
    expect(Object.keys(signup?.responses ?? {})).toContain('201');
    expect(JSON.stringify(signup)).toContain('screen_name');
    expect(Object.keys(doc.paths['/me']?.get?.responses ?? {})).toContain('401');
  });

  // Whatever the call table holds today: a new call or schema is validated without a change here.
  it('is a valid OpenAPI 3.1 document whose every reference resolves', async () => {
    const validator = new Validator();
    const result = await validator.validate(served());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Throws on a reference that points at nothing (a schema's own `#/$defs/0` did).
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('puts recursive schemas in components, referenced from the document root', () => {
    const doc = served();
    const text = JSON.stringify(doc);
    expect(text).not.toContain('$defs');
    const refs = new Set([...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]));
    expect([...refs]).toContain('#/components/schemas/Category');
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas).toHaveProperty(String(ref).split('/').pop() as string);
    }
  });

  it('declares the form-encoded body of the OAuth token endpoint', () => {
    const content = served().paths['/oauth2/token']?.post?.requestBody?.content ?? {};
    expect(Object.keys(content)).toContain('application/x-www-form-urlencoded');
  });
});
