import { ApiError, CancelledError, SHADOWING_COOKIE, writeCookie } from '@nervus/api-client';
import type { CallResponse } from '@nervus/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, startSessionForNextPage } from './api.js';

afterEach(() => {
  writeCookie(SHADOWING_COOKIE, null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// One test: the hand-over is the page's own state, and it ends only with the page.
describe('startSessionForNextPage', () => {
  it('keeps asking when the session does not start, and asks nothing once it hands over', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    // No request leaves: each write here is refused before it is sent.
    const fetch = vi.fn(async () => Response.json({}, { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    let startSession = async (): Promise<CallResponse<'startSession'>> => {
      throw new ApiError(401, 'The token has expired.');
    };
    const call = api.call.bind(api);
    vi.spyOn(api, 'call').mockImplementation(((name, input) =>
      name === 'startSession' ? startSession() : call(name, input)) as typeof api.call);

    await expect(startSessionForNextPage('expired')).rejects.toThrow('The token has expired.');
    writeCookie(SHADOWING_COOKIE, '1');
    // A shadow-mode write of a page that stays is asked about (and refused here).
    await expect(api.call('notificationsAuth')).rejects.toBeInstanceOf(CancelledError);
    expect(confirm).toHaveBeenCalledTimes(1);

    writeCookie(SHADOWING_COOKIE, null);
    startSession = async () => {
      // The server's answer sets the shadow session's cookie.
      writeCookie(SHADOWING_COOKIE, '1');
      return { data: {} } as CallResponse<'startSession'>;
    };
    await startSessionForNextPage('shadow');
    // The page on its way out (its realtime connection asking for a stream token): refused,
    // with no question holding the next document back.
    await expect(api.call('notificationsAuth')).rejects.toBeInstanceOf(CancelledError);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});
