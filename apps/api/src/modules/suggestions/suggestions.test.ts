import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas, neuronLedger, suggestionBoxes } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { QUESTIONS_PER_HOUR } from './handlers.js';

let t: TestServer;
let dora: string;
let sam: string;
let ivan: string;
let box: { challenge_id: string; slug: string; intro: string };
beforeAll(async () => {
  t = await createTestServer();
  [dora, sam, ivan] = await Promise.all([t.signIn('dora'), t.signIn('sam'), t.signIn('ivan')]);
  const opened = await t.call('openSuggestionBox', {
    token: dora,
    body: { intro: 'I run tournaments. Ask me how.' },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  box = opened.body.data;
});
afterAll(() => t.close());

function ask(token: string | undefined, handle: string, title: string, description = '') {
  return t.call('askSuggestion', {
    ...(token ? { token } : {}),
    params: { platform: handle },
    body: { title, description },
  });
}

function answer(token: string, id: string, text = 'Start small, with friends.') {
  return t.call('answerSuggestion', { token, params: { id }, body: { answer: text } });
}

function priors(handle: string, token?: string, query: Record<string, string> = {}) {
  return t.call('suggestionPriors', {
    ...(token ? { token } : {}),
    params: { platform: handle },
    query,
  });
}

async function questionCount(): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(ideas)
    .where(eq(ideas.challengeId, box.challenge_id));
  return row?.n ?? 0;
}

describe('opening a box', () => {
  it('opens one box per player; a retry answers the same box', async () => {
    expect(box).toMatchObject({
      slug: 'ask-dora',
      owner: { handle: 'dora' },
      intro: 'I run tournaments. Ask me how.',
      questions: 0,
    });
    const again = await t.call('openSuggestionBox', { token: dora, body: { intro: 'Other' } });
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ challenge_id: box.challenge_id, intro: box.intro });
    const page = await t.call('suggestionBox', { params: { platform: 'DORA' } });
    expect(page.body.data.owner).toMatchObject({ handle: 'dora', screen_name: 'dora' });
    expect(page.body.data.box.challenge_id).toBe(box.challenge_id);
    const challenge = await t.call('challenge', { params: { id: box.slug } });
    expect(challenge.body.data).toMatchObject({ solution_format: 'ama', platforms: [] });
  });

  it('answers two racing opens with one box', async () => {
    const { token, user } = await t.signUp();
    const both = await Promise.all(
      [1, 2].map(() => t.call('openSuggestionBox', { token, body: { intro: 'Hi' } })),
    );
    expect(both.map((a) => a.status)).toEqual([201, 201]);
    expect(both[0]?.body.data.challenge_id).toBe(both[1]?.body.data.challenge_id);
    const rows = await t.deps.db
      .select()
      .from(suggestionBoxes)
      .where(eq(suggestionBoxes.ownerId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input, visitors and unknown users', async () => {
    const { token, user } = await t.signUp();
    for (const body of [{ intro: '  ' }, { intro: 'x'.repeat(1001) }, { intro: 'ok', x: 1 }, {}]) {
      const refused = await t.call('openSuggestionBox', { token, body });
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.errors.length).toBeGreaterThan(0);
    }
    const none = await t.call('suggestionBox', { params: { platform: user.handle } });
    expect(none.body.data.box).toBeNull();
    expect((await t.call('openSuggestionBox', { body: { intro: 'Hi' } })).status).toBe(401);
    const unknown = await t.call('suggestionBox', { params: { platform: 'nobody-here' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found.');
    expect((await priors('nobody-here')).status).toBe(404);
    expect((await ask(sam, 'nobody-here', 'Hello?')).status).toBe(404);
    // A user without a box takes no questions.
    expect((await ask(sam, user.handle, 'Hello?')).status).toBe(404);
  });
});

describe('asking', () => {
  it('takes questions from signed-in visitors, never from the owner', async () => {
    const sent = await ask(sam, 'dora', 'How do I start an olympiad?', 'With three friends.');
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      title: 'How do I start an olympiad?',
      description: 'With three friends.',
      asker: { handle: 'sam' },
      box: { slug: 'ask-dora', owner: { handle: 'dora' } },
      mine: true,
      answer: null,
    });
    expect((await ask(dora, 'dora', 'Talking to myself')).status).toBe(403);
    expect((await ask(undefined, 'dora', 'Anonymous')).status).toBe(401);
    // Asking pays nothing: a question is not an idea in a race.
    const paid = await t.deps.db
      .select()
      .from(neuronLedger)
      .where(eq(neuronLedger.challengeId, box.challenge_id));
    expect(paid).toEqual([]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await questionCount();
    const cases: [unknown, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(181) }, 'title'],
      [{ title: 'ok', description: 'x'.repeat(5001) }, 'description'],
      [{ title: 'ok', extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const refused = await t.call('askSuggestion', {
        token: sam,
        params: { platform: 'dora' },
        body,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await questionCount()).toBe(before);
    const longest = await ask(ivan, 'dora', 'x'.repeat(180), 'y'.repeat(5000));
    expect(longest.status).toBe(201);
  });

  it('limits how many questions a player sends per hour', async () => {
    const { token } = await t.signUp();
    for (let i = 0; i < QUESTIONS_PER_HOUR; i++)
      expect((await ask(token, 'dora', `Question ${i}`)).status).toBe(201);
    const limited = await ask(token, 'dora', 'One too many');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 60 * 60_000 + 1000);
    try {
      expect((await ask(token, 'dora', 'An hour later')).status).toBe(201);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('answering and visibility', () => {
  it('shows an unanswered question to its asker and the owner only, then to everyone', async () => {
    const sent = await ask(sam, 'dora', 'What makes a good race?');
    const id = sent.body.data.id as string;
    const one = (token?: string) =>
      t.call('suggestion', { ...(token ? { token } : {}), params: { platform: 'dora', id } });
    expect((await one(sam)).status).toBe(200);
    expect((await one(dora)).body.data.mine).toBe(false);
    expect((await one(ivan)).status).toBe(404);
    expect((await one()).status).toBe(404);
    const ids = async (token?: string) =>
      (await priors('dora', token, { size: '200' })).body.data.map((q: { id: string }) => q.id);
    expect(await ids(sam)).toContain(id);
    expect(await ids(dora)).toContain(id);
    expect(await ids(ivan)).not.toContain(id);
    expect(await ids()).not.toContain(id);
    // The same question under another user's handle does not exist.
    expect(
      (await t.call('suggestion', { token: sam, params: { platform: 'cora', id } })).status,
    ).toBe(404);
    // The game loop's own calls cannot reach a box's questions.
    expect((await t.call('idea', { token: ivan, params: { id } })).status).toBe(404);
    const generic = await t.call('challengeIdeas', { params: { id: box.slug } });
    expect(generic.body.data).toEqual([]);
    expect((await t.call('nextIdeaToRate', { token: ivan, params: { id: box.slug } })).status).toBe(
      409,
    );

    // Only the owner answers: a stranger cannot even see it, the asker is refused.
    expect((await answer(ivan, id)).status).toBe(404);
    expect((await answer(sam, id)).status).toBe(403);
    const blank = await t.call('answerSuggestion', {
      token: dora,
      params: { id },
      body: { answer: '   ' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0].field).toBe('answer');
    const long = await answer(dora, id, 'x'.repeat(5001));
    expect(long.status).toBe(422);
    expect((await one(ivan)).status).toBe(404);

    const answered = await t.call('answerSuggestion', {
      token: dora,
      params: { id },
      body: { answer: 'Clear rules and a short cycle.', what_i_like: 'Good timing.' },
    });
    expect(answered.status).toBe(201);
    expect(answered.body.data.neurons_earned).toBe(3);
    expect(answered.body.data.suggestion.answer).toMatchObject({
      answer: 'Clear rules and a short cycle.',
      what_i_like: 'Good timing.',
      rating: null,
    });
    expect((await answer(dora, id, 'Changed my mind')).status).toBe(409);
    expect((await answer(ivan, id)).status).toBe(403);

    const seen = await one();
    expect(seen.status).toBe(200);
    expect(seen.body.data.answer.answer).toBe('Clear rules and a short cycle.');
    expect(await ids()).toContain(id);
    // Others cannot mentor a box's question through the game loop.
    const mentoring = await t.call('mentorIdea', {
      token: ivan,
      params: { id },
      body: { what_i_like: 'a', what_could_be_improved: 'b' },
    });
    expect(mentoring.status).toBe(409);
    expect((await t.call('endChallenge', { token: dora, params: { id: box.slug } })).status).toBe(
      409,
    );
    // A box is not a challenge to play on the role dashboards.
    for (const [token, handle, role] of [
      [dora, 'dora', 'catalyst'],
      [sam, 'sam', 'innovator'],
      [ivan, 'ivan', 'rater'],
    ] as const) {
      const board = await t.call('dashboard', {
        token,
        params: { platform: handle, role },
        query: { size: '200' },
      });
      expect(board.status).toBe(200);
      expect(board.body.data.map((c: { slug: string }) => c.slug)).not.toContain(box.slug);
    }

    // The asker rates the answer once, on the mentoring scale, through the mentoring call.
    const answerId = answered.body.data.suggestion.answer.id as string;
    const rate = (token: string, rating: number) =>
      t.call('rateMentoring', { token, params: { id: answerId }, body: { rating } });
    expect((await rate(ivan, 5)).status).toBe(403);
    expect((await rate(sam, 7)).status).toBe(422);
    const rated = await rate(sam, 5);
    expect(rated.status).toBe(200);
    expect((await rate(sam, 1)).status).toBe(409);
    expect((await one()).body.data.answer.rating).toBe(5);

    const awards = await t.deps.db
      .select({ reason: neuronLedger.reason, key: neuronLedger.idempotencyKey })
      .from(neuronLedger)
      .where(eq(neuronLedger.challengeId, box.challenge_id));
    expect(awards.map((a) => a.reason).sort()).toEqual([
      'mentoring-feedback',
      'mentoring-given',
      'mentoring-rated',
    ]);
  });
});

describe('lists', () => {
  it('pages a box for its owner, unanswered first, and filters by state', async () => {
    const { token, user } = await t.signUp();
    await t.call('openSuggestionBox', { token, body: { intro: 'Ask away.' } });
    const asked: string[] = [];
    for (const title of ['First', 'Second', 'Third', 'Fourth', 'Fifth']) {
      t.clock.now = new Date(t.clock.now.getTime() + 1000);
      asked.push((await ask(sam, user.handle, title)).body.data.id);
    }
    for (const id of asked.slice(0, 2)) {
      t.clock.now = new Date(t.clock.now.getTime() + 1000);
      expect((await answer(token, id as string)).status).toBe(201);
    }

    const first = await priors(user.handle, token, { size: '2' });
    expect(first.body.meta).toEqual({ total: 5, page: 0, size: 2 });
    const titles = async (q: Record<string, string>, who?: string) =>
      (await priors(user.handle, who, q)).body.data.map((s: { title: string }) => s.title);
    expect(await titles({ size: '2' }, token)).toEqual(['Fifth', 'Fourth']);
    expect(await titles({ size: '2', page: '1' }, token)).toEqual(['Third', 'Second']);
    expect(await titles({ size: '2', page: '2' }, token)).toEqual(['First']);
    expect(await titles({ state: 'pending' }, token)).toEqual(['Fifth', 'Fourth', 'Third']);
    expect(await titles({ state: 'answered' })).toEqual(['Second', 'First']);
    expect((await priors(user.handle)).body.meta.total).toBe(2);
    expect((await priors(user.handle, ivan)).body.meta.total).toBe(2);
    expect((await priors(user.handle, sam)).body.meta.total).toBe(5);
    const page = await t.call('suggestionBox', { params: { platform: user.handle } });
    expect(page.body.data.box).toMatchObject({ questions: 5, answered: 2 });

    for (const query of [{ size: '0' }, { page: '-1' }, { state: 'open' }]) {
      expect((await priors(user.handle, token, query)).status, JSON.stringify(query)).toBe(422);
    }

    const sent = await t.call('sentSuggestions', {
      token: sam,
      query: { challenge: page.body.data.box.slug, size: '10' },
    });
    expect(sent.body.meta.total).toBe(5);
    expect(sent.body.data.every((s: { mine: boolean }) => s.mine)).toBe(true);
    const all = await t.call('sentSuggestions', { token: sam });
    expect(all.body.meta.total).toBeGreaterThan(5);
    const none = await t.call('sentSuggestions', { token: ivan, query: { challenge: 'ask-x' } });
    expect(none.body.meta.total).toBe(0);
    expect((await t.call('sentSuggestions', {})).status).toBe(401);
  });
});
