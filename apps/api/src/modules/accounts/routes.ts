import {
  ChangePasswordInputSchema,
  InviteCreateInputSchema,
  InviteSignupInputSchema,
  type Preferences,
  PreferencesSchema,
  ProfileUpdateInputSchema,
  ResendInputSchema,
  RevokeInputSchema,
  ShadowInputSchema,
  type SignupInput,
  SignupInputSchema,
  TokenRequestSchema,
  VerifyEmailInputSchema,
} from '@nervus/contracts';
import { validatePassword } from '@nervus/game-rules';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context.js';
import { uniqueViolation } from '../../db/errors.js';
import {
  auditLog,
  emailVerifications,
  invitations,
  outbox,
  sessions,
  users,
} from '../../db/schema.js';
import {
  bearerToken,
  createSession,
  hashToken,
  newToken,
  requireAdmin,
  requireUser,
  SHADOW_TTL_SECONDS,
} from '../../http/auth.js';
import { ApiError, fieldErrors, forbidden, invalid } from '../../http/errors.js';
import { enforceLimit } from '../../http/limits.js';
import { validate } from '../../http/validate.js';
import { hashPassword, verifyNobody, verifyPassword } from './passwords.js';
import {
  emailTaken,
  findUser,
  findUserByLogin,
  handleTaken,
  insertAccount,
  isAmbassador,
  queueVerificationMail,
  revokeSessions,
} from './queries.js';
import { detailedUser, publicUser } from './serialize.js';

/** The spec's OAuth error codes. */
export const OAUTH_CODES = {
  denied: 10110,
  tokenFailed: 10122,
  createUserFailed: 10134,
  emailTaken: 10161,
  updateCredentialsFailed: 10169,
  userNotFound: 10198,
} as const;

const EMAIL_TAKEN = 'There is already a user with that email - please use a different email';
const HANDLE_TAKEN = 'This screen name is taken.';
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

function oauthError(
  status: 400 | 401 | 403 | 429 | 500,
  error: string,
  description: string,
  code?: number,
) {
  return new ApiError(
    status,
    description,
    [{ field: '*', error: description }],
    code,
    { 'Cache-Control': 'no-store' },
    { error, error_description: description },
  );
}

/** Checks what the schema cannot: the password is not the email or handle, nothing is taken. */
async function checkNewAccount(c: Context<AppEnv>, input: SignupInput): Promise<void> {
  const { db } = c.var.deps;
  const password = validatePassword(input.password, {
    email: input.email,
    handle: input.screen_name,
  });
  if (!password.ok) throw new ApiError(422, 'Validation failed', password.errors);
  if (await emailTaken(db, input.email)) {
    throw invalid('email', EMAIL_TAKEN, OAUTH_CODES.emailTaken);
  }
  if (await handleTaken(db, input.screen_name)) throw invalid('screen_name', HANDLE_TAKEN);
}

