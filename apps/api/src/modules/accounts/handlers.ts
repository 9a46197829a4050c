/** Accounts: sign-up, sign-in and out, invitations, verification, shadowing, the signed-in user. */
import type { Context } from 'hono';
import type { AppEnv, UserRow } from '../../context.js';
import { createSession, SHADOW_TTL_SECONDS } from '../../http/auth.js';
import { handlers } from '../../http/endpoint.js';
import { ApiError, invalid } from '../../http/errors.js';
import { enforceLimit } from '../../http/limits.js';
import { enforce } from '../../http/policy.js';
import { checkNewAccount, createAccount, EMAIL_TAKEN, invite, verifyAddress } from './commands.js';
import { OAUTH_CODES } from './oauth.js';
import { canBeShadowed, canStartShadowing } from './policy.js';
import {
  audit,
  emailTaken,
  findOpenInvitation,
  findUser,
  findUserByLogin,
  queueVerificationMail,
} from './queries.js';
import { publicUser } from './serialize.js';

export { INVITATION_TTL_MS } from './commands.js';
export { OAUTH_CODES } from './oauth.js';

async function scoutFromQuery(c: Context<AppEnv>): Promise<string | null> {
  const scoutId = c.req.query('scout_id');
  if (!scoutId || scoutId.length > 120) return null;
  const scout = await findUser(c.var.deps.db, scoutId);
  return scout?.id ?? null;
}

function signupAnswer(user: UserRow, session: { token: string; expiresIn: number }) {
  return {
    data: {
      user: publicUser(user),
      token: {
        access_token: session.token,
        token_type: 'Bearer' as const,
        expires_in: session.expiresIn,
      },
    },
  };
}

const OK = { data: { ok: true as const } };

export const accountHandlers = handlers({
  signup: async (c, { body }) => {
    const { db, limits, now, log } = c.var.deps;
    await enforceLimit(c, `signup:${c.var.clientIp}`, limits.signUpPerIp);
    await checkNewAccount(db, body);
    const { user, session } = await createAccount(
      db,
      body,
      { scoutReferrerId: await scoutFromQuery(c), emailVerified: false },
      now(),
      (err) => log.error({ err }, 'sign-up failed'),
    );
    return signupAnswer(user, session);
  },

  inviteSignup: async (c, { body: { code, ...input } }) => {
    const { db, limits, now, log } = c.var.deps;
    await enforceLimit(c, `signup:${c.var.clientIp}`, limits.signUpPerIp);
    const invitation = await findOpenInvitation(db, code, now());
    if (!invitation) throw invalid('code', 'This invitation is invalid or has expired.');
    if (invitation.email !== input.email) {
      throw invalid('email', 'Use the email address the invitation was sent to.');
    }
    await checkNewAccount(db, input);
    const { user, session } = await createAccount(
      db,
      input,
      // The code came by mail to this address: that proves it.
      { scoutReferrerId: invitation.inviterId, emailVerified: true, invitationId: invitation.id },
      now(),
      (err) => log.error({ err }, 'sign-up failed'),
    );
    return signupAnswer(user, session);
  },

  createInvite: async (c, { user, body: { email } }) => {
    const { db, now } = c.var.deps;
    if (await emailTaken(db, email)) throw invalid('email', EMAIL_TAKEN, OAUTH_CODES.emailTaken);
    const expiresAt = await invite(db, user, email, now());
    return { data: { email, expires_at: expiresAt.toISOString() } };
  },

  resend: async (c, { user: viewer, body }) => {
    const { db, now } = c.var.deps;
    const email = viewer?.email ?? body.email;
    if (!email) throw invalid('email', 'This field is required');
    const user = viewer ?? (await findUserByLogin(db, email));
    // The same answer whether or not the address is known: nothing to learn from it.
    if (user && user.emailVerifiedAt === null) {
      await db.transaction((tx) => queueVerificationMail(tx, user, now()));
    }
    return OK;
  },

  verifyEmail: async (c, { body }) => {
    const { db, now } = c.var.deps;
    if (!(await verifyAddress(db, body.token, now())))
      throw invalid('token', 'This link is invalid or has expired.');
    return OK;
  },

  shadow: async (c, { user: admin, body }) => {
    const { db, now } = c.var.deps;
    enforce(canStartShadowing(admin, c.var.session));
    const target = await findUser(db, body.user_handle);
    if (!target) {
      throw new ApiError(
        404,
        "Internal server error: Couldn't find user",
        [{ field: 'user_handle', error: "Couldn't find user" }],
        OAUTH_CODES.userNotFound,
      );
    }
    enforce(canBeShadowed(target));
    const time = now();
    const session = await db.transaction(async (tx) => {
      const created = await createSession(tx, target.id, time, {
        ttlSeconds: SHADOW_TTL_SECONDS,
        shadowedBy: admin.id,
      });
      await audit(tx, {
        actorId: admin.id,
        action: 'shadow.start',
        targetUserId: target.id,
        details: { ip: c.var.clientIp, request_id: c.var.requestId },
        now: time,
      });
      return created;
    });
    return {
      data: { token: session.token, expires_in: session.expiresIn, user: publicUser(target) },
    };
  },
});
