/**
 * The call table drives the server: every call of the contracts is mounted, nothing else is, and
 * a protected call refuses an anonymous request before it reads any input.
 */
import { CALLS, type CallDefinition, type CallName, honoPath } from '@nervus/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './app.js';
import { createTestServer, type TestServer } from './test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ seedDemo: false });
});
afterAll(() => t.close());

const entries = Object.entries(CALLS) as [CallName, CallDefinition][];

describe('the call table', () => {
  it('mounts every call, and only the calls, of the table', () => {
    const mounted = new Set(
      createApi(t.deps)
        .calls.routes.filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path}`),
    );
    const table = new Set(entries.map(([name, call]) => `${call.method} ${honoPath(name)}`));
    expect([...mounted].filter((route) => !table.has(route)).sort()).toEqual([]);
    expect([...table].filter((route) => !mounted.has(route)).sort()).toEqual([]);
  });

  it.each(entries.filter(([, call]) => call.auth === 'user' || call.auth === 'admin'))(
    '%s answers 401 to a visitor before reading its input',
    async (name, call) => {
      const params = Object.fromEntries(
        [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] as string, 'x']),
      );
      const path = call.path.replace(/\{(\w+)\}/g, (_, key: string) => params[key] as string);
      // Input that every validator would refuse: a broken body and a query of the wrong shape.
      const answer = await t.request(call.method, `${path}?page=-1&size=nope&state=%00`, {
        ...(call.method === 'GET' ? {} : { raw: { text: '{"broken', type: 'application/json' } }),
      });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(401);
      expect(answer.body.message).toBe('You need to sign in.');
    },
  );
});
