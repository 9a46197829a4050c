import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('POST /feedback', () => {
  it('stores feedback from visitors and players', async () => {
    expect(
      (
        await t.call('feedback', {
          body: { about: 'Page not found', feedback: 'The link /x led nowhere.', page: '/x' },
        })
      ).status,
    ).toBe(201);
    const { token, user } = await t.signUp();
    expect(
      (
        await t.call('feedback', {
          token,
          body: { about: 'Idea', feedback: 'More captions!', email: '' },
        })
      ).status,
    ).toBe(201);
    const [row] = await t.db.select().from(feedback).where(eq(feedback.userId, user.id));
    expect(row).toMatchObject({
      about: 'Idea',
      body: 'More captions!',
      email: user.handle ? expect.any(String) : null,
    });
  });

  it('needs a subject and a message', async () => {
    const answer = await t.call('feedback', { body: { about: '', feedback: '' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'about',
      'feedback',
    ]);
  });
});
