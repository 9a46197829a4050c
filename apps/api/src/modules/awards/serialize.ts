/** Medals as the API answers them (contracts `awards.ts`). */
import type { AwardedMedal, Medal as MedalBody, MedalProgress } from '@nervus/contracts';
import {
  brainLevelCount,
  type Medal,
  type MedalCounts,
  medalById,
  medalProgress,
} from '@nervus/game-rules';
import type { AwardRow, SeenCounts, SeenScore } from './queries.js';

/** A catalogue medal's public fields. */
export function medalBody(medal: Medal): MedalBody {
  return {
    id: medal.id,
    name: medal.name,
    description: medal.description,
    tier: medal.tier,
    icon: medal.icon,
    scope: medal.rule.scope,
  };
}

/** An awarded medal; null for a medal the catalogue no longer has. */
export function awardBody(row: AwardRow): AwardedMedal | null {
  const medal = medalById(row.medalId);
  if (!medal) return null;
  return {
    ...medalBody(medal),
    award_id: row.id,
    user_id: row.userId,
    awarded_at: row.shownAt.toISOString(),
    idea_id: row.ideaId,
    idea_title: row.ideaTitle,
    challenge_slug: row.challengeSlug,
    challenge_title: row.challengeTitle,
    race_name: row.raceName,
    olympiad_name: row.olympiadName,
  };
}

/** Awarded medals, those the catalogue no longer has left out. */
export function awardBodies(rows: readonly AwardRow[]): AwardedMedal[] {
  return rows.flatMap((row) => {
    const body = awardBody(row);
    return body ? [body] : [];
  });
}

/** A catalogue medal with a player's way to it. */
export function progressBody(medal: Medal, counts: MedalCounts, times: number): MedalProgress {
  return { ...medalBody(medal), ...medalProgress(medal, counts, times), times };
}

/** A player's counts, per reader, with the brain level of the score each reader may see. */
export function withLevel(
  counts: SeenCounts | undefined,
  score: SeenScore | undefined,
): SeenCounts {
  const owner: MedalCounts = { ...(counts?.owner ?? {}) };
  const other: MedalCounts = { ...(counts?.other ?? {}) };
  if (score) {
    owner['brain-level'] = brainLevelCount(score.owner / 1000);
    other['brain-level'] = brainLevelCount(score.other / 1000);
  }
  return { owner, other };
}
