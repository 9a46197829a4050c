// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CALL_DOMAINS } from '@nervus/contracts';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { callsNamedIn, emptiedDomains, withRegistration } from './call-domains-plugin.js';

describe('callsNamedIn', () => {
  it('finds the calls a module names, with their domains, and nothing else', () => {
    const code = `
      api.call('meDetailed', {}); api.call("challenge", { params });
      void api.prepare('challengeIdeas', 'challengeRating');
      fn.call(this, 'x'); api.call('notACall'); text.call('platforms')`;
    expect(callsNamedIn(code)).toEqual({
      challenge: 'challenges',
      challengeIdeas: 'game',
      challengeRating: 'game',
      meDetailed: 'session',
      // Any `.call('name'` of a known call is counted: an extra entry costs nothing.
      platforms: 'platforms',
    });
  });

  it('registers them before the module’s own code, and leaves a module without calls alone', () => {
    const out = withRegistration("export const q = () => api.call('me');", '/c/domains.ts');
    expect(out).toBe(
      `import { registerCallDomains as __nvCallDomains } from "/c/domains.ts";\n__nvCallDomains({"me":"session"});\nexport const q = () => api.call('me');`,
    );
    expect(withRegistration('export const x = 1;', '/c/domains.ts')).toBeNull();
  });
});

describe('emptiedDomains', () => {
  const source = readFileSync(
    fileURLToPath(new URL('../../../packages/contracts/src/calls/domains.ts', import.meta.url)),
    'utf8',
  );
  const parse = (code: string) => parseAst(code, { lang: 'ts' });

  it('starts the browser’s map empty, fills it by registration, and asks the whole map for the rest', async () => {
    const out = emptiedDomains(source, parse);
    expect(out).toMatch(/export const CALL_DOMAINS = \{\} as const satisfies/);
    expect(out).not.toContain("health: 'system'");
    expect(out).toContain('export function registerCallDomains(');
    expect(out).toContain(
      'CALL_DOMAINS[name] ?? (await import("virtual:nervus-call-domains")).ALL[name]',
    );
    // Every call is still found: the registrations or the whole map name each one.
    expect(Object.keys(CALL_DOMAINS).length).toBeGreaterThan(100);
  });

  it('refuses a domains file it cannot read, rather than building a client that cannot call', () => {
    expect(() => emptiedDomains('export const OTHER = {};', parse)).toThrow(/no CALL_DOMAINS/);
    expect(() => emptiedDomains('export const CALL_DOMAINS = {};', parse)).toThrow(/no "const/);
  });
});
