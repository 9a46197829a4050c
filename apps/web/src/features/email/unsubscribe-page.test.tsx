import { ApiError } from '@nervus/api-client';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aPlatform } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

const TOKEN = 'SJ-rPPu658pE_eG1mNx9-el4DDE6Jtde1uBNu4ISq_A';

const page = (more: Answers): Answers => ({
  currentPlatform: () => ({ data: aPlatform() }),
  ...more,
});

beforeAll(preloadRoutes, 60_000);

describe('the unsubscribe page', () => {
  it('asks first, changing nothing, then turns that mail off with the button', async () => {
    const { server } = await renderRoute(`/unsubscribe?link=${TOKEN}`, {
      api: page({
        unsubscribeInfo: () => ({ data: { kind: 'digest', done: false } }),
        unsubscribe: () => ({ data: { kind: 'digest', done: true } }),
      }),
    });
    await screen.findByText('Stop sending you the digest?');
    expect(server.inputsOf('unsubscribeInfo')).toEqual([{ query: { token: TOKEN } }]);
    expect(server.inputsOf('unsubscribe')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await screen.findByText('Done: we no longer send you the digest.');
    expect(server.inputsOf('unsubscribe')).toEqual([{ query: { token: TOKEN } }]);
    expect(screen.getByRole('link', { name: 'Email preferences' }).getAttribute('href')).toBe(
      '/my-account/email-preferences',
    );
  });

  it('says when the link was used already, with no button', async () => {
    await renderRoute(`/unsubscribe?link=${TOKEN}`, {
      api: page({ unsubscribeInfo: () => ({ data: { kind: 'mentions', done: true } }) }),
    });
    await screen.findByText(
      'This link was already used: we stopped sending you mail about feedback and new followers then.',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says a bad or missing link is not valid', async () => {
    await renderRoute(`/unsubscribe?link=${'A'.repeat(43)}`, {
      api: page({
        unsubscribeInfo: () => {
          throw new ApiError(404, 'Unsubscribe link not found.');
        },
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/not valid/);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says so without asking the server when the address has no token', async () => {
    const { server } = await renderRoute('/unsubscribe', { api: page({}) });
    expect((await screen.findByRole('alert')).textContent).toMatch(/not valid/);
    expect(server.inputsOf('unsubscribeInfo')).toEqual([]);
  });
});
