/**
 * A closed olympiad's prizes. `allocateOlympiad` runs in the transaction that closed it (the
 * sweep at its end time, or its director early): per race, the money pledged into the race
 * (the ledger's `olympiad-pledge` rows: what its director and patrons put in, never more) is
 * split by game-rules `splitOlympiadRace` over the race's board; each winner gets an
 * allocation and an `olympiad-prize` credit, and what nobody could win goes back to whoever
 * pledged it (`olympiad-unawarded`, in proportion to their pledges). Every money row is keyed
 * per race and player, and allocations are unique per race and player, so running it twice
 * moves nothing more.
 *
 * `recalculatePrizes` recomputes a closed, unpaid olympiad's allocations from its boards (the
 * admin's result-prize-calcualtion): a dry run answers them, `apply` replaces the stored ones
 * and writes the difference per player as one correction row each.
 */
import { randomUUID } from 'node:crypto';
import { allocate, splitOlympiadRace } from '@nervus/game-rules';
import type { Tx } from '../../db/client.js';
import { ApiError } from '../../http/errors.js';
import { awardRaceMedals } from '../awards/commands.js';
import type { Announcer } from '../highlights/announce.js';
import { writeHighlights } from '../highlights/commands.js';
import { writeOlympiadPrizeHighlights } from '../highlights/events.js';
import { type MoneyEntry, moneyKeys, moveMoney } from '../ledger/money.js';
import {
  anyPaid,
  deleteAllocations,
  findOlympiad,
  insertAllocations,
  type NewAllocation,
  pledgesOf,
  prizeMoneyByUser,
  raceMoney,
  racesOf,
  standingsOf,
  tournamentRoles,
} from './queries-director.js';

/** One race's outcome: what it held, who won what, what went back. */
export interface RaceOutcome {
  readonly race_id: string;
  readonly board: string;
  readonly name: string;
  readonly prize_cents: number;
  readonly unawarded_cents: number;
}

interface Computed {
  readonly races: RaceOutcome[];
  readonly allocations: (NewAllocation & { unawardedTo?: never })[];
  /** Credits to write: prizes and returns. */
  readonly credits: MoneyEntry[];
}

/** Computes every race's split from the boards and the pledges, writing nothing. */
async function compute(tx: Tx, olympiadId: string): Promise<Computed> {
  const olympiad = await findOlympiad(tx, olympiadId);
  const roles = await tournamentRoles(tx, olympiad.platformId);
  const money = await raceMoney(tx, olympiadId);
  const races: RaceOutcome[] = [];
  const allocations: NewAllocation[] = [];
  const credits: MoneyEntry[] = [];
  for (const race of await racesOf(tx, olympiadId)) {
    const pledged = money.get(race.id)?.pledged ?? 0;
    const standings = await standingsOf(tx, olympiadId, race.board);
    const split = splitOlympiadRace(pledged, standings, roles.directorId);
    for (const a of split.allocations) {
      allocations.push({
        raceId: race.id,
        userId: a.userId,
        rank: a.rank,
        cents: a.cents,
        milliPoints: a.milliPoints,
        state: a.state,
        creditLedgerId: null,
      });
      if (a.cents > 0)
        credits.push({
          userId: a.userId,
          kind: 'olympiad-prize',
          cents: a.cents,
          key: moneyKeys.olympiadPrize(race.id, a.userId),
          olympiadId,
        });
    }
    if (split.unawarded > 0) {
      const pledges = await pledgesOf(tx, olympiadId, race.id);
      const back = allocate(
        split.unawarded,
        pledges.map((p) => p.cents),
      );
      pledges.forEach((p, index) => {
        const cents = back[index] ?? 0;
        if (cents > 0)
          credits.push({
            userId: p.userId,
            kind: 'olympiad-unawarded',
            cents,
            key: moneyKeys.olympiadUnawarded(race.id, p.id),
            olympiadId,
          });
      });
    }
    races.push({
      race_id: race.id,
      board: race.board,
      name: race.name,
      prize_cents: pledged,
      unawarded_cents: split.unawarded,
    });
  }
  return { races, allocations, credits };
}

