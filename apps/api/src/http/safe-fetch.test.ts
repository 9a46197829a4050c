import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, safeFetch, UnsafeAddressError } from './safe-fetch.js';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.0.0.5', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fc00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['not-an-address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

let server: Server;
let base: string;
const loopbackOnly = (address: string) => address === '127.0.0.1';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/article') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<html><head><title>Plain title</title><meta property="og:title" content="Schools &amp; waste"><meta name="description" content="How canteens cut waste"><meta property="og:image" content="/img/lunch.jpg"><meta name="keywords" content="food, schools"></head><body>…</body></html>',
      );
    } else if (req.url === '/to-private') {
      res.writeHead(302, { location: 'http://10.0.0.1/secret' });
      res.end();
    } else if (req.url === '/to-article') {
      res.writeHead(301, { location: '/article' });
      res.end();
    } else if (req.url === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('x'.repeat(300_000));
    } else if (req.url === '/slow') {
      // never answers
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('safeFetch', () => {
  it('refuses loopback and private addresses by default, before connecting', async () => {
    await expect(safeFetch(`${base}/article`)).rejects.toBeInstanceOf(UnsafeAddressError);
    await expect(safeFetch('http://169.254.169.254/latest/meta-data')).rejects.toBeInstanceOf(
      UnsafeAddressError,
    );
    await expect(safeFetch('http://[::1]/')).rejects.toBeInstanceOf(UnsafeAddressError);
    await expect(safeFetch('ftp://example.org/')).rejects.toBeInstanceOf(UnsafeAddressError);
    await expect(safeFetch('http://user:pw@example.org/')).rejects.toBeInstanceOf(
      UnsafeAddressError,
    );
    // Internal services often listen on other ports of public hosts.
    await expect(safeFetch('http://example.org:6379/')).rejects.toThrow(/standard web ports/);
  });

  it('refuses names that resolve to a private address', async () => {
    const lookup = ((
      _host: string,
      _options: unknown,
      callback: (e: null, a: { address: string; family: number }[]) => void,
    ) => callback(null, [{ address: '127.0.0.1', family: 4 }])) as never;
    await expect(safeFetch('http://news.example/', { lookup })).rejects.toBeInstanceOf(
      UnsafeAddressError,
    );
  });

  it('fetches allowed addresses and follows redirects', async () => {
    const page = await safeFetch(`${base}/to-article`, { isAllowed: loopbackOnly });
    expect(page.status).toBe(200);
    expect(page.url).toBe(`${base}/article`);
    expect(page.body).toContain('og:title');
  });

  it('refuses a redirect to a private address', async () => {
    await expect(
      safeFetch(`${base}/to-private`, { isAllowed: loopbackOnly }),
    ).rejects.toBeInstanceOf(UnsafeAddressError);
  });

  it('caps the size and the time', async () => {
    const page = await safeFetch(`${base}/huge`, { isAllowed: loopbackOnly, maxBytes: 1000 });
    expect(page.body.length).toBe(1000);
    await expect(
      safeFetch(`${base}/slow`, { isAllowed: loopbackOnly, timeoutMs: 300 }),
    ).rejects.toThrow(/too long/);
  });
});
