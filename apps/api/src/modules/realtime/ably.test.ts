import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REALTIME_EVENTS, realtimeChannel } from '@nervus/contracts';
import * as Ably from 'ably';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { ABLY_TOKEN_TTL_MS, ablyRealtime } from './ably.js';

const KEY = 'appid.keyid:a-secret-of-the-test';
const OTHER_KEY = 'appid.keyid:another-secret';
const ada = '0b7a5a51-64a3-4c61-9b67-6f4a6f4d2b11';
const bob = '2c9d8e7f-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

/**
 * The mac Ably checks (its token request signing, as ably-js builds it: key name, ttl,
 * capability, client id, timestamp and nonce, one per line, HMAC-SHA256 with the key's secret).
 */
function macOf(
  request: {
    keyName: string;
    ttl?: number | undefined;
    capability: string;
    clientId?: string | undefined;
    timestamp: number;
    nonce: string;
  },
  key: string,
): string {
  const secret = key.split(':')[1] as string;
  const text = `${request.keyName}\n${request.ttl ?? ''}\n${request.capability}\n${request.clientId ?? ''}\n${request.timestamp}\n${request.nonce}\n`;
  return createHmac('sha256', secret).update(text).digest('base64');
}

describe('ablyRealtime tokenRequest', () => {
  const realtime = ablyRealtime({ key: KEY });

  it("allows exactly subscribe on the player's own channel", async () => {
    const request = await realtime.tokenRequest(ada);
    expect(request).toMatchObject({
      keyName: 'appid.keyid',
      clientId: ada,
      ttl: ABLY_TOKEN_TTL_MS,
    });
    expect(JSON.parse(request.capability)).toEqual({ [realtimeChannel(ada)]: ['subscribe'] });
    expect(request.capability).not.toContain(bob);
    expect(request.nonce).toMatch(/^\S{16,}$/);
    expect(Math.abs(request.timestamp - Date.now())).toBeLessThan(5_000);
  });

  it('is signed with the key: the mac verifies, and only for what it says', async () => {
    const request = await realtime.tokenRequest(ada);
    expect(request.mac).toBe(macOf(request, KEY));
    // The library's own signing of the same request gives the same mac (our check is Ably's).
    const library = await new Ably.Rest({ key: KEY, queryTime: false }).auth.createTokenRequest({
      clientId: ada,
      capability: { [realtimeChannel(ada)]: ['subscribe'] },
      ttl: ABLY_TOKEN_TTL_MS,
      timestamp: request.timestamp,
      nonce: request.nonce,
    });
    expect(library.mac).toBe(request.mac);
    // Asking Ably for another player's channel with this signature fails its check.
    const widened = {
      ...request,
      capability: JSON.stringify({ [realtimeChannel(bob)]: ['subscribe'] }),
    };
    expect(macOf(widened, KEY)).not.toBe(request.mac);
    const publishing = {
      ...request,
      capability: JSON.stringify({ [realtimeChannel(ada)]: ['publish', 'subscribe'] }),
    };
    expect(macOf(publishing, KEY)).not.toBe(request.mac);
    expect(macOf({ ...request, clientId: bob }, KEY)).not.toBe(request.mac);
    expect(macOf(request, OTHER_KEY)).not.toBe(request.mac);
  });

  it('gives each request its own nonce', async () => {
    const [a, b] = await Promise.all([realtime.tokenRequest(ada), realtime.tokenRequest(ada)]);
    expect(a.nonce).not.toBe(b.nonce);
  });
});

describe('ablyRealtime publish', () => {
  let received: { method: string; url: string; authorization: string; body: string }[];
  let server: ReturnType<typeof createServer>;
  let port: number;
  beforeAll(async () => {
    received = [];
    // Stands in for Ably's REST endpoint on this machine.
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          authorization: req.headers.authorization ?? '',
          body,
        });
        res.writeHead(req.url?.startsWith('/channels/gamedash') ? 201 : 500, {
          'content-type': 'application/json',
        });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the event to the channel's messages with the key, and never throws", async () => {
    const realtime = ablyRealtime({ key: KEY, restHost: '127.0.0.1', port, tls: false });
    await realtime.publish(realtimeChannel(ada), REALTIME_EVENTS.highlight, { statement: 'Hi' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url.split('?')[0]).toBe(`/channels/${realtimeChannel(ada)}/messages`);
    expect(request?.authorization).toBe(`Basic ${Buffer.from(KEY).toString('base64')}`);
    const [message] = [JSON.parse(request?.body ?? '')].flat();
    expect(message.name).toBe(REALTIME_EVENTS.highlight);
    const data = message.encoding === 'json' ? JSON.parse(message.data) : message.data;
    expect(data).toEqual({ statement: 'Hi' });

    // Ably down: logged, not thrown (the award is committed whatever happens to its event).
    const down = ablyRealtime({ key: KEY, restHost: '127.0.0.1', port: 9, tls: false });
    await expect(
      down.publish(realtimeChannel(ada), REALTIME_EVENTS.highlight, {}),
    ).resolves.toBeUndefined();
  });
});

describe('POST /notifications/auth with Ably', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ realtime: ablyRealtime({ key: KEY }) });
  });
  afterAll(() => t.close());

  it("answers a token request for the caller's channel only; the built-in stream is not served", async () => {
    const { token, user } = await t.signUp();
    const answer = await t.call('notificationsAuth', { token });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.transport).toBe('ably');
    expect(data.channel).toBe(realtimeChannel(user.id));
    expect(JSON.parse(data.token_request.capability)).toEqual({
      [realtimeChannel(user.id)]: ['subscribe'],
    });
    expect(data.token_request.clientId).toBe(user.id);
    expect(data.token_request.mac).toBe(macOf(data.token_request, KEY));
    expect(JSON.stringify(answer.body)).not.toContain('a-secret-of-the-test');
    expect((await t.call('realtimeStream', { query: { token: 'x' } })).status).toBe(404);
  });
});
