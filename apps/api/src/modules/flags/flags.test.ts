import { FLAG_KEYS } from '@nervus/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platforms } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('GET /flags', () => {
  it("answers the spec's flags with enabled, variant and variants", async () => {
    const answer = await t.call('flags');
    expect(Object.keys(answer.body.data).sort()).toEqual([...FLAG_KEYS].sort());
    expect(answer.body.data['beta-features']).toEqual({
      enabled: false,
      variant: 'media-storage-library',
      variants: [{ value: 'media-storage-library', payload: null }],
    });
    expect(answer.body.data['shadow-mode'].enabled).toBe(true);
  });

  it('words the tournament extra prize per platform', async () => {
    const root = await t.call('flags');
    expect(root.body.data['tournament-extra-prize'].variant).toBe('nervus');
    const comedy = await t.call('flags', { host: 'comedy.localhost' });
    expect(comedy.body.data['tournament-extra-prize'].variant).toBe('comedy');
  });
});

describe('admin flags', () => {
  it('list every flag with its overrides, for admins only', async () => {
    expect((await t.call('adminFlags')).status).toBe(401);
    expect((await t.call('adminFlags', { token: await t.signIn('rita') })).status).toBe(403);
    const answer = await t.call('adminFlags', { token: await t.signIn('ada') });
    const prize = answer.body.data.find((f: { key: string }) => f.key === 'tournament-extra-prize');
    expect(prize.overrides).toEqual([
      expect.objectContaining({ scope: 'platform', enabled: true, variant: 'comedy' }),
    ]);
  });

  it('change a default, a platform and a user, most specific first', async () => {
    const admin = await t.signIn('ada');
    const { token, user } = await t.signUp();
    const [comedy] = await t.db.select().from(platforms).where(eq(platforms.slug, 'comedy'));

    await t.call('updateFlag', {
      token: admin,
      params: { key: 'survey-mode' },
      body: { enabled: true },
    });
    expect((await t.call('flags')).body.data['survey-mode'].enabled).toBe(true);

    await t.call('updateFlag', {
      token: admin,
      params: { key: 'survey-mode' },
      body: { enabled: false, scope: 'platform', platform_id: comedy?.id },
    });
    expect(
      (await t.call('flags', { host: 'comedy.localhost' })).body.data['survey-mode'].enabled,
    ).toBe(false);
    expect(
      (await t.call('flags', { host: 'daily.localhost' })).body.data['survey-mode'].enabled,
    ).toBe(true);

    const update = await t.call('updateFlag', {
      token: admin,
      params: { key: 'survey-mode' },
      body: { enabled: true, scope: 'user', user_id: user.id },
    });
    expect(update.body.data.overrides).toHaveLength(2);
    expect(
      (await t.call('flags', { host: 'comedy.localhost', token })).body.data['survey-mode'].enabled,
    ).toBe(true);
    // Setting the same scope again replaces the override instead of adding one.
    const again = await t.call('updateFlag', {
      token: admin,
      params: { key: 'survey-mode' },
      body: { enabled: false, scope: 'user', user_id: user.id },
    });
    expect(again.body.data.overrides).toHaveLength(2);
    expect((await t.call('flags', { token })).body.data['survey-mode'].enabled).toBe(false);
  });

  it('refuse unknown flags, variants, scopes without targets, and non-admins', async () => {
    const admin = await t.signIn('ada');
    expect(
      (
        await t.call('updateFlag', {
          token: admin,
          params: { key: 'nope' },
          body: { enabled: true },
        })
      ).status,
    ).toBe(404);
    const variant = await t.call('updateFlag', {
      token: admin,
      params: { key: 'beta-features' },
      body: { enabled: true, variant: 'holodeck' },
    });
    expect(variant.status).toBe(422);
    expect(variant.body.errors[0].field).toBe('variant');
    const scope = await t.call('updateFlag', {
      token: admin,
      params: { key: 'user-bio' },
      body: { enabled: true, scope: 'platform' },
    });
    expect(scope.body.errors).toEqual([
      { field: 'platform_id', error: 'A platform override needs platform_id.' },
    ]);
    const ghost = await t.call('updateFlag', {
      token: admin,
      params: { key: 'user-bio' },
      body: { enabled: true, scope: 'user', user_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(ghost.body.errors).toEqual([{ field: 'user_id', error: 'No such user.' }]);
    const rita = await t.signIn('rita');
    expect(
      (
        await t.call('updateFlag', {
          token: rita,
          params: { key: 'user-bio' },
          body: { enabled: false },
        })
      ).status,
    ).toBe(403);
  });
});
