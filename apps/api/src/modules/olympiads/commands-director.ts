/**
 * A tournament's director and admin work, each in one transaction: closing early (allocations
 * in the same transaction), money into a race (the payer's `olympiad-pledge` debit, keyed by
 * their Idempotency-Key), the base olympiad's settings, and its admins.
 */
import { formatCents, tournamentCycle } from '@nervus/game-rules';
import type { UserRow } from '../../context.js';
import { inTransaction } from '../../db/after-commit.js';
import type { Database, Tx } from '../../db/client.js';
import { ApiError, notFound } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import type { Announcer } from '../highlights/announce.js';
import { findMoneyRow, moneyKeys, moveMoney, walletBalance } from '../ledger/money.js';
import { fillOlympiadScores } from '../ledger/olympiad-scores.js';
import { allocateOlympiad, recalculatePrizes } from './allocate.js';
import {
  canClose,
  canFundRace,
  canManageTournament,
  canOwnTournament,
  canPayOut,
  canRemoveAdmin,
} from './policy-director.js';
import { type BaseSettings, openCycleNow, readBase, updateBase } from './queries-base.js';
import {
  addAdmin,
  addToRacePrize,
  adminsOf,
  allocationsOf,
  findOlympiad,
  findPlatformRef,
  findPlayer,
  findRace,
  handlesOf,
  markClosed,
  type OlympiadHead,
  raceMoney,
  racesOf,
  removeAdmin,
  tournamentRoles,
} from './queries-director.js';

type Viewer = Pick<UserRow, 'id' | 'isGlobalAdmin'>;

/** The longest Idempotency-Key taken for a pledge. */
export const PLEDGE_KEY_MAX = 200;

/** An olympiad's allocations as the pages read them. */
export async function allocationsAnswer(db: Database | Tx, olympiad: OlympiadHead) {
  const [races, money, allocations] = await Promise.all([
    racesOf(db, olympiad.id),
    raceMoney(db, olympiad.id),
    allocationsOf(db, olympiad.id),
  ]);
  return {
    olympiad: {
      id: olympiad.id,
      name: olympiad.name,
      status: olympiad.status,
      start_time: olympiad.startTime,
      end_time: olympiad.endTime,
      closed_at: olympiad.closedAt,
      prize_total: olympiad.prizeTotal,
      platform: {
        id: olympiad.platformId,
        slug: olympiad.platformSlug,
        name: olympiad.platformName,
      },
    },
    races: races.map((r) => ({
      race_id: r.id,
      board: r.board,
      name: r.name,
      prize_cents: r.prizeCents,
      unawarded_cents: money.get(r.id)?.unawarded ?? 0,
    })),
    allocations,
    paid_cents: allocations.reduce((sum, a) => sum + (a.state === 'paid' ? a.cents : 0), 0),
  };
}

/** Reads an olympiad for one who manages its tournament (403 for others). */
export async function managedOlympiad(db: Database, viewer: Viewer, id: string) {
  const olympiad = await findOlympiad(db, id);
  enforce(canManageTournament(viewer, await tournamentRoles(db, olympiad.platformId)));
  return olympiad;
}

/**
 * Closes an open olympiad now and allocates its prizes in the same transaction. A second close
 * (a retry, or the sweep got there first) answers the allocations as they are.
 */
export function closeOlympiad(
  db: Database,
  viewer: Viewer,
  id: string,
  now: () => Date,
  announcer: Announcer,
) {
  return inTransaction(db, async (tx) => {
    const olympiad = await findOlympiad(tx, id, 'update');
    enforce(canOwnTournament(viewer, await tournamentRoles(tx, olympiad.platformId)));
    const time = now();
    let closedNow = false;
    if (olympiad.status === 'open') {
      enforce(canClose(olympiad.status));
      closedNow = await markClosed(tx, olympiad.id, viewer.id, time);
      if (closedNow) await allocateOlympiad(tx, olympiad.id, time, announcer);
    }
    const closed = await findOlympiad(tx, olympiad.id);
    return { ...(await allocationsAnswer(tx, closed)), closed_now: closedNow };
  });
}

/**
 * Puts money from the payer's wallet into a race's prize, once per Idempotency-Key. The
 * olympiad is locked shared, so a close waits for the pledge and counts it, or the pledge
 * finds the olympiad closed.
 */
export function fundRace(
  db: Database,
  payer: Pick<UserRow, 'id'>,
  raceId: string,
  input: { cents: number; key: string },
  now: () => Date,
) {
  return db.transaction(async (tx) => {
    const race = await findRace(tx, raceId);
    const olympiad = await findOlympiad(tx, race.olympiadId, 'share');
    const key = moneyKeys.olympiadPledge(race.id, payer.id, input.key);
    const earlier = await findMoneyRow(tx, key);
    // A retry of a pledge made before the close still answers it; a new one needs it open.
    if (!earlier) enforce(canFundRace(olympiad));
    else if (earlier.cents !== -input.cents)
      throw new ApiError(422, 'This Idempotency-Key was already used for another amount.', [
        { field: 'idempotency-key', error: 'Use a new key for a new funding.' },
      ]);
    const {
      rows: [row],
      moved,
    } = await moveMoney(tx, {
      entries: [
        {
          userId: payer.id,
          kind: 'olympiad-pledge',
          cents: -input.cents,
          key,
          olympiadId: olympiad.id,
        },
      ],
      now: now(),
      short: {
        message: ({ balance }) =>
          `Your wallet holds ${formatCents(balance)}; adding ${formatCents(input.cents)} to ${race.name} needs more. Add money to your wallet first.`,
        field: 'cents',
        error: 'Not enough money in your wallet.',
      },
    });
    if (!row) throw new Error('the ledger answered no pledge');
    const prize = moved ? await addToRacePrize(tx, race.id, input.cents) : race.prizeCents;
    return { race, row, prize, charged: moved, balance: await walletBalance(tx, payer.id) };
  });
}

