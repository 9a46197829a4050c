/** Entry fees, the wallet, and funding a player. The movements are in `commands.ts`. */
import { handlers } from '../../http/endpoint.js';
import { invalid, notFound } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { findUser } from '../accounts/queries.js';
import { findChallenge } from '../challenges/find.js';
import { walletBalance } from '../ledger/money.js';
import { FUNDING_KEY_MAX, fund, payEntryFee } from './commands.js';
import { canFund } from './policy.js';
import { walletPage } from './queries.js';
import { entryStatusBody, walletEntryBody } from './serialize.js';
import { findEntry } from './wallet.js';

export { FUNDING_KEY_MAX } from './commands.js';

function idempotencyKeyOf(header: string | undefined): string {
  const key = header?.trim() ?? '';
  if (!key)
    throw invalid(
      'idempotency-key',
      'Send an Idempotency-Key header: a retry with the same key moves the money once.',
    );
  if (key.length > FUNDING_KEY_MAX)
    throw invalid('idempotency-key', `Use at most ${FUNDING_KEY_MAX} characters.`);
  return key;
}

export const moneyHandlers = handlers({
  entryFee: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const challenge = await findChallenge(db, params.id);
    const entry = await findEntry(db, challenge.id, user.id);
    return {
      data: entryStatusBody(challenge, user.id, entry, await walletBalance(db, user.id)),
    };
  },
  payEntryFee: async (c, { user, params }) => {
    const { db, now } = c.var.deps;
    const { challenge, entry, charged } = await payEntryFee(db, user, params.id, now);
    const balance = await walletBalance(db, user.id);
    return { data: { ...entryStatusBody(challenge, user.id, entry, balance), charged } };
  },
  wallet: async (c, { user, query: { page, size } }) => {
    const { db } = c.var.deps;
    const [{ rows, total }, balance] = await Promise.all([
      walletPage(db, user.id, page, size),
      walletBalance(db, user.id),
    ]);
    return {
      data: { balance_cents: balance, entries: rows.map(walletEntryBody) },
      meta: { total, page, size },
    };
  },
  fundUser: async (c, { user: payer, params, body }) => {
    const { db, now } = c.var.deps;
    const key = idempotencyKeyOf(c.req.header('idempotency-key'));
    const receiver = await findUser(db, params.id);
    if (!receiver || receiver.isDisabled) throw notFound('User');
    enforce(canFund(payer, receiver));
    const { row, earned } = await fund(
      db,
      payer,
      receiver,
      { cents: body.cents, message: body.message || null, key },
      now,
      c.var.deps,
    );
    return {
      data: {
        id: row.id,
        cents: row.cents,
        message: row.message,
        receiver: { id: receiver.id, handle: receiver.handle },
        balance_cents: await walletBalance(db, payer.id),
        neurons_earned: earned,
        created_at: row.createdAt.toISOString(),
      },
    };
  },
});
