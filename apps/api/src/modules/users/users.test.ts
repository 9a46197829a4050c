import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