/** Creates the account, its platform, the verification mail and a session, all or nothing. */
async function createAccount(
  c: Context<AppEnv>,
  input: SignupInput,
  extra: { scoutReferrerId: string | null; emailVerified: boolean; invitationId?: string },
) {
  const { db, now } = c.var.deps;
  const passwordHash = await hashPassword(input.password);
  const time = now();
  try {
    return await db.transaction(async (tx) => {
      const user = await insertAccount(
        tx,
        {
          email: input.email,
          passwordHash,
          screenName: input.screen_name,
          firstName: input.first_name,
          lastName: input.last_name,
          scoutReferrerId: extra.scoutReferrerId,
          emailVerified: extra.emailVerified,
        },
        time,
      );
      if (extra.invitationId) {
        const used = await tx
          .update(invitations)
          .set({ usedAt: time, usedBy: user.id })
          .where(and(eq(invitations.id, extra.invitationId), isNull(invitations.usedAt)))
          .returning({ id: invitations.id });
        // Two sign-ups racing for one invitation: the second one writes nothing.
        if (used.length === 0) throw invalid('code', 'This invitation is invalid or has expired.');
      }
      if (!extra.emailVerified) await queueVerificationMail(tx, user, time);
      const session = await createSession(tx, user.id, time);
      return { user, session };
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_key')
      throw invalid('email', EMAIL_TAKEN, OAUTH_CODES.emailTaken);
    if (constraint === 'users_handle_key' || constraint === 'platforms_slug_key') {
      throw invalid('screen_name', HANDLE_TAKEN);
    }
    c.var.log.error({ err: error }, 'sign-up failed');
    throw new ApiError(
      500,
      "Internal server error: Couldn't create a new user",
      [],
      OAUTH_CODES.createUserFailed,
    );
  }
}

async function scoutFromQuery(c: Context<AppEnv>): Promise<string | null> {
  const scoutId = c.req.query('scout_id');
  if (!scoutId || scoutId.length > 120) return null;
  const scout = await findUser(c.var.deps.db, scoutId);
  return scout?.id ?? null;
}

function signupAnswer(
  user: Parameters<typeof publicUser>[0],
  session: { token: string; expiresIn: number },
) {
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

async function readTokenRequest(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (
      type.includes('application/x-www-form-urlencoded') ||
      type.includes('multipart/form-data')
    ) {
      return await c.req.parseBody();
    }
    return await c.req.json();
  } catch {
    throw oauthError(400, 'invalid_request', 'The request body could not be read.');
  }
}

function deepMerge(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object'
        ? deepMerge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

export const accountRoutes = new Hono<AppEnv>()
  .post('/account/signup', validate('json', SignupInputSchema), async (c) => {
    await enforceLimit(c, `signup:${c.var.clientIp}`, c.var.deps.limits.signUpPerIp);
    const input = c.req.valid('json');
    await checkNewAccount(c, input);
    const { user, session } = await createAccount(c, input, {
      scoutReferrerId: await scoutFromQuery(c),
      emailVerified: false,
    });
    return c.json(signupAnswer(user, session), 201);
  })
  .post('/account/signup/invite', validate('json', InviteSignupInputSchema), async (c) => {
    await enforceLimit(c, `signup:${c.var.clientIp}`, c.var.deps.limits.signUpPerIp);
    const { code, ...input } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const [invitation] = await db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.codeHash, hashToken(code)),
          isNull(invitations.usedAt),
          gt(invitations.expiresAt, now()),
        ),
      )
      .limit(1);
    if (!invitation) throw invalid('code', 'This invitation is invalid or has expired.');
    if (invitation.email !== input.email) {
      throw invalid('email', 'Use the email address the invitation was sent to.');
    }
    await checkNewAccount(c, input);
    const { user, session } = await createAccount(c, input, {
      scoutReferrerId: invitation.inviterId,
      // The code came by mail to this address: that proves it.
      emailVerified: true,
      invitationId: invitation.id,
    });
    return c.json(signupAnswer(user, session), 201);
  })
  .post('/account/invites', validate('json', InviteCreateInputSchema), async (c) => {
    const inviter = requireUser(c);
    const { email } = c.req.valid('json');
    const { db, now } = c.var.deps;
    if (await emailTaken(db, email)) throw invalid('email', EMAIL_TAKEN, OAUTH_CODES.emailTaken);
    const time = now();
    const code = newToken();
    const expiresAt = new Date(time.getTime() + INVITATION_TTL_MS);
    await db.transaction(async (tx) => {
      await tx.insert(invitations).values({
        inviterId: inviter.id,
        email,
        codeHash: hashToken(code),
        createdAt: time,
        expiresAt,
      });
      await tx.insert(outbox).values({
        toEmail: email,
        kind: 'invitation',
        subject: `@${inviter.screenName} invites you to Nervus`,
        body: `@${inviter.screenName} invites you to join the idea tournaments on Nervus.\n\nSign up with this invitation code:\n\n${code}\n\nIt is valid for 14 days.`,
        createdAt: time,
      });
    });
    return c.json({ data: { email, expires_at: expiresAt.toISOString() } }, 201);
  })
  .post('/oauth2/token', async (c) => {
    const body = await readTokenRequest(c);
    const parsed = v.safeParse(TokenRequestSchema, body);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.issues);
      throw new ApiError(
        400,
        'The sign-in request is incomplete.',
        errors,
        undefined,
        { 'Cache-Control': 'no-store' },
        { error: 'invalid_request', error_description: 'The sign-in request is incomplete.' },
      );
    }
    const input = parsed.output;
    if (input.grant_type !== 'password') {
      throw oauthError(400, 'unsupported_grant_type', 'Only the password grant is supported.');
    }
    const { db, limits, now } = c.var.deps;
    await enforceLimit(c, `signin:ip:${c.var.clientIp}`, limits.signInPerIp);
    await enforceLimit(c, `signin:user:${input.username.toLowerCase()}`, limits.signInPerUsername);
    const user = await findUserByLogin(db, input.username);
    const ok = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyNobody(input.password);
    if (!user || !ok) {
      throw oauthError(400, 'invalid_grant', 'The email, screen name or password is not right.');
    }
    if (user.isDisabled) {
      throw oauthError(403, 'access_denied', 'User denied oauth authorization', OAUTH_CODES.denied);
    }
    let session: { token: string; expiresIn: number };
    try {
      session = await createSession(db, user.id, now());
    } catch (error) {
      c.var.log.error({ err: error }, 'session creation failed');
      throw oauthError(
        500,
        'server_error',
        "Internal server error: Couldn't generate a one time token",
        OAUTH_CODES.tokenFailed,
      );
    }
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
    return c.json({
      access_token: session.token,
      token_type: 'Bearer' as const,
      expires_in: session.expiresIn,
    });
  })
  .post('/oauth2/revoke', validate('json', RevokeInputSchema), async (c) => {
    const { db, now } = c.var.deps;
    const token = c.req.valid('json').token ?? bearerToken(c.req.header('authorization'));
    // RFC 7009: the answer is the same whether or not the token existed.
    if (token) {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    }
    return c.json({ data: { ok: true as const } });
  })
  .post('/account/resend', validate('json', ResendInputSchema), async (c) => {
    const { db, now } = c.var.deps;
    const email = c.var.user?.email ?? c.req.valid('json').email;
    if (!email) throw invalid('email', 'This field is required');
    const user = c.var.user ?? (await findUserByLogin(db, email));
    // The same answer whether or not the address is known: nothing to learn from it.
    if (user && user.emailVerifiedAt === null) {
      await db.transaction((tx) => queueVerificationMail(tx, user, now()));
    }
    return c.json({ data: { ok: true as const } }, 202);
  })
  .post('/account/verify', validate('json', VerifyEmailInputSchema), async (c) => {
    const { db, now } = c.var.deps;
    const time = now();
    const verified = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(emailVerifications)
        .set({ usedAt: time })
        .where(
          and(
            eq(emailVerifications.tokenHash, hashToken(c.req.valid('json').token)),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, time),
          ),
        )
        .returning({ userId: emailVerifications.userId });
      if (!row) return false;
      await tx
        .update(users)
        .set({ emailVerifiedAt: time, updatedAt: time })
        .where(eq(users.id, row.userId));
      return true;
    });
    if (!verified) throw invalid('token', 'This link is invalid or has expired.');
    return c.json({ data: { ok: true as const } });
  })
  .post('/account/shadow', validate('json', ShadowInputSchema), async (c) => {
    const admin = requireAdmin(c);
    if (c.var.session?.shadowedBy)
      throw forbidden('Stop shadowing before you shadow someone else.');
    const { db, now } = c.var.deps;
    const target = await findUser(db, c.req.valid('json').user_handle);
    if (!target) {
      throw new ApiError(
        404,
        "Internal server error: Couldn't find user",
        [{ field: 'user_handle', error: "Couldn't find user" }],
        OAUTH_CODES.userNotFound,
      );
    }
    if (target.isGlobalAdmin) throw forbidden('Admins cannot be shadowed.');
    const time = now();
    const session = await db.transaction(async (tx) => {
      const created = await createSession(tx, target.id, time, {
        ttlSeconds: SHADOW_TTL_SECONDS,
        shadowedBy: admin.id,
      });
      await tx.insert(auditLog).values({
        actorId: admin.id,
        action: 'shadow.start',
        targetUserId: target.id,
        details: { ip: c.var.clientIp, request_id: c.var.requestId },
        createdAt: time,
      });
      return created;
    });
    return c.json({
      data: { token: session.token, expires_in: session.expiresIn, user: publicUser(target) },
    });
  })
  .get('/me', (c) => c.json({ data: publicUser(requireUser(c)) }))
  .get('/me/detailed', async (c) => {
    const user = requireUser(c);
    return c.json({ data: detailedUser(user, await isAmbassador(c.var.deps.db, user.id)) });
  })
  .put('/me/profile', validate('json', ProfileUpdateInputSchema), async (c) => {
    const user = requireUser(c);
    const input = c.req.valid('json');
    const { db, now } = c.var.deps;
    const [updated] = await db
      .update(users)
      .set({
        ...(input.first_name === undefined ? {} : { firstName: input.first_name || null }),
        ...(input.last_name === undefined ? {} : { lastName: input.last_name || null }),
        ...(input.bio === undefined ? {} : { bio: input.bio || null }),
        ...(input.slogan === undefined ? {} : { slogan: input.slogan || null }),
        ...(input.avatar_url === undefined ? {} : { avatarUrl: input.avatar_url }),
        ...(input.interests === undefined ? {} : { interests: [...new Set(input.interests)] }),
        updatedAt: now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error('profile update returned no row');
    return c.json({ data: detailedUser(updated, await isAmbassador(db, user.id)) });
  })
  .get('/me/preferences', (c) => {
    const user = requireUser(c);
    return c.json({ data: user.preferences as Preferences });
  })
  .put('/me/preferences', validate('json', PreferencesSchema), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    const merged = deepMerge(user.preferences, c.req.valid('json'));
    // What is stored must still read back as valid preferences.
    const preferences = v.parse(PreferencesSchema, merged);
    await db.update(users).set({ preferences, updatedAt: now() }).where(eq(users.id, user.id));
    return c.json({ data: preferences });
  })
  .put('/me/password', validate('json', ChangePasswordInputSchema), async (c) => {
    const user = requireUser(c);
    const input = c.req.valid('json');
    const { db, now } = c.var.deps;
    await enforceLimit(c, `signin:user:${user.handle}`, c.var.deps.limits.signInPerUsername);
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      throw invalid('current_password', 'The current password is not right.');
    }
    const check = validatePassword(
      input.new_password,
      { email: user.email, handle: user.handle },
      'new_password',
    );
    if (!check.ok) throw new ApiError(422, 'Validation failed', check.errors);
    const passwordHash = await hashPassword(input.new_password);
    const time = now();
    try {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: time }).where(eq(users.id, user.id));
        // Everyone else holding a session of this account is signed out.
        await revokeSessions(tx, user.id, time, c.var.session?.id);
      });
    } catch (error) {
      c.var.log.error({ err: error }, 'password change failed');
      throw new ApiError(
        500,
        "Internal server error: Couldn't update user credentials",
        [],
        OAUTH_CODES.updateCredentialsFailed,
      );
    }
    return c.json({ data: { ok: true as const } });
  });
