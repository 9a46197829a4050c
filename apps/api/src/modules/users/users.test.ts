import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformStaff, platforms } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('GET /users/{id}/profile', () => {
  it('finds a user by handle (any case) or id', async () => {
    const byHandle = await t.call('userProfile', { params: { id: 'IVAN' } });
    expect(byHandle.body.data).toMatchObject({
      user: { handle: 'ivan', first_name: 'Ivan' },
      profile: { bio: { interests: ['inventions', 'energy', 'music'] } },
      platform_slug: 'ivan',
    });
    const byId = await t.call('userProfile', { params: { id: byHandle.body.data.user.id } });
    expect(byId.body.data.user.handle).toBe('ivan');
  });

  it('never shows the email', async () => {
    const answer = await t.call('userProfile', { params: { id: 'ivan' } });
    expect(JSON.stringify(answer.body)).not.toContain('@demo.nervus.test');
  });

  it('answers 404 for unknown users', async () => {
    const answer = await t.call('userProfile', { params: { id: 'nobody-here' } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('User not found.');
  });
});

describe('GET /users/{id}/social', () => {
  it('maps provider to handle', async () => {
    const answer = await t.call('userSocial', { params: { id: 'mona' } });
    expect(answer.body.data.accounts).toEqual({ twitter: { handle: 'nervus_mona' } });
    const none = await t.signUp();
    expect(
      (await t.call('userSocial', { params: { id: none.user.handle } })).body.data.accounts,
    ).toEqual({});
    expect((await t.call('userSocial', { params: { id: 'ghost' } })).status).toBe(404);
  });
});

describe('GET /users/{id}/platforms', () => {
  it('lists their personal platform, then the platform they staff, with what its about page says', async () => {
    const answer = await t.call('userPlatforms', { params: { id: 'DORA' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        role: 'owner',
        platform: {
          id: expect.any(String),
          slug: 'dora',
          title: 'dora',
          slogan: null,
          organization_description: null,
        },
      },
      {
        role: 'ambassador',
        platform: {
          id: expect.any(String),
          slug: 'daily',
          title: 'Daily Nerve',
          slogan: 'A new question every day',
          organization_description: null,
        },
      },
    ]);
    expect(answer.body.meta).toEqual({ total: 2, page: 0, size: 20 });
  });

  it('puts owned platforms first (owner by column or by staff row), once each, leaves deleted ones out, and pages', async () => {
    const owner = await t.signUp();
    const id = owner.user.id;
    const made = await t.db
      .insert(platforms)
      .values(
        ['zeta-owned', 'alpha-staffed', 'mid-owned-row', 'gone-owned'].map((slug) => ({
          slug,
          name: slug,
          title: slug,
          type: 'user-platform' as const,
          organizationDescription: slug === 'zeta-owned' ? 'We make **soup**.' : null,
        })),
      )
      .returning({ id: platforms.id, slug: platforms.slug });
    const bySlug = Object.fromEntries(made.map((p) => [p.slug, p.id as string]));
    await t.db
      .update(platforms)
      .set({ ownerId: id })
      .where(eq(platforms.id, bySlug['zeta-owned'] as string));
    // The owner by column also has a staff row: still one entry, as owner.
    await t.db.insert(platformStaff).values([
      { platformId: bySlug['zeta-owned'] as string, userId: id, role: 'staff' },
      { platformId: bySlug['alpha-staffed'] as string, userId: id, role: 'staff' },
      { platformId: bySlug['mid-owned-row'] as string, userId: id, role: 'owner' },
      { platformId: bySlug['gone-owned'] as string, userId: id, role: 'owner' },
    ]);
    await t.db
      .update(platforms)
      .set({ deletedAt: new Date() })
      .where(eq(platforms.id, bySlug['gone-owned'] as string));
    const all = await t.call('userPlatforms', { params: { id: owner.user.handle } });
    expect(
      all.body.data.map((r: { role: string; platform: { slug: string } }) => [
        r.role,
        r.platform.slug,
      ]),
    ).toEqual([
      ['owner', owner.user.handle],
      ['owner', 'mid-owned-row'],
      ['owner', 'zeta-owned'],
      ['staff', 'alpha-staffed'],
    ]);
    expect(all.body.data[2].platform.organization_description).toBe('We make **soup**.');
    expect(all.body.meta.total).toBe(4);
    const second = await t.call('userPlatforms', {
      params: { id: owner.user.handle },
      query: { page: '1', size: '2' },
    });
    expect(second.body.data.map((r: { platform: { slug: string } }) => r.platform.slug)).toEqual([
      'zeta-owned',
      'alpha-staffed',
    ]);
    expect(second.body.meta).toEqual({ total: 4, page: 1, size: 2 });
  });

  it('answers only the personal platform for a player who runs nothing else, 404 for nobody, 422 for a bad page', async () => {
    const ivan = await t.call('userPlatforms', { params: { id: 'ivan' } });
    expect(
      ivan.body.data.map((r: { role: string; platform: { slug: string } }) => [
        r.role,
        r.platform.slug,
      ]),
    ).toEqual([['owner', 'ivan']]);
    expect((await t.call('userPlatforms', { params: { id: 'ghost' } })).status).toBe(404);
    const bad = await t.call('userPlatforms', { params: { id: 'ivan' }, query: { size: '0' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('size');
  });
});

describe('GET /search/mentions', () => {
  it('suggests handles by prefix, an @ allowed', async () => {
    const answer = await t.call('searchMentions', { query: { q: '@Ri' } });
    expect(answer.body.data.map((u: { handle: string }) => u.handle)).toEqual(['rita']);
    expect(answer.body.data[0]).toEqual({
      id: expect.any(String),
      handle: 'rita',
      first_name: 'Rita',
    });
  });

  it('treats LIKE wildcards literally and caps the list at 10', async () => {
    expect((await t.call('searchMentions', { query: { q: '%' } })).body.data).toEqual([]);
    expect((await t.call('searchMentions', { query: { q: '_' } })).body.data).toEqual([]);
    for (let i = 0; i < 11; i++) await t.signUp({ screen_name: `zed${i}x` });
    expect((await t.call('searchMentions', { query: { q: 'zed' } })).body.data).toHaveLength(10);
  });

  it('needs a query of at most 40 characters', async () => {
    expect((await t.call('searchMentions')).status).toBe(422);
    expect((await t.call('searchMentions', { query: { q: 'x'.repeat(41) } })).status).toBe(422);
  });
});