/** A platform's base olympiad for one who manages it. */
export async function managedBase(db: Database | Tx, viewer: Viewer, platformKey: string) {
  const platform = await findPlatformRef(db, platformKey);
  const roles = await tournamentRoles(db, platform.id);
  enforce(canManageTournament(viewer, roles));
  return { platform, roles };
}

/**
 * Changes a base olympiad. Suspending, resuming and the profanity setting reach the open cycle
 * at once; when no cycle is open (none yet, or the last closed early) and the tournament renews
 * and runs, the cycle containing now opens with the new settings.
 */
export function changeBase(
  db: Database,
  viewer: Viewer,
  platformKey: string,
  input: BaseSettings,
  now: () => Date,
) {
  return db.transaction(async (tx) => {
    const { platform } = await managedBase(tx, viewer, platformKey);
    const base = await updateBase(tx, platform.id, input, now());
    if (!base) throw notFound('Base olympiad');
    if (base.renews && !base.suspended) {
      const cycle = tournamentCycle(now(), base.cadence, base.timeZone);
      const opened = await openCycleNow(tx, platform.id, base, cycle, now());
      // Its boards start with what the cycle's awards already earned, as the sweep's do.
      if (opened) await fillOlympiadScores(tx, opened);
    }
    return readBase(tx, platform.id);
  });
}

export async function listAdmins(db: Database, viewer: Viewer, platformKey: string) {
  const { platform } = await managedBase(db, viewer, platformKey);
  return adminsOf(db, platform.id);
}

/** Names a player (by handle) an admin of the tournament: its platform's staff. */
export function addTournamentAdmin(
  db: Database,
  viewer: Viewer,
  platformKey: string,
  handle: string,
  now: () => Date,
) {
  return db.transaction(async (tx) => {
    const platform = await findPlatformRef(tx, platformKey);
    enforce(canOwnTournament(viewer, await tournamentRoles(tx, platform.id)));
    const player = await findPlayer(tx, handle);
    if (!player)
      throw new ApiError(422, 'Validation failed', [
        { field: 'handle', error: 'No player has this handle.' },
      ]);
    await addAdmin(tx, platform.id, player.id, now());
    return adminsOf(tx, platform.id);
  });
}

export function removeTournamentAdmin(
  db: Database,
  viewer: Viewer,
  platformKey: string,
  userKey: string,
) {
  return db.transaction(async (tx) => {
    const platform = await findPlatformRef(tx, platformKey);
    enforce(canOwnTournament(viewer, await tournamentRoles(tx, platform.id)));
    const admins = await adminsOf(tx, platform.id);
    const key = userKey.replace(/^@/, '').toLowerCase();
    const admin = admins.find((a) => a.user.id === userKey || a.user.handle === key);
    enforce(canRemoveAdmin(admin?.role));
    await removeAdmin(tx, platform.id, (admin as (typeof admins)[number]).user.id);
    return adminsOf(tx, platform.id);
  });
}

/**
 * The admin's result-prize-calcualtion: recomputes a closed olympiad's allocations from its
 * boards under the olympiad's lock; a dry run, or `apply` (refused once anything was paid).
 */
export async function prizeCalculation(db: Database, id: string, apply: boolean, now: () => Date) {
  const result = await db.transaction(async (tx) => {
    const olympiad = await findOlympiad(tx, id, 'update');
    enforce(canPayOut(olympiad.status));
    const stored = (await allocationsOf(tx, olympiad.id)).map((a) => ({
      raceId: a.race.id,
      userId: a.user.id,
      rank: a.rank,
      cents: a.cents,
      milliPoints: Math.round(a.neurons * 1000),
      state: a.state === 'not_eligible' ? 'not_eligible' : 'allocated',
      creditLedgerId: null,
    }));
    return recalculatePrizes(tx, olympiad.id, stored, apply, now());
  });
  const handles = await handlesOf(
    db,
    result.allocations.map((a) => a.userId),
  );
  return {
    applied: result.applied,
    changed: result.changed,
    races: result.races,
    allocations: result.allocations.map((a) => ({
      race_id: a.raceId,
      user_id: a.userId,
      handle: handles.get(a.userId) ?? '',
      rank: a.rank,
      cents: a.cents,
      neurons: a.milliPoints / 1000,
      state: a.state as 'allocated' | 'not_eligible',
    })),
  };
}
