/** Highlights as the contracts answer them. */
import type { Highlight, HighlightType } from '@nervus/contracts';
import { describeBrain, type LadderRole } from '@nervus/game-rules';

/** A highlight row with its challenge's title and address (null without a challenge). */
export interface HighlightRow {
  readonly id: string;
  readonly type: string;
  readonly role: string;
  readonly statement: string;
  readonly link: string | null;
  readonly createdAt: Date;
  readonly challengeTitle: string | null;
  readonly challengeSlug: string | null;
}

export function highlightBody(row: HighlightRow): Highlight {
  return {
    id: row.id,
    statement: row.statement,
    highlight_type: row.type as HighlightType,
    role: row.role as LadderRole,
    notified_at: Math.floor(row.createdAt.getTime() / 1000),
    challenge_slug: row.challengeSlug,
    challenge_title: row.challengeTitle,
    link: row.link,
  };
}

/** A Brain as the API answers it: game-rules' `describeBrain`, with the ids of the spec. */
export function brainBody(userId: string, role: LadderRole, score: number) {
  return { id: `${userId}:${role}`, user_id: userId, ...describeBrain(role, score) };
}
