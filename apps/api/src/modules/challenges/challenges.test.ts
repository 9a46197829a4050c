import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neuronLedger } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
let cora: string;
beforeAll(async () => {
  t = await createTestServer();
  cora = await t.signIn('cora');
});
afterAll(() => t.close());

const inAWeek = () => new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString();

function form(
  overrides: {
    challenge?: Record<string, unknown>;
    prize?: Record<string, unknown>;
    [key: string]: unknown;
  } = {},
) {
  const { challenge, prize, ...rest } = overrides;
  return {
    challenge: {
      question_title: 'How could we make school lunches greener',
      question_detail: 'Ideas for canteens that waste less and taste better.',
      platform_category: 'environment',
      innovation_scale: 'blue-sky',
      primary_image: 'https://images.nervus.test/lunch.jpg',
      duration_end: inAWeek(),
      tags: ['food', 'school'],
      ...challenge,
    },
    prize: { prize_type: 'points', prize_money: '0', ...prize },
    ...rest,
  };
}

const fields = (body: { errors: { field: string; error: string }[] }) =>
  body.errors.map((e) => `${e.field}: ${e.error}`);

describe('POST /challenges', () => {
  it('publishes on the current platform and the main one, and pays the catalyst once', async () => {
    const answer = await t.call('createChallenge', {
      token: cora,
      host: 'comedy.localhost',
      body: form({ challenge: { question_title: 'How could a joke save the planet' } }),
    });
    expect(answer.status).toBe(201);
    const { challenge, neurons_earned } = answer.body.data;
    expect(challenge).toMatchObject({
      slug: 'how-could-a-joke-save-the-planet',
      question_title: 'How could a joke save the planet?',
      main_category: { slug: 'environment' },
      innovation_scale: 'blue-sky',
      max_user_ideas: 3,
      catalyst: { handle: 'cora' },
      status: 'open',
    });
    expect(challenge.platforms.sort()).toEqual(['comedy', 'nervus']);
    expect(neurons_earned).toBe(20);
    const ledger = await t.db
      .select()
      .from(neuronLedger)
      .where(eq(neuronLedger.challengeId, challenge.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        role: 'catalyst',
        milliPoints: 20_000,
        reason: 'challenge-published',
      }),
    ]);
    // One statement reads it back whole, by its slug in any case or by its id.
    const bySlug = await t.call('challenge', { params: { id: challenge.slug.toUpperCase() } });
    expect(bySlug.body.data).toEqual(challenge);
    expect(bySlug.body.data.catalyst).toEqual({
      id: expect.any(String),
      handle: 'cora',
      first_name: expect.any(String),
      last_name: expect.any(String),
    });
    expect((await t.call('challenge', { params: { id: challenge.id } })).body.data.slug).toBe(
      challenge.slug,
    );
  });

  it('answers a retried publish (same Idempotency-Key) with the first answer and pays nothing more', async () => {
    const headers = { 'idempotency-key': 'publish-123' };
    const first = await t.call('createChallenge', {
      token: cora,
      headers,
      body: form({ challenge: { question_title: 'How could trains feel like home' } }),
    });
    const again = await t.call('createChallenge', {
      token: cora,
      headers,
      body: form({ challenge: { question_title: 'How could trains feel like home' } }),
    });
    // The first answer itself, status and body (http/idempotency.ts, decision 14).
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    const ledger = await t.db
      .select()
      .from(neuronLedger)
      .where(eq(neuronLedger.challengeId, first.body.data.challenge.id));
    expect(ledger).toHaveLength(1);
  });

  it('gives a repeated title the next free slug', async () => {
    const body = form({ challenge: { question_title: 'How could we share umbrellas' } });
    const a = await t.call('createChallenge', { token: cora, body });
    const b = await t.call('createChallenge', { token: cora, body });
    expect([a.body.data.challenge.slug, b.body.data.challenge.slug]).toEqual([
      'how-could-we-share-umbrellas',
      'how-could-we-share-umbrellas-2',
    ]);
  });

  it('pays quick questions less and lets them take 10 ideas each', async () => {
    const answer = await t.call('createChallenge', {
      token: cora,
      body: form({
        challenge: {
          solution_format: 'qq',
          question_title: 'Best question about bikes',
          innovation_scale: '',
        },
      }),
    });
    expect(answer.body.data).toMatchObject({
      neurons_earned: 10,
      challenge: { max_user_ideas: 10 },
    });
  });

  it('takes improve-an-idea challenges without a title, named after the idea', async () => {
    const answer = await t.call('createChallenge', {
      token: cora,
      body: form({
        challenge: {
          solution_format: 'improve',
          question_title: '',
          improve_purpose_idea: 'Less plastic',
        },
        idea: {
          title: 'Refill stations in every school',
          description: 'Water refill stations instead of bottles.',
        },
      }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.challenge.slug).toBe('refill-stations-in-every-school');
    const missing = await t.call('createChallenge', {
      token: cora,
      body: form({ challenge: { solution_format: 'improve', question_title: '' } }),
    });
    expect(fields(missing.body)).toEqual([
      'idea.title: This field is required',
      'idea.description: This field is required',
    ]);
  });

  it('shows the required tiles with their messages', async () => {
    const answer = await t.call('createChallenge', {
      token: cora,
      body: form({
        challenge: { platform_category: '', primary_image: '', duration_end: '' },
        prize: { prize_type: '' },
      }),
    });
    expect(answer.status).toBe(422);
    expect(fields(answer.body)).toEqual([
      'challenge.platform_category: Category missing',
      'challenge.primary_image: Image missing',
      'challenge.duration_end: Duration missing',
      'prize.prize_type: Prize missing',
    ]);
    const unknownCategory = await t.call('createChallenge', {
      token: cora,
      body: form({ challenge: { platform_category: 'atlantis' } }),
    });
    expect(fields(unknownCategory.body)).toEqual(['challenge.platform_category: Category missing']);
    const caption = await t.call('createChallenge', {
      token: cora,
      body: form({
        challenge: { platform_category: 'caption-funny', question_title: 'Caption this cat' },
      }),
    });
    expect(fields(caption.body)).toEqual(['challenge.caption_solution_format: Caption missing']);
    const scale = await t.call('createChallenge', {
      token: cora,
      body: form({ challenge: { innovation_scale: '' } }),
    });
    expect(fields(scale.body)).toEqual(['challenge.innovation_scale: Scale missing']);
  });

  it('publishes caption challenges without the How … could form', async () => {
    const answer = await t.call('createChallenge', {
      token: cora,
      body: form({
        challenge: {
          platform_category: 'caption-funny',
          question_title: 'Caption this cat',
          caption_solution_format: 'caption',
          innovation_scale: '',
        },
      }),
    });
    expect(answer.status).toBe(201);
  });

  it('refuses an invalid title, an ended duration, bad prizes and short assumptions', async () => {
    const answer = await t.call('createChallenge', {
      token: cora,
      body: form({
        challenge: {
          question_title: 'Greener lunches',
          duration_end: '2020-01-01T00:00:00Z',
          assumption_who: 'too short',
        },
        prize: { prize_type: 'other', prize_title: 'Far too long', prize_money: 'lots' },
      }),
    });
    expect(fields(answer.body)).toEqual([
      'challenge.question_title: Start your question with "How" or "What" and use "could", e.g. "How could we…?"',
      'prize.prize_title: Write at most 8 characters.',
      'prize.prize_description: This field is required',
      'prize.prize_money: Enter an amount in dollars, like 25 or 25.50.',
      'challenge.assumption_who: Write at least 100 characters.',
      'challenge.duration_end: The challenge must end in the future.',
    ]);
    // An article is a web page: other schemes never reach the page as links.
    const script = await t.call('createChallenge', {
      token: cora,
      body: form({ challenge: { article: { url: 'javascript:alert(1)' } } }),
    });
    expect(script.status).toBe(422);
    expect(fields(script.body)).toContain('challenge.article.url: Enter a web address.');
    const ama = await t.call('createChallenge', {
      token: cora,
      body: form({ challenge: { solution_format: 'ama' } }),
    });
    expect(ama.status).toBe(422);
    expect(fields(ama.body)).toEqual([
      'challenge.solution_format: Open your suggestion box on your mentor page instead.',
    ]);
  });

  it('refuses visitors, forged owners, oversized and unknown fields, and writes nothing', async () => {
    const before = await t.databaseDigest();
    expect((await t.call('createChallenge', { body: form() })).status).toBe(401);
    const forged = await t.call('createChallenge', {
      token: cora,
      body: form({ catalyst_id: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(fields(forged.body)).toEqual(['catalyst_id: This field is not allowed.']);
    const forgedInside = await t.call('createChallenge', {
      token: cora,
      body: form({ challenge: { catalyst_id: 'x' } }),
    });
    expect(forgedInside.status).toBe(422);
    const huge = await t.call('createChallenge', {
      token: cora,
      body: form({ challenge: { question_detail: 'x'.repeat(5001) } }),
    });
    expect(fields(huge.body)).toEqual([
      'challenge.question_detail: Write at most 5000 characters.',
    ]);
    const wrongType = await t.call('createChallenge', {
      token: cora,
      body: form({ challenge: { tags: 'food' } }),
    });
    expect(wrongType.status).toBe(422);
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('answers 404 for unknown challenges', async () => {
    expect((await t.call('challenge', { params: { id: 'no-such-challenge' } })).status).toBe(404);
  });
});

describe('drafts', () => {
  const draft = {
    origin: 'challenge-creation-flow',
    draft_type: 'challenge',
    content: { challenge: { question_title: 'How could' } },
  };

  it('are created, listed newest first, replaced and removed by their author', async () => {
    const { token } = await t.signUp();
    const first = await t.call('createDraft', { token, body: draft });
    expect(first.status).toBe(201);
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    const second = await t.call('createDraft', { token, body: { ...draft, origin: 'qq' } });
    const list = await t.call('drafts', { token, query: { draft_type: 'challenge', size: '200' } });
    expect(list.body.meta).toEqual({ total: 2, page: 0, size: 200 });
    expect(list.body.data.map((d: { _id: string }) => d._id)).toEqual([
      second.body.data._id,
      first.body.data._id,
    ]);
    const updated = await t.call('updateDraft', {
      token,
      params: { id: first.body.data._id },
      body: { ...draft, content: { challenge: { question_title: 'How could we' } } },
    });
    expect(updated.body.data.content).toEqual({ challenge: { question_title: 'How could we' } });
    expect(
      (await t.call('deleteDraft', { token, params: { id: first.body.data._id } })).status,
    ).toBe(200);
    expect((await t.call('drafts', { token })).body.meta.total).toBe(1);
  });

  it("are nobody else's business", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const mine = await t.call('createDraft', { token: owner.token, body: draft });
    const id = mine.body.data._id;
    expect(
      (await t.call('updateDraft', { token: other.token, params: { id }, body: draft })).status,
    ).toBe(404);
    expect((await t.call('deleteDraft', { token: other.token, params: { id } })).status).toBe(404);
    expect((await t.call('drafts', { token: other.token })).body.data).toEqual([]);
    expect((await t.call('drafts')).status).toBe(401);
    expect(
      (await t.call('deleteDraft', { token: other.token, params: { id: 'not-a-uuid' } })).status,
    ).toBe(404);
  });

  it('refuse unknown origins and oversized content', async () => {
    const { token } = await t.signUp();
    expect(
      (await t.call('createDraft', { token, body: { ...draft, origin: 'elsewhere' } })).status,
    ).toBe(422);
    const huge = await t.call('createDraft', {
      token,
      body: { ...draft, content: { blob: 'x'.repeat(100_001) } },
    });
    expect(huge.status).toBe(413);
  });
});

describe('article source', () => {
  it('refuses private and loopback addresses, and needs a user', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://10.1.2.3/',
    ]) {
      const answer = await t.call('article', { token: cora, body: { url } });
      expect(answer.status, url).toBe(422);
      expect(answer.body.errors).toEqual([
        { field: 'url', error: 'This address cannot be fetched.' },
      ]);
    }
    expect((await t.call('article', { body: { url: 'https://example.org/' } })).status).toBe(401);
    expect((await t.call('article', { token: cora, body: { url: 'not a url' } })).status).toBe(422);
  });
});

describe('GET /challenges/categorify', () => {
  it('suggests a leaf category from the question', async () => {
    const answer = await t.call('categorify', {
      query: { q: 'How could we cut plastic waste in school canteens?' },
    });
    expect(answer.body.data.category).toMatchObject({ slug: 'environment', name: 'Environment' });
    expect(
      (await t.call('categorify', { query: { q: 'How could we?' } })).body.data.category,
    ).toBeNull();
    expect((await t.call('categorify')).status).toBe(422);
  });
});
