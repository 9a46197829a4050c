/**
 * The olympiads' seed: the main platform's base olympiad (every installation), and with the demo
 * data the demo directors' bases and some public play of the current cycle, paid through the
 * neuron ledger's one writer (keys `demo:…`, so seeding again pays nothing more). The sweep
 * opens the cycles and fills their boards from the ledger, so the demo players show on the
 * current leaderboard from the first start.
 */
import { neuronsFor, type PlatformActivityKind, type SolutionFormat } from '@nervus/game-rules';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { challenges, platforms, users } from '../db/schema.js';
import { awardNeurons } from '../modules/ledger/neurons.js';
import { ensureBase, ensureDirectorBase } from '../modules/olympiads/bases.js';
import { DEMO_CHALLENGES } from './demo.js';

/** The main platform's tournament, as each installation starts it. */
export const ROOT_OLYMPIAD_NAME = 'Nervus Olympiad';

/** Public play of the demo's players this cycle: forum posts, shares, a recruit. */
const DEMO_ACTIVITY: readonly (readonly [string, PlatformActivityKind, number])[] = [
  ['sam', 'challenge-shared', 4],
  ['sam', 'recruit-joined', 2],
  ['mona', 'forum-topic-created', 3],
  ['mona', 'helpful-vote-received', 2],
  ['rita', 'forum-reply-created', 5],
  ['rita', 'insightful-vote-received', 1],
  ['ivan', 'forum-topic-created', 2],
  ['ivan', 'forum-reply-created', 4],
  ['pat', 'forum-reply-created', 1],
];

export async function seedOlympiads(
  tx: Tx,
  platformIds: Map<string, string>,
  demo: boolean,
  now: Date,
): Promise<void> {
  const [root] = await tx
    .select({ id: platforms.id })
    .from(platforms)
    .where(eq(platforms.isDefault, true));
  if (root)
    await ensureBase(tx, { platformId: root.id, directorId: null, name: ROOT_OLYMPIAD_NAME }, now);
  if (!demo) return;

  const handles = ['cora', 'dora', 'ivan', 'rita', 'mona', 'sam', 'pat'];
  const rows = await tx
    .select({ id: users.id, handle: users.handle })
    .from(users)
    .where(inArray(users.handle, handles));
  const ids = new Map(rows.map((r) => [r.handle, r.id]));
  const cora = ids.get('cora');
  const dora = ids.get('dora');
  const daily = platformIds.get('daily');
  // Cora asked the demo's questions: she directs her own platform's tournament.
  if (cora) await ensureDirectorBase(tx, cora, now);
  // Dora runs the daily platform's.
  if (dora && daily)
    await ensureBase(
      tx,
      { platformId: daily, directorId: dora, name: 'Daily Nerve Olympiad' },
      now,
    );

  // Publishing the open demo questions pays their catalyst, as a publish does.
  const open = DEMO_CHALLENGES.filter((c) => c.endsInDays > 0).map((c) => c.slug);
  const published = await tx
    .select({
      id: challenges.id,
      catalystId: challenges.catalystId,
      format: challenges.solutionFormat,
    })
    .from(challenges)
    .where(inArray(challenges.slug, open));
  for (const challenge of published) {
    const awards = neuronsFor({
      kind: 'ChallengePublished',
      id: `challenge:${challenge.id}`,
      catalystId: challenge.catalystId,
      solutionFormat: challenge.format as SolutionFormat,
    });
    await awardNeurons(tx, awards, { challengeId: challenge.id, now });
  }
  const activity = DEMO_ACTIVITY.flatMap(([handle, kind, times]) => {
    const userId = ids.get(handle);
    if (!userId) return [];
    return Array.from({ length: times }, (_, n) =>
      neuronsFor({
        kind: 'PlatformActivity',
        id: `demo:${handle}:${kind}:${n}`,
        userId,
        activity: kind,
      }),
    ).flat();
  });
  await awardNeurons(tx, activity, { now });
}
