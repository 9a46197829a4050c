import type { Category, ChallengeCard } from '@nervus/contracts';
import { formatCents, pickTop3 } from '@nervus/game-rules';
import type { CardRow, rankedIdeas } from './queries.js';

type RankedIdea = Awaited<ReturnType<typeof rankedIdeas>>[number];

/** Each settled challenge's Top 3 as shown on its results: the catalyst's picks, then the crowd's. */
export function winnersByChallenge(
  rows: readonly CardRow[],
  ranked: readonly RankedIdea[],
): Map<string, ChallengeCard['winners']> {
  const byChallenge = new Map<string, RankedIdea[]>();
  for (const idea of ranked) {
    const list = byChallenge.get(idea.challengeId) ?? [];
    list.push(idea);
    byChallenge.set(idea.challengeId, list);
  }
  const winners = new Map<string, ChallengeCard['winners']>();
  for (const row of rows) {
    if (row.settledAt === null) continue;
    const own = byChallenge.get(row.id) ?? [];
    const byId = new Map(own.map((idea) => [idea.id, idea]));
    const crowd = own.filter((idea) => idea.rank !== null).map((idea) => idea.id);
    const top3 = pickTop3(row.top3Picks, null, crowd);
    if (!top3.ok) continue;
    winners.set(
      row.id,
      top3.top3.flatMap((slot) => {
        const idea = byId.get(slot.ideaId);
        if (!idea) return [];
        return [
          {
            position: slot.position,
            source: slot.source,
            idea: { id: idea.id, title: idea.title },
            author: { id: idea.authorId, handle: idea.handle },
          },
        ];
      }),
    );
  }
  return winners;
}

function phaseOf(row: CardRow, now: Date): ChallengeCard['phase'] {
  if (row.settledAt !== null) return 'settled';
  if (row.isClosed || row.status === 'closed' || row.durationEnd <= now) return 'closed';
  return 'open';
}

/** A challenge card: what its page shows anyone, its Top 3 only once settled. */
export function cardBody(
  row: CardRow,
  now: Date,
  winners: ReadonlyMap<string, ChallengeCard['winners']>,
): ChallengeCard {
  return {
    id: row.id,
    slug: row.slug,
    question_title: row.questionTitle,
    solution_format: row.solutionFormat,
    primary_image: row.primaryImage,
    main_category: row.category,
    catalyst: row.catalyst,
    prize: {
      prize_type: row.prizeType,
      prize_title: row.prizeTitle,
      prize_money: formatCents(row.prizeMoneyCents).replace(/[$,]/g, ''),
    },
    idea_entry_fee: row.ideaEntryFeeCents,
    duration_start: row.durationStart.toISOString(),
    duration_end: row.durationEnd.toISOString(),
    phase: phaseOf(row, now),
    settled_at: row.settledAt?.toISOString() ?? null,
    ideas: row.ideas,
    raters: row.raters,
    winners: row.settledAt === null ? [] : (winners.get(row.id) ?? []),
  };
}

interface CategoryRow {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly icon: string | null;
  readonly parentId: string | null;
  readonly position: number;
}

/**
 * The platform's categories, parents before their children (each level by position, then name),
 * each counting its own open challenges and its subcategories'.
 */
export function categoryCounts(
  rows: readonly CategoryRow[],
  roots: ReadonlySet<string>,
  open: ReadonlyMap<string, number>,
) {
  const children = new Map<string | null, CategoryRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const order = (a: CategoryRow, b: CategoryRow) =>
    a.position - b.position || a.name.localeCompare(b.name);
  const out: (Pick<Category, 'id' | 'slug' | 'name' | 'icon' | 'parent_id'> & {
    open_challenges: number;
  })[] = [];
  const visit = (row: CategoryRow, seen: Set<string>): number => {
    seen.add(row.id);
    const at = out.length;
    out.push({
      id: row.id,
      slug: row.slug,
      name: row.name,
      icon: row.icon,
      parent_id: row.parentId,
      open_challenges: 0,
    });
    let total = open.get(row.id) ?? 0;
    for (const child of [...(children.get(row.id) ?? [])].sort(order))
      if (!seen.has(child.id)) total += visit(child, seen);
    (out[at] as { open_challenges: number }).open_challenges = total;
    return total;
  };
  for (const top of rows.filter((r) => roots.has(r.id)).sort(order)) visit(top, new Set());
  return out;
}
