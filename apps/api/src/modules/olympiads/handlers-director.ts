/**
 * The tournament's director calls: settings, close, allocations, the owner's payout, money into
 * races and the fundings, admins. Who may do what is `policy-director.ts`, enforced in the
 * commands; the SQL is in `queries-director.ts` and `queries-base.ts`.
 */
import { handlers } from '../../http/endpoint.js';
import { invalid } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import {
  addTournamentAdmin,
  allocationsAnswer,
  changeBase,
  closeOlympiad,
  fundRace,
  listAdmins,
  managedOlympiad,
  PLEDGE_KEY_MAX,
  removeTournamentAdmin,
} from './commands-director.js';
import { payOutOlympiad } from './payout.js';
import { defaultPayoutProvider } from './payouts/builtin.js';
import { canOwnTournament } from './policy-director.js';
import { directedBases } from './queries-base.js';
import { findOlympiad, findPlayer, fundingsOf, tournamentRoles } from './queries-director.js';

function pledgeKeyOf(header: string | undefined): string {
  const key = header?.trim() ?? '';
  if (!key)
    throw invalid(
      'idempotency-key',
      'Send an Idempotency-Key header: a retry with the same key moves the money once.',
    );
  if (key.length > PLEDGE_KEY_MAX)
    throw invalid('idempotency-key', `Use at most ${PLEDGE_KEY_MAX} characters.`);
  return key;
}

export const directorHandlers = handlers({
  directedBases: async (c, { user }) => ({ data: await directedBases(c.var.deps.db, user.id) }),
  putBaseOlympiad: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    return { data: await changeBase(db, user, params.platform, body, now) };
  },
  closeOlympiad: async (c, { user, params }) => {
    const { db, now } = c.var.deps;
    return { data: await closeOlympiad(db, user, params.id, now, c.var.deps) };
  },
  olympiadAllocations: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const olympiad = await managedOlympiad(db, user, params.id);
    return { data: await allocationsAnswer(db, olympiad) };
  },
  payOutOwnOlympiad: async (c, { user, params }) => {
    const { db, now } = c.var.deps;
    const olympiad = await findOlympiad(db, params.id);
    enforce(canOwnTournament(user, await tournamentRoles(db, olympiad.platformId)));
    return { data: await payOutOlympiad(db, olympiad.id, defaultPayoutProvider, now) };
  },
  raceFundings: async (c, { user, params, query: { page, size } }) => {
    const { db } = c.var.deps;
    const olympiad = await managedOlympiad(db, user, params.id);
    const { rows, total } = await fundingsOf(db, olympiad.id, page, size);
    return { data: rows, meta: { total, page, size } };
  },
  fundRace: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const key = pledgeKeyOf(c.req.header('idempotency-key'));
    const { race, row, prize, charged, balance } = await fundRace(
      db,
      user,
      params.id,
      { cents: body.cents, key },
      now,
    );
    const funder = await findPlayer(db, user.id);
    return {
      data: {
        funding: {
          id: row.id,
          race: { id: race.id, board: race.board, name: race.name },
          funder: funder ?? {
            id: user.id,
            handle: user.handle,
            screen_name: user.screenName,
            avatar_url: user.avatarUrl,
          },
          cents: -row.cents,
          created_at: row.createdAt.toISOString(),
        },
        prize_cents: prize,
        balance_cents: balance,
        charged,
      },
    };
  },
  olympiadAdmins: async (c, { user, params }) => ({
    data: await listAdmins(c.var.deps.db, user, params.platform),
  }),
  addOlympiadAdmin: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    return { data: await addTournamentAdmin(db, user, params.platform, body.handle, now) };
  },
  removeOlympiadAdmin: async (c, { user, params }) => ({
    data: await removeTournamentAdmin(c.var.deps.db, user, params.platform, params.user),
  }),
});
