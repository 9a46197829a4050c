/** The game's rows as the contracts answer them. */
import type { Top3Result } from '@nervus/game-rules';
import type { ideas, mentorFeedbacks } from '../../db/schema.js';
import type { IdeaReading } from './queries.js';
import type { DashboardRow, PaidRow, ShownNeuron } from './queries-boards.js';
import type { FeedbackReading, MentorCommentRow } from './queries-mentoring.js';
import type { Settlement } from './settle.js';

type IdeaRow = typeof ideas.$inferSelect;
type Person = { id: string; handle: string };

/**
 * An idea as one reader may see it: its author, hash and place only once revealed, or to the
 * author themselves. While hidden, another reader gets the challenge's publication time
 * (`openedAt`) as its `created_at`: an exact entry time would match the idea to its author's
 * play elsewhere, and the catalyst's own idea of a test-an-idea challenge was entered at
 * exactly that time, so every hidden idea looks alike.
 */
export function ideaBody(
  row: IdeaRow,
  options: { author: Person | null; viewerId: string | null; revealed: boolean; openedAt: Date },
) {
  const mine = row.authorId === options.viewerId;
  const exact = options.revealed || mine;
  return {
    id: row.id,
    challenge_id: row.challengeId,
    title: row.title,
    description: row.description,
    purpose: row.purpose,
    primary_image: row.primaryImage,
    author: options.revealed || mine ? options.author : null,
    content_hash: options.revealed || mine ? row.contentHash : null,
    created_at: (exact ? row.createdAt : options.openedAt).toISOString(),
    rank: options.revealed ? row.rank : null,
    score: options.revealed && row.scoreMilli !== null ? row.scoreMilli / 1000 : null,
    rating_count: options.revealed ? row.ratingCount : null,
    mine,
  };
}

/** Ideas joined with their authors' handles, for one viewer. */
export function ideaList(
  rows: readonly IdeaReading[],
  viewerId: string | null,
  challenge: { revealed: boolean; openedAt: Date },
) {
  return rows.map((r) =>
    ideaBody(r.idea, {
      author: { id: r.idea.authorId, handle: r.handle },
      viewerId,
      ...challenge,
    }),
  );
}

export function top3Body(result: Extract<Top3Result, { ok: true }>) {
  return {
    picks: [...result.picks],
    top3: top3Places(result),
  };
}

function top3Places(result: Extract<Top3Result, { ok: true }>) {
  return result.top3.map((s) => ({ idea_id: s.ideaId, position: s.position, source: s.source }));
}

export function settlementBody(result: Settlement) {
  return {
    challenge_id: result.challengeId,
    settled_at: result.settledAt.toISOString(),
    ranked: result.ranked,
    unranked: result.unranked,
    prize_cents_paid: result.prizeCentsPaid,
    prize_cents_unawarded: result.prizeCentsUnawarded,
  };
}

export function feedbackBody(
  row: typeof mentorFeedbacks.$inferSelect,
  mentor: Person,
  earned?: number,
) {
  return {
    id: row.id,
    idea_id: row.ideaId,
    mentor,
    what_i_like: row.whatILike,
    what_could_be_improved: row.whatCouldBeImproved,
    rating: row.rating,
    created_at: row.createdAt.toISOString(),
    ...(earned === undefined ? {} : { neurons_earned: earned }),
  };
}

/** Mentoring joined with the mentors' handles. */
export function feedbackList(rows: readonly FeedbackReading[]) {
  return rows.map((r) => feedbackBody(r.feedback, { id: r.feedback.mentorId, handle: r.handle }));
}

/** A mentoring on the mentor dashboard, with the idea and challenge it is about. */
export function mentorCommentBody(r: MentorCommentRow) {
  return {
    ...feedbackBody(r.feedback, { id: r.feedback.mentorId, handle: r.handle }),
    idea_title: r.ideaTitle,
    challenge: {
      id: r.challenge.id,
      slug: r.challenge.slug,
      question_title: r.challenge.questionTitle,
    },
  };
}

