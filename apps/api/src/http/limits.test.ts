import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Deps } from '../context.js';
import { loadConfig } from '../env.js';
import { clientAddress, forwardedClient } from './limits.js';
import { asMiddleware } from './pipeline.js';

describe('forwardedClient', () => {
  it('takes the entry our one proxy appended, never the forgeable leftmost', () => {
    expect(forwardedClient('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClient('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClient(' 10.0.0.1 ,2001:db8::1 ', 1)).toBe('2001:db8::1');
  });

  it('counts hops from the right', () => {
    // client forged "6.6.6.6", the CDN saw 203.0.113.7, the balancer saw the CDN at 198.51.100.2
    const header = '6.6.6.6, 203.0.113.7, 198.51.100.2';
    expect(forwardedClient(header, 1)).toBe('198.51.100.2');
    expect(forwardedClient(header, 2)).toBe('203.0.113.7');
    expect(forwardedClient(header, 3)).toBe('6.6.6.6');
    // Fewer entries than hops: every one came from a proxy of ours, the leftmost is the client.
    expect(forwardedClient('203.0.113.7, 198.51.100.2', 3)).toBe('203.0.113.7');
  });

  it('ignores the header without trusted proxies, and what is not an address', () => {
    expect(forwardedClient('203.0.113.7', 0)).toBeNull();
    expect(forwardedClient(undefined, 1)).toBeNull();
    expect(forwardedClient(' , ', 1)).toBeNull();
    expect(forwardedClient('203.0.113.7, not-an-address', 1)).toBeNull();
    expect(forwardedClient('203.0.113.7, 198.51.100.2:443', 1)).toBeNull();
  });
});

describe('clientAddress', () => {
  function appWith(env: Record<string, string>) {
    const deps = { config: loadConfig(env, 'test') } as Deps;
    return new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('deps', deps);
        await next();
      })
      .use(asMiddleware(clientAddress))
      .get('/ip', (c) => c.text(c.var.clientIp));
  }
  const forged = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' };

  it('reads the configured number of hops (TRUST_PROXY=1, =true, =2)', async () => {
    expect(
      await (await appWith({ TRUST_PROXY: '1' }).request('/ip', { headers: forged })).text(),
    ).toBe('203.0.113.7');
    expect(
      await (await appWith({ TRUST_PROXY: 'true' }).request('/ip', { headers: forged })).text(),
    ).toBe('203.0.113.7');
    expect(
      await (await appWith({ TRUST_PROXY: '2' }).request('/ip', { headers: forged })).text(),
    ).toBe('6.6.6.6');
  });

  it('ignores X-Forwarded-For unless told to trust a proxy', async () => {
    for (const env of [{}, { TRUST_PROXY: '0' }, { TRUST_PROXY: 'false' }]) {
      const answer = await appWith(env).request('/ip', { headers: forged });
      // In-process requests have no socket.
      expect(await answer.text()).toBe('local');
    }
  });

  it('refuses a TRUST_PROXY that is not a number of hops', () => {
    for (const value of ['yes', '-1', '1.5', '100'])
      expect(() => loadConfig({ TRUST_PROXY: value }, 'test'), value).toThrow(/TRUST_PROXY/);
  });
});
