/** Publishing a challenge: every write of it in one transaction, retried on a slug race. */
import type { ChallengeCreateInput } from '@nervus/contracts';
import { formatCents, maxUserIdeas, neuronsFor } from '@nervus/game-rules';
import type { PlatformRow, UserRow } from '../../context.js';
import { inTransaction } from '../../db/after-commit.js';
import type { Database, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { ApiError } from '../../http/errors.js';
import { type Announcer, payNeurons } from '../highlights/announce.js';
import { moneyKeys, moveMoney } from '../ledger/money.js';
import { ensureDirectorBase } from '../olympiads/bases.js';
import { ideaContentHash } from './idea-hash.js';
import { claimPromotion, completePromotion } from './promotions.js';
import {
  type ChallengeRow,
  findCategory,
  freeSlug,
  insertChallenge,
  insertIdea,
  linkPlatforms,
  publishedWithKey,
  rootPlatform,
} from './queries.js';
import { slugify } from './slug.js';
import { checkChallenge, type ValidChallenge } from './validate.js';

/** Debits a money prize from the catalyst's wallet, once per challenge (402 when short). */
async function pledgePrize(tx: Tx, userId: string, challengeId: string, cents: number, time: Date) {
  await moveMoney(tx, {
    entries: [
      {
        userId,
        challengeId,
        kind: 'challenge-prize-pledge',
        cents: -cents,
        key: moneyKeys.prizePledge(challengeId),
      },
    ],
    now: time,
    short: {
      message: ({ balance }) =>
        `A ${formatCents(cents)} prize is held from your wallet when the challenge goes live; your wallet holds ${formatCents(balance)}.`,
      field: 'prize.prize_money',
      error: 'Not enough money in your wallet for this prize.',
    },
  });
}

interface Publish {
  readonly user: UserRow;
  readonly input: ChallengeCreateInput;
  /** The platform of the request's host: the challenge is published there and on the main one. */
  readonly here: PlatformRow;
  /** The Idempotency-Key header: a retry with it answers the first challenge. */
  readonly key: string | null;
  readonly now: () => Date;
  /** Tells the catalyst (and a director) of their publishing neurons. */
  readonly announcer: Announcer;
}

export interface Published {
  readonly row: ChallengeRow;
  /** The catalyst's neurons for publishing; 0 when a retry answers the first challenge. */
  readonly earned: number;
}

async function insertAll(
  tx: Tx,
  { user, input, here, key, announcer }: Publish,
  valid: ValidChallenge,
  extra: { slug: string; categoryId: string | null; rootId: string; time: Date },
): Promise<Published> {
  const { time } = extra;
  const c0 = input.challenge;
  const format = c0.solution_format;
  const promotion = await claimPromotion(tx, input.draft_id, user.id);
  const row = await insertChallenge(tx, {
    slug: extra.slug,
    questionTitle: valid.title,
    questionDetail: c0.question_detail,
    solutionFormat: format,
    challengeFormat: c0.challenge_format,
    mainCategoryId: extra.categoryId,
    catalystId: user.id,
    platformId: here.id,
    innovationScale: c0.innovation_scale || 'blue-sky',
    prizeType: input.prize.prize_type,
    prizeTitle: input.prize.prize_title || null,
    prizeDescription: input.prize.prize_description || null,
    prizeMoneyCents: valid.prizeMoneyCents,
    ideaEntryFeeCents: input.idea_entry_process?.idea_entry_fee ?? 0,
    durationStart: valid.start,
    durationEnd: valid.end,
    captionSolutionFormat: c0.caption_solution_format ?? null,
    primaryImage: c0.primary_image,
    imageCredit: c0.image_credit
      ? {
          source: c0.image_credit.source ?? null,
          user: c0.image_credit.user ?? null,
          link: c0.image_credit.link ?? null,
        }
      : null,
    tags: [...new Set(c0.tags)],
    assumptionWho: c0.assumption_who || null,
    assumptionWhy: c0.assumption_why || null,
    assumptionWhat: c0.assumption_what || null,
    article: c0.article ? { ...c0.article } : null,
    deepDives: input.deep_dives ?? null,
    idea: input.idea?.title ? { ...input.idea } : null,
    improvePurposeIdea: c0.improve_purpose_idea || null,
    testIdeaFormat: c0.test_idea_format || null,
    maxUserIdeas: maxUserIdeas(format),
    idempotencyKey: key,
    coAuthorId: promotion?.coAuthorId ?? null,
    createdAt: time,
    updatedAt: time,
  });
  await completePromotion(tx, promotion, row.id);
  // A money prize is held from the catalyst's wallet when the challenge goes live, so what the
  // settlement pays out (or returns) is money that exists.
  if (valid.prizeMoneyCents > 0)
    await pledgePrize(tx, user.id, row.id, valid.prizeMoneyCents, time);
  await linkPlatforms(tx, row.id, [...new Set([here.id, extra.rootId])]);
  // Test-an-idea: the author's idea enters the race like any other, double-blind.
  if (format === 'test-an-idea' && input.idea?.title) {
    const values = {
      challengeId: row.id,
      authorId: user.id,
      title: input.idea.title.trim(),
      description: (input.idea.description ?? '').trim(),
      purpose: input.idea.purpose?.trim() || null,
      primaryImage: input.idea.primary_image || null,
      createdAt: time,
    };
    await insertIdea(tx, { ...values, contentHash: ideaContentHash(values) });
  }
  const awards = neuronsFor({
    kind: 'ChallengePublished',
    id: `challenge:${row.id}`,
    catalystId: user.id,
    solutionFormat: format,
    ...(here.type === 'system-platform' || !here.ownerId ? {} : { directorId: here.ownerId }),
  });
  const paid = await payNeurons(tx, announcer, awards, { challenge: row, now: time });
  // Asking a first question makes a director: their own platform gets its tournament.
  await ensureDirectorBase(tx, user.id, time);
  const earned = paid.filter((a) => a.userId === user.id).reduce((sum, a) => sum + a.points, 0);
  return { row, earned };
}

/**
 * Publishes a challenge from the creation form: checks the form's rules (422), then stores the
 * challenge, its platform links, prize hold, promotion credit, the test-an-idea idea and the
 * publishing neurons in one transaction.
 */
export async function publishChallenge(db: Database, publish: Publish): Promise<Published> {
  const { user, input, here, key, now } = publish;
  if (key) {
    const existing = await publishedWithKey(db, user.id, key);
    if (existing) return { row: existing, earned: 0 };
  }
  const category = await findCategory(db, input.challenge.platform_category);
  const time = now();
  const checked = checkChallenge(input, category, time);
  if (!checked.ok) throw new ApiError(422, 'Validation failed', checked.errors);
  const valid = checked.value;
  const root = here.isDefault ? here : await rootPlatform(db);

  for (let attempt = 0; attempt < 3; attempt++) {
    const slug = await freeSlug(db, slugify(valid.title));
    try {
      return await inTransaction(db, (tx) =>
        insertAll(tx, publish, valid, {
          slug,
          categoryId: category?.id ?? null,
          rootId: root.id,
          time,
        }),
      );
    } catch (error) {
      const constraint = uniqueViolation(error);
      // Two publishes raced for one slug: take the next one.
      if (constraint === 'challenges_slug_key') continue;
      // A retry raced its first send: the unique key, or the promotion the first one just used,
      // stops it; it answers what the first one published.
      const raced =
        constraint === 'challenges_idempotency_key' ||
        (error instanceof ApiError && error.status === 422 && input.draft_id !== undefined);
      if (raced && key) {
        const existing = await publishedWithKey(db, user.id, key);
        if (existing) return { row: existing, earned: 0 };
      }
      throw error;
    }
  }
  throw new ApiError(409, 'Could not find a free address for this challenge; try again.');
}
