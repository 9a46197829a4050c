import type { OutboxMail } from '@nervus/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, anId, aPlatform } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

const ADMIN = aMe(
  { handle: 'ada', screen_name: 'ada' },
  { admin_roles: { global_admin: true, platform_ambassador: false } },
);

function aMail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    id: anId(40),
    kind: 'mentions',
    to: 'cora@demo.nervus.test',
    subject: 'Nervus: @rita follows you now.',
    text: 'Hello @cora,\n\n- @rita follows you now.',
    created_at: '2026-11-24T10:22:01.885Z',
    send_after: '2026-11-24T10:22:01.885Z',
    sent_at: '2026-11-24T10:22:09.071Z',
    delivered_by: 'outbox',
    attempts: 1,
    last_error: null,
    ...overrides,
  };
}

const page = (more: Answers = {}): Answers => ({
  currentPlatform: () => ({ data: aPlatform() }),
  adminOutbox: ({ query }) => ({
    data:
      query?.state === 'failed'
        ? [
            aMail({
              id: anId(41),
              to: 'bo@example.org',
              subject: 'Your Nervus weekly digest: 12.5 neurons',
              text: '',
              sent_at: null,
              delivered_by: null,
              attempts: 6,
              last_error: 'Mailbox full',
            }),
          ]
        : [aMail()],
    meta: { total: 1, page: 0, size: 20 },
  }),
  ...more,
});

beforeAll(preloadRoutes, 60_000);

describe('the admins’ outbox page', () => {
  it('lists the mail kept in the outbox with its words folded under the subject', async () => {
    const { server } = await renderRoute('/outbox', { viewer: ADMIN, api: page() });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('cora@demo.nervus.test')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Kept here')).toBeTruthy();
    expect(screen.getByText('Nervus: @rita follows you now.').tagName).toBe('SUMMARY');
    expect(server.inputsOf('adminOutbox')[0]?.query).toEqual({
      state: 'all',
      page: '0',
      size: '20',
    });
  });

  it('filters by state and says why a mail failed', async () => {
    const { server } = await renderRoute('/outbox', { viewer: ADMIN, api: page() });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'failed' } });
    await screen.findByText('bo@example.org');
    expect(screen.getByText('Failed 6 times: Mailbox full')).toBeTruthy();
    expect(screen.getByText('Retrying')).toBeTruthy();
    await waitFor(() =>
      expect(server.inputsOf('adminOutbox').at(-1)?.query).toMatchObject({ state: 'failed' }),
    );
  });

  it('sends a player who is not an admin home, never asking for the outbox', async () => {
    const { server, router } = await renderRoute('/outbox', {
      viewer: aMe({ handle: 'cora', screen_name: 'cora' }),
      api: page({
        platforms: () => ({ data: [], meta: { total: 0, page: 0, size: 20 } }),
        flags: () => ({ data: {} }),
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(server.inputsOf('adminOutbox')).toEqual([]);
  });
});