/**
 * Allocates a closed olympiad's prizes, in the caller's transaction (the one that set it
 * closed). Safe to run again: it writes nothing more.
 *
 * @example
 * if (await markClosed(tx, id, null, now)) await allocateOlympiad(tx, id, now, announcer);
 */
export async function allocateOlympiad(
  tx: Tx,
  olympiadId: string,
  now: Date,
  announcer: Announcer,
): Promise<RaceOutcome[]> {
  const { races, allocations, credits } = await compute(tx, olympiadId);
  const { rows } = await moveMoney(tx, { entries: credits, now });
  const creditOf = new Map(rows.map((r) => [r.idempotencyKey, r.id]));
  await insertAllocations(
    tx,
    olympiadId,
    allocations.map((a) => ({
      ...a,
      creditLedgerId: creditOf.get(moneyKeys.olympiadPrize(a.raceId, a.userId)) ?? null,
    })),
    now,
  );
  // Each winner is told what they won (once per race), after the close commits.
  await writeOlympiadPrizeHighlights(tx, announcer, olympiadId, now);
  // Its races' podiums earn medals, awarded with the prizes (a re-run awards none twice).
  await writeHighlights(tx, announcer, await awardRaceMedals(tx, olympiadId, now));
  return races;
}

export interface Recalculation {
  readonly applied: boolean;
  readonly changed: boolean;
  readonly races: RaceOutcome[];
  readonly allocations: readonly NewAllocation[];
}

const signature = (
  rows: readonly Pick<
    NewAllocation,
    'raceId' | 'userId' | 'cents' | 'rank' | 'state' | 'milliPoints'
  >[],
) =>
  rows
    .map((r) => `${r.raceId}/${r.userId}/${r.rank}/${r.cents}/${r.milliPoints}/${r.state}`)
    .sort()
    .join('|');

/**
 * Recomputes a closed olympiad's allocations (the olympiad row locked by the caller). With
 * `apply`, and only while nothing is paid (409 otherwise), it replaces them and corrects each
 * player's prize money by the difference (a refund that a spent wallet cannot cover is 402,
 * and nothing changes).
 */
export async function recalculatePrizes(
  tx: Tx,
  olympiadId: string,
  stored: readonly NewAllocation[],
  apply: boolean,
  now: Date,
): Promise<Recalculation> {
  const { races, allocations, credits } = await compute(tx, olympiadId);
  const changed = signature(stored) !== signature(allocations);
  if (!apply || !changed) return { applied: false, changed, races, allocations };
  if (await anyPaid(tx, olympiadId))
    throw new ApiError(
      409,
      'Prizes of this tournament were paid out; they cannot be recalculated.',
    );
  const want = new Map<string, number>();
  for (const c of credits) if (c.userId) want.set(c.userId, (want.get(c.userId) ?? 0) + c.cents);
  const have = await prizeMoneyByUser(tx, olympiadId);
  const run = randomUUID();
  const corrections: MoneyEntry[] = [...new Set([...want.keys(), ...have.keys()])]
    .sort()
    .flatMap((userId) => {
      const cents = (want.get(userId) ?? 0) - (have.get(userId) ?? 0);
      return cents === 0
        ? []
        : [
            {
              userId,
              kind: 'olympiad-prize' as const,
              cents,
              key: moneyKeys.olympiadCorrection(olympiadId, run, userId),
              olympiadId,
            },
          ];
    });
  await moveMoney(tx, {
    entries: corrections,
    now,
    short: {
      message: () =>
        'A winner has already spent prize money this recalculation takes back; nothing was changed.',
    },
  });
  await deleteAllocations(tx, olympiadId);
  await insertAllocations(tx, olympiadId, allocations, now);
  return { applied: true, changed, races, allocations };
}
