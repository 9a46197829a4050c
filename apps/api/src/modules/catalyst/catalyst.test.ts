import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, drafts, ideaPromotions, neuronLedger } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
let cora: string;
let ivan: string;
let innovators: { token: string; id: string; handle: string }[];
beforeAll(async () => {
  t = await createTestServer();
  cora = await t.signIn('cora');
  ivan = await t.signIn('ivan');
  innovators = [];
  for (let i = 0; i < 3; i++) {
    const { token, user } = await t.signUp();
    innovators.push({ token, id: user.id, handle: user.handle });
  }
});
afterAll(() => t.close());

const who = (i: number) => innovators[i] as { token: string; id: string; handle: string };

let counter = 0;
async function publish(
  challenge: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
  token = cora,
) {
  counter += 1;
  const answer = await t.call('createChallenge', {
    token,
    body: {
      challenge: {
        question_title: `How could catalysts tune their question number ${counter}`,
        question_detail: 'A challenge whose catalyst edits it while it runs.',
        platform_category: 'environment',
        innovation_scale: 'moonshot',
        primary_image: 'https://images.nervus.test/tune.jpg',
        duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
        tags: ['tools'],
        ...challenge,
      },
      prize: { prize_type: 'points', prize_money: '0' },
      ...extra,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.challenge as { id: string; slug: string; question_title: string };
}

const update = (id: string, body: Record<string, unknown>, token = cora) =>
  t.call('updateChallengeDetails', { token, params: { id }, body });

const fields = (body: { errors: { field: string; error: string }[] }) =>
  body.errors.map((e) => e.field).sort();

describe('PUT /challenges/{id}/catalyst/updates', () => {
  it('lets the owner edit title, description, tags, image and prize description', async () => {
    const challenge = await publish();
    const answer = await update(challenge.id, {
      question_title: 'What could make our question even better',
      question_detail: 'Sharper now.',
      tags: ['tools', 'better', 'tools'],
      primary_image: 'https://images.nervus.test/better.jpg',
      image_credit: { source: 'Unsplash', user: 'Ada', link: 'https://unsplash.com/@ada' },
      prize_description: 'Bragging rights',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: challenge.id,
      // The address stays: links already shared keep working.
      slug: challenge.slug,
      question_title: 'What could make our question even better?',
      question_detail: 'Sharper now.',
      tags: ['tools', 'better'],
      primary_image: 'https://images.nervus.test/better.jpg',
      image_credit: { source: 'Unsplash', user: 'Ada', link: 'https://unsplash.com/@ada' },
      prize: { prize_description: 'Bragging rights' },
      innovation_scale: 'moonshot',
      co_author: null,
    });
    // A new picture without a credit drops the old picture's credit.
    const again = await update(challenge.id, { primary_image: 'https://images.nervus.test/x.jpg' });
    expect(again.body.data.image_credit).toBeNull();
    const read = await t.call('challenge', { params: { id: challenge.slug } });
    expect(read.body.data.question_detail).toBe('Sharper now.');
  });

  it('refuses non-owners (403), visitors (401), closed challenges (409) and unknown ones (404)', async () => {
    const challenge = await publish();
    const before = await t.databaseDigest();
    expect((await update(challenge.id, { tags: ['x'] }, ivan)).status).toBe(403);
    expect(
      (await t.call('updateChallengeDetails', { params: { id: challenge.id }, body: {} })).status,
    ).toBe(401);
    expect((await update('00000000-0000-4000-8000-000000000000', { tags: ['x'] })).status).toBe(
      404,
    );
    expect(await t.databaseDigest()).toEqual(before);
    expect(
      (await t.call('endChallenge', { token: cora, params: { id: challenge.id } })).status,
    ).toBe(200);
    const closed = await update(challenge.id, { tags: ['late'] });
    expect(closed.status).toBe(409);
  });

  it('refuses title and description edits of a caption challenge, field by field', async () => {
    const caption = await publish({
      question_title: 'Caption this sleepy cat',
      platform_category: 'caption-funny',
      caption_solution_format: 'caption',
      innovation_scale: '',
    });
    const before = await t.databaseDigest();
    const refused = await update(caption.id, {
      question_title: 'Caption this very sleepy cat',
      question_detail: 'New words',
      tags: ['cat'],
    });
    expect(refused.status).toBe(422);
    expect(fields(refused.body)).toEqual(['question_detail', 'question_title']);
    expect(await t.databaseDigest()).toEqual(before);
    // Everything else stays editable.
    const tags = await update(caption.id, { tags: ['cat'] });
    expect(tags.status).toBe(200);
    expect(tags.body.data.tags).toEqual(['cat']);
  });

  it('checks the title, image and prize like the creation form and writes nothing on 422', async () => {
    const challenge = await publish();
    const before = await t.databaseDigest();
    const title = await update(challenge.id, {
      question_title: 'Why is the sky blue',
      tags: ['sky'],
    });
    expect(title.status).toBe(422);
    expect(title.body.errors).toEqual([
      { field: 'question_title', error: expect.stringMatching(/What|How/) },
    ]);
    const image = await update(challenge.id, { primary_image: '  ' });
    expect(image.status).toBe(422);
    expect(image.body.errors).toEqual([{ field: 'primary_image', error: 'Image missing' }]);
    const prize = await update(challenge.id, { prize_description: 'x'.repeat(1025) });
    expect(prize.status).toBe(422);
    expect(fields(prize.body)).toEqual(['prize_description']);
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('keeps deep dives, category, format and duration read-only', async () => {
    const challenge = await publish({}, { deep_dives: { who: { occupation: ['teacher'] } } });
    const before = await t.databaseDigest();
    const fixed = {
      deep_dives: { who: { occupation: ['pilot'] } },
      platform_category: 'arts-culture',
      solution_format: 'qq',
      duration_start: new Date(t.clock.now.getTime() - 86_400_000).toISOString(),
      duration_end: new Date(t.clock.now.getTime() + 99 * 86_400_000).toISOString(),
      co_author_id: who(0).id,
    };
    for (const [field, value] of Object.entries(fixed)) {
      const refused = await update(challenge.id, { [field]: value, tags: ['sneaky'] });
      expect(refused.status, field).toBe(422);
      expect(refused.body.errors).toEqual([{ field, error: 'This field is not allowed.' }]);
    }
    expect(await t.databaseDigest()).toEqual(before);
    const read = await t.call('challenge', { params: { id: challenge.id } });
    expect(read.body.data.deep_dives).toEqual({ who: { occupation: ['teacher'] } });
  });

  it('keeps a QQ question titled and described', async () => {
    const qq = await publish({
      question_title: 'Ask us a better question about bikes',
      solution_format: 'qq',
      innovation_scale: '',
    });
    const empty = await update(qq.id, { question_detail: '' });
    expect(empty.status).toBe(422);
    expect(fields(empty.body)).toEqual(['question_detail']);
    // QQ titles are free-form, as at creation.
    const free = await update(qq.id, { question_title: 'Bikes: what should we ask' });
    expect(free.status).toBe(200);
    expect(free.body.data.question_title).toBe('Bikes: what should we ask?');
  });
});

describe('POST /challenges/{id}/duplicate', () => {
  it("copies the owner's challenge into a creation draft without the crowd's ideas", async () => {
    const challenge = await publish(
      {
        question_title: 'How could we improve this idea about rain',
        solution_format: 'improve',
        assumption_who: 'w'.repeat(120),
        article: { url: 'https://news.nervus.test/rain', title: 'Rain', keywords: ['rain'] },
      },
      {
        idea: { title: 'Collect rain on roofs', description: 'Barrels under every gutter.' },
        deep_dives: { why: { personal_reasons: [{ reason: 'water', strength: 7 }] } },
        prize: { prize_type: 'other', prize_title: 'Mug', prize_description: 'A nice mug' },
      },
    );
    expect(
      (
        await t.call('enterIdea', {
          token: who(0).token,
          params: { id: challenge.id },
          body: { title: 'A crowd idea', description: 'Not to be copied.' },
        })
      ).status,
    ).toBe(201);
    const before = await t.tableCounts();
    expect(
      (await t.call('duplicateChallenge', { token: ivan, params: { id: challenge.id } })).status,
    ).toBe(403);
    expect(await t.tableCounts()).toEqual(before);

    const answer = await t.call('duplicateChallenge', {
      token: cora,
      params: { id: challenge.id },
    });
    expect(answer.status).toBe(201);
    const draft = answer.body.data;
    expect(draft).toMatchObject({ origin: 'challenge-creation-flow', draft_type: 'challenge' });
    expect(draft.content).toMatchObject({
      challenge: {
        slug: null,
        question_title: 'How could we improve this idea about rain?',
        question_detail: 'A challenge whose catalyst edits it while it runs.',
        solution_format: 'improve',
        platform_category: 'environment',
        innovation_scale: 'moonshot',
        primary_image: 'https://images.nervus.test/tune.jpg',
        tags: ['tools'],
        assumption_who: 'w'.repeat(120),
        article: { url: 'https://news.nervus.test/rain', title: 'Rain', keywords: ['rain'] },
        duration_end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      idea: { title: 'Collect rain on roofs', description: 'Barrels under every gutter.' },
      deep_dives: { why: { personal_reasons: [{ reason: 'water', strength: 7 }] } },
      prize: { prize_type: 'other', prize_title: 'Mug', prize_description: 'A nice mug' },
    });
    expect(JSON.stringify(draft.content)).not.toContain('A crowd idea');
    const listed = await t.call('drafts', { token: cora });
    expect(listed.body.data.map((d: { _id: string }) => d._id)).toContain(draft._id);
    // The copy is a complete form: publishing it makes a new challenge.
    const content = draft.content;
    const copy = await t.call('createChallenge', {
      token: cora,
      body: {
        challenge: {
          ...content.challenge,
          slug: undefined,
          category_name: undefined,
          image_credit: undefined,
          duration_end: new Date(`${content.challenge.duration_end}T23:59:59.000Z`).toISOString(),
        },
        prize: content.prize,
        idea: content.idea,
        deep_dives: content.deep_dives,
        draft_id: draft._id,
      },
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body.data.challenge.id).not.toBe(challenge.id);
    expect(copy.body.data.challenge.co_author).toBeNull();
    const ideas = await t.call('catalystIdeas', {
      token: cora,
      params: { id: copy.body.data.challenge.id },
    });
    expect(ideas.body.data).toEqual([]);
  });
});

describe('promoting a QQ idea', () => {
  async function closedQq(ideasBy: number[]) {
    const qq = await publish({
      question_title: 'Ask a better question about parks',
      solution_format: 'qq',
      innovation_scale: '',
      tags: ['parks'],
    });
    const ids: string[] = [];
    for (const i of ideasBy) {
      const entered = await t.call('enterIdea', {
        token: who(i).token,
        params: { id: qq.id },
        body: {
          title: `How could parks host idea number ${i}`,
          description: `Described by innovator ${i}.`,
        },
      });
      expect(entered.status).toBe(201);
      ids.push(entered.body.data.idea.id);
    }
    return { qq, ids };
  }

  it('is for the catalyst of a closed QQ challenge only, once per idea', async () => {
    const { qq, ids } = await closedQq([0, 1]);
    const [first = '', second = ''] = ids;
    const open = await t.call('promoteIdea', { token: cora, params: { id: first } });
    expect(open.status).toBe(409);
    // Hidden: for others the idea does not exist yet.
    expect((await t.call('promoteIdea', { token: ivan, params: { id: first } })).status).toBe(404);
    expect((await t.call('endChallenge', { token: cora, params: { id: qq.id } })).status).toBe(200);
    const before = await t.tableCounts();
    expect((await t.call('promoteIdea', { token: ivan, params: { id: first } })).status).toBe(403);
    expect(
      (await t.call('promoteIdea', { token: who(0).token, params: { id: first } })).status,
    ).toBe(403);
    expect((await t.call('promoteIdea', { params: { id: first } })).status).toBe(401);
    expect((await t.call('promoteIdea', { token: cora, params: { id: 'not-an-id' } })).status).toBe(
      404,
    );
    expect(await t.tableCounts()).toEqual(before);
    const nothing = await t.call('promotedIdeas', { params: { id: qq.slug } });
    expect([nothing.body.data, nothing.body.meta]).toEqual([[], { total: 0, page: 0, size: 20 }]);

    const promoted = await t.call('promoteIdea', { token: cora, params: { id: first } });
    expect(promoted.status).toBe(201);
    const draft = promoted.body.data;
    expect(draft).toMatchObject({
      origin: 'challenge-promotion-flow',
      content: {
        challenge: {
          question_title: 'How could parks host idea number 0',
          question_detail: 'Described by innovator 0.',
          solution_format: 'standard',
          platform_category: 'environment',
          tags: ['parks'],
        },
      },
    });
    const retry = await t.call('promoteIdea', { token: cora, params: { id: first } });
    expect(retry.body.data._id).toBe(draft._id);
    const rows = await t.db.select().from(ideaPromotions).where(eq(ideaPromotions.ideaId, first));
    expect(rows).toHaveLength(1);

    const list = await t.call('promotedIdeas', { token: cora, params: { id: qq.slug } });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        idea_id: first,
        author: { id: who(0).id, handle: who(0).handle },
        draft_id: draft._id,
        challenge: null,
      }),
    ]);
    expect(list.body.meta).toEqual({ total: 1, page: 0, size: 20 });
    // Only the catalyst sees the draft.
    const public_ = await t.call('promotedIdeas', { params: { id: qq.id } });
    expect(public_.body.data[0].draft_id).toBeNull();
    // A page past the end still knows the total.
    const past = await t.call('promotedIdeas', { params: { id: qq.id }, query: { page: '3' } });
    expect([past.body.data, past.body.meta]).toEqual([[], { total: 1, page: 3, size: 20 }]);

    // A deleted draft is started afresh on the same promotion.
    await t.call('deleteDraft', { token: cora, params: { id: draft._id } });
    const fresh = await t.call('promoteIdea', { token: cora, params: { id: first } });
    expect(fresh.status).toBe(201);
    expect(fresh.body.data._id).not.toBe(draft._id);
    expect(
      await t.db.select().from(ideaPromotions).where(eq(ideaPromotions.ideaId, first)),
    ).toEqual([expect.objectContaining({ draftId: fresh.body.data._id, challengeId: null })]);
    expect(second).not.toBe(first);
  });

  it('refuses ideas of other formats', async () => {
    const standard = await publish();
    const entered = await t.call('enterIdea', {
      token: who(2).token,
      params: { id: standard.id },
      body: { title: 'Standard idea', description: 'Not a question.' },
    });
    await t.call('endChallenge', { token: cora, params: { id: standard.id } });
    const refused = await t.call('promoteIdea', {
      token: cora,
      params: { id: entered.body.data.idea.id },
    });
    expect(refused.status).toBe(409);
  });

  it('credits the co-author on publishing, only through the promotion, and only once', async () => {
    const { qq, ids } = await closedQq([1, 2]);
    await t.call('endChallenge', { token: cora, params: { id: qq.id } });
    const [ideaOfOne = '', ideaOfTwo = ''] = ids;
    const promoted = await t.call('promoteIdea', { token: cora, params: { id: ideaOfOne } });
    const draftId = promoted.body.data._id as string;

    const body = (
      extra: Record<string, unknown> = {},
      title = 'How could parks host concerts',
    ) => ({
      challenge: {
        question_title: title,
        question_detail: 'From a QQ idea.',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/parks.jpg',
        duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
      },
      prize: { prize_type: 'points' },
      ...extra,
    });

    // A client cannot name a co-author: the field does not exist.
    const before = await t.tableCounts();
    const forged = await t.call('createChallenge', {
      token: cora,
      body: body({ co_author: { id: who(2).id, handle: who(2).handle } }),
    });
    expect(forged.status).toBe(422);
    expect(forged.body.errors).toEqual([
      { field: 'co_author', error: 'This field is not allowed.' },
    ]);
    const forgedInside = await t.call('createChallenge', {
      token: cora,
      body: { ...body(), challenge: { ...body().challenge, co_author_id: who(2).id } },
    });
    expect(forgedInside.status).toBe(422);
    expect(await t.tableCounts()).toEqual(before);

    // Someone else's draft id, or a plain draft, credits nobody.
    const stolen = await t.call('createChallenge', {
      token: ivan,
      body: body({ draft_id: draftId }, 'How could parks host stolen concerts'),
    });
    expect(stolen.status).toBe(201);
    expect(stolen.body.data.challenge.co_author).toBeNull();
    const plain = await t.call('createDraft', {
      token: cora,
      body: { origin: 'challenge-promotion-flow', draft_type: 'challenge', content: {} },
    });
    const unpromoted = await t.call('createChallenge', {
      token: cora,
      body: body({ draft_id: plain.body.data._id }, 'How could parks host plain concerts'),
    });
    expect(unpromoted.body.data.challenge.co_author).toBeNull();

    const published = await t.call('createChallenge', {
      token: cora,
      body: body({ draft_id: draftId }),
    });
    expect(published.status).toBe(201);
    const challenge = published.body.data.challenge;
    expect(challenge.co_author).toEqual({
      id: who(1).id,
      handle: who(1).handle,
      first_name: null,
    });
    const read = await t.call('challenge', { params: { id: challenge.slug } });
    expect(read.body.data.co_author).toMatchObject({ handle: who(1).handle });
    // No co-author award exists in the game rules: the innovator earns nothing for it.
    const paid = await t.db
      .select()
      .from(neuronLedger)
      .where(eq(neuronLedger.challengeId, challenge.id));
    expect(paid.map((p) => p.userId)).toEqual([expect.any(String)]);
    expect(paid.some((p) => p.userId === who(1).id)).toBe(false);

    // One promotion, one question: sending the draft again is refused, and so is promoting again.
    const twice = await t.call('createChallenge', {
      token: cora,
      body: body({ draft_id: draftId }, 'How could parks host concerts again'),
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual([
      { field: 'draft_id', error: 'This promoted idea has already been published as a question.' },
    ]);
    expect((await t.call('promoteIdea', { token: cora, params: { id: ideaOfOne } })).status).toBe(
      409,
    );

    const list = await t.call('promotedIdeas', { token: cora, params: { id: qq.id } });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        idea_id: ideaOfOne,
        draft_id: null,
        challenge: { id: challenge.id, slug: challenge.slug },
      }),
    ]);
    const [row] = await t.db.select().from(challenges).where(eq(challenges.id, challenge.id));
    expect(row?.coAuthorId).toBe(who(1).id);
    expect(ideaOfTwo).not.toBe(ideaOfOne);
    // Publishing leaves the draft for the creation flow to remove, as for every draft.
    expect(await t.db.select().from(drafts).where(eq(drafts.id, draftId))).toHaveLength(1);
  });

  it('answers a retried publish of a promotion with the first question, even when both race', async () => {
    const { qq, ids } = await closedQq([1]);
    await t.call('endChallenge', { token: cora, params: { id: qq.id } });
    const promoted = await t.call('promoteIdea', { token: cora, params: { id: ids[0] ?? '' } });
    const send = () =>
      t.call('createChallenge', {
        token: cora,
        headers: { 'idempotency-key': `promotion-race-${promoted.body.data._id}` },
        body: {
          challenge: {
            question_title: 'How could a promoted question be sent twice',
            question_detail: 'From a QQ idea, sent twice.',
            platform_category: 'environment',
            innovation_scale: 'blue-sky',
            primary_image: 'https://images.nervus.test/twice.jpg',
            duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
          },
          prize: { prize_type: 'points' },
          draft_id: promoted.body.data._id,
        },
      });
    // On PostgreSQL the two run at once; on PGlite one after the other. Either way: one question.
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.challenge.id).toBe(first.body.data.challenge.id);
    expect(first.body.data.challenge.co_author).toMatchObject({ id: who(1).id });
  });
});
