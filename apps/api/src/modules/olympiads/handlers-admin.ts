/**
 * The admins' olympiad calls (the contract's `auth: 'admin'` refuses everyone else): an
 * olympiad's payments, paying it out, recalculating its prizes; and every player's payout
 * account.
 */
import { handlers } from '../../http/endpoint.js';
import { allocationsAnswer, prizeCalculation } from './commands-director.js';
import { payOutOlympiad } from './payout.js';
import { defaultPayoutProvider } from './payouts/builtin.js';
import {
  deletePayoutAccount,
  findOlympiad,
  payoutAccountOf,
  putPayoutAccount,
} from './queries-director.js';

export const olympiadAdminHandlers = handlers({
  adminOlympiadPayments: async (c, { params }) => {
    const { db } = c.var.deps;
    return { data: await allocationsAnswer(db, await findOlympiad(db, params.id)) };
  },
  adminPayoutOlympiad: async (c, { body }) => {
    const { db, now } = c.var.deps;
    const olympiad = await findOlympiad(db, body.olympiad_id);
    return { data: await payOutOlympiad(db, olympiad.id, defaultPayoutProvider, now) };
  },
  adminPrizeCalculation: async (c, { params, body }) => {
    const { db, now } = c.var.deps;
    return { data: await prizeCalculation(db, params.id, body.apply, now) };
  },
  payoutAccount: async (c, { user }) => ({
    data: await payoutAccountOf(c.var.deps.db, user.id),
  }),
  putPayoutAccount: async (c, { user, body }) => {
    const { db, now } = c.var.deps;
    return {
      data: await putPayoutAccount(
        db,
        user.id,
        defaultPayoutProvider.name,
        body.account_ref,
        now(),
      ),
    };
  },
  deletePayoutAccount: async (c, { user }) => {
    await deletePayoutAccount(c.var.deps.db, user.id);
    return { data: { ok: true as const } };
  },
});
