import { readCookie, writeCookie } from '@nervus/api-client';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.js';
import { testQueryClient } from '../../test/render.js';
import { forgetPlayerReads, signOut } from './queries.js';

describe('signOut', () => {
  it("ends the session and leaves no stream token to the player's channel", async () => {
    const server = fakeApi({ endSession: () => ({ data: { ok: true as const } }) });
    writeCookie('nv_notification_token', JSON.stringify({ token: 'x', channel: 'gamedash1' }), 30);
    await signOut();
    expect(server.calls.map((c) => c.name)).toEqual(['endSession']);
    expect(readCookie('nv_notification_token')).toBeNull();
  });
});

describe('forgetPlayerReads', () => {
  it("drops the last player's reads no page shows, and reads the shown ones again", async () => {
    const client = testQueryClient();
    // The last player's neurons and bell, kept under keys that name no player, fresh.
    client.setQueryData(['neurons', 'me'], { data: ['the last player’s award'] });
    client.setQueryData(['neurons', 'me', 'notification-state'], { neurons_total: 12 });
    // What the page on screen shows (the shell's session) is kept and read again.
    let reads = 0;
    const shown = new QueryObserver(client, {
      queryKey: ['session', 'me'],
      queryFn: async () => {
        reads += 1;
        return { user: `reader ${reads}` };
      },
    });
    const stop = shown.subscribe(() => {});
    await client.fetchQuery({ queryKey: ['session', 'me'] });
    const before = reads;
    await forgetPlayerReads(client);
    expect(client.getQueryData(['neurons', 'me'])).toBeUndefined();
    expect(client.getQueryData(['neurons', 'me', 'notification-state'])).toBeUndefined();
    expect(reads).toBe(before + 1);
    expect(client.getQueryData(['session', 'me'])).toEqual({ user: `reader ${reads}` });
    stop();
  });
});