// A brain is told by realtime announcements too (modules/highlights), so it is defined there.
export { brainBody } from '../highlights/serialize.js';

/** An award as a history shows it: its list id and the time shown (hidden-play.ts). */
export function neuronBody(row: ShownNeuron) {
  return {
    id: row.listId,
    role: row.role,
    points: row.milliPoints / 1000,
    reason: row.reason,
    challenge_id: row.challengeId,
    challenge_title: row.challengeTitle,
    challenge_slug: row.challengeSlug,
    created_at: row.shownAt.toISOString(),
  };
}

/**
 * A running score at the end of each day, from the day's sums in thousandths and the score
 * before the first of them.
 */
export function brainHistory(history: {
  readonly startMilli: number;
  readonly days: readonly { day: string; milli: string }[];
}) {
  const { days } = history;
  let running = history.startMilli;
  return days.map((d) => {
    running += Number(d.milli);
    return { day: d.day, score: running / 1000 };
  });
}

export function dashboardItem(r: DashboardRow) {
  return {
    id: r.id,
    slug: r.slug,
    question_title: r.title,
    duration_end: r.end.toISOString(),
    settled: r.settledAt !== null,
    ideas: r.all,
    my_ideas: r.ideas,
    my_ratings: r.myRatings,
    my_mentoring: r.myMentoring,
    best_rank: r.best,
    is_closed: r.settledAt !== null || r.isClosed || r.status === 'closed',
    ratings: r.ratings,
    mentoring: r.mentoring,
    challenge_rating: r.challengeRating === null ? null : Number(r.challengeRating),
    to_rate: r.toRate,
  };
}

/** settle.ts keys each paid place `challenge-prize:{challenge}:{rank}`. */
function rankOfPrizeKey(key: string): number | null {
  const rank = Number(key.slice(key.lastIndexOf(':') + 1));
  return Number.isInteger(rank) && rank > 0 ? rank : null;
}

/**
 * The prize as settled, from the challenge's money rows: the pledge plus the entry fees' prize
 * share. What nobody won went back (the pledge to its funder, the fee share to those who paid).
 */
export function prizeBody(paid: readonly PaidRow[]) {
  const payouts = paid
    .filter((p) => p.kind === 'challenge-prize' && p.userId !== null && p.handle !== null)
    .map((p) => ({
      rank: rankOfPrizeKey(p.key) ?? 0,
      user: { id: p.userId as string, handle: p.handle as string },
      cents: p.cents,
    }))
    .sort((a, b) => a.rank - b.rank);
  const sum = (kind: string) =>
    paid.filter((p) => p.kind === kind).reduce((total, p) => total + p.cents, 0);
  return {
    total_cents: sum('challenge-prize') + sum('challenge-prize-returned') + sum('entry-fee-refund'),
    paid_cents: sum('challenge-prize'),
    unawarded_cents: sum('challenge-prize-returned') + sum('entry-fee-refund'),
    payouts,
  };
}

export function resultsBody(
  challenge: { id: string; settledAt: Date },
  top3: Extract<Top3Result, { ok: true }>,
  paid: readonly PaidRow[],
  earned: readonly { role: string; milli: string }[],
) {
  return {
    challenge_id: challenge.id,
    settled_at: challenge.settledAt.toISOString(),
    top3: top3Places(top3),
    prize: prizeBody(paid),
    my_neurons: earned.map((e) => ({ role: e.role, points: Number(e.milli) / 1000 })),
  };
}

export function participantsBody(
  totals: { innovators: number; raters: number; mentors: number },
  players: readonly {
    id: string;
    handle: string;
    ideas: number;
    best_rank: number | null;
    ratings: number;
    mentoring: number;
  }[],
) {
  return {
    ...totals,
    players: players.map((r) => ({
      user: { id: r.id, handle: r.handle },
      ideas: r.ideas,
      best_rank: r.best_rank,
      ratings: r.ratings,
      mentoring: r.mentoring,
    })),
  };
}
