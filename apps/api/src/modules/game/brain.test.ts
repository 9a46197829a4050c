import { levelRange } from '@nervus/game-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { brainBody } from './serialize.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

async function publishAs(token: string, title: string) {
  const answer = await t.call('createChallenge', {
    token,
    body: {
      challenge: {
        question_title: title,
        question_detail: 'For the brain tests.',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/brain.jpg',
        duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
        tags: [],
      },
      prize: { prize_type: 'points', prize_money: '0' },
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.data.neurons_earned as number;
}

describe('brains', () => {
  it('start every role at level 0 and move with the ledger', async () => {
    const { token, user } = await t.signUp();
    const fresh = await t.call('brains', { token });
    expect(fresh.body.data).toHaveLength(9);
    expect(
      fresh.body.data.every(
        (b: { score: number; brain_level: number }) => b.score === 0 && b.brain_level === 0,
      ),
    ).toBe(true);

    const earned = await publishAs(token, 'How could brains grow in a test');
    const brains = await t.call('brains', { query: { user_id: user.id } });
    const catalyst = brains.body.data.find((b: { role: string }) => b.role === 'catalyst');
    const overall = brains.body.data.find((b: { role: string }) => b.role === 'overall');
    expect(catalyst.score).toBe(earned);
    expect(overall.score).toBe(earned);
    expect(catalyst).toMatchObject({ user_id: user.id, rank_position: 1, start_level_score: 0 });
    expect(catalyst.next_level_score).toBe(levelRange(1).end);
    expect(catalyst.brain_level).toBeGreaterThan(0);
  });

  it('list neurons newest first, by role, a page at a time', async () => {
    const { token, user } = await t.signUp();
    await publishAs(token, 'How could neurons be listed one');
    await publishAs(token, 'How could neurons be listed two');
    const page = await t.call('neurons', { token, query: { size: '1' } });
    expect(page.body.meta).toEqual({ total: 2, page: 0, size: 1 });
    expect(page.body.data[0]).toMatchObject({ role: 'catalyst' });
    // Each line names its challenge and its address, so the Game Dash can link it.
    const all = await t.call('neurons', { token });
    const lines = all.body.data as { challenge_title: string; challenge_slug: string }[];
    expect(lines.map((n) => n.challenge_title).sort()).toEqual([
      'How could neurons be listed one?',
      'How could neurons be listed two?',
    ]);
    for (const line of lines) {
      const shown = await t.call('challenge', { params: { id: line.challenge_slug } });
      expect(shown.body.data.question_title).toBe(line.challenge_title);
    }
    const none = await t.call('userNeurons', {
      params: { id: user.id },
      query: { role: 'mentor' },
    });
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
    const history = await t.call('brainHistory', { params: { id: user.id } });
    expect(history.body.data).toEqual([{ day: '2026-11-22', score: page.body.data[0].points * 2 }]);
  });

  it('answer clear errors', async () => {
    expect((await t.call('brains')).status).toBe(401);
    expect((await t.call('neurons')).status).toBe(401);
    expect(
      (await t.call('brains', { query: { user_id: '00000000-0000-4000-8000-000000000000' } }))
        .status,
    ).toBe(404);
    const bad = await t.call('userNeurons', {
      params: { id: 'nobody' },
      query: { role: 'wizard' },
    });
    expect(bad.status).toBe(422);
  });
});

describe('brainBody', () => {
  it('places a score on its level, rank and the range of the level in progress', () => {
    const atLevel2 = brainBody('u', 'mentor', levelRange(2).start);
    expect(atLevel2).toMatchObject({
      brain_level: 2,
      start_level_score: 51,
      next_level_score: 208,
      rank_position: 1,
    });
    expect(brainBody('u', 'mentor', 0)).toMatchObject({ brain_level: 0, next_level_score: 51 });
    const top = brainBody('u', 'overall', levelRange(100).start);
    expect(top).toMatchObject({ brain_level: 100, rank_position: 10, next_rank_level: 100 });
  });
});
