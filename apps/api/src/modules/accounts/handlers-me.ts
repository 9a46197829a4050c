/** The signed-in user: who they are, their profile, preferences and password. */
import { type Preferences, PreferencesSchema } from '@nervus/contracts';
import { validatePassword } from '@nervus/game-rules';
import * as v from 'valibot';
import { handlers } from '../../http/endpoint.js';
import { ApiError, fieldErrors, invalid } from '../../http/errors.js';
import { enforceLimit } from '../../http/limits.js';
import { deepMerge, saveUser, setPassword } from './commands.js';
import { OAUTH_CODES } from './oauth.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { isAmbassador } from './queries.js';
import { detailedUser, publicUser } from './serialize.js';

const OK = { data: { ok: true as const } };

export const meHandlers = handlers({
  me: (_c, { user }) => ({ data: publicUser(user) }),

  meDetailed: async (c, { user }) => ({
    data: detailedUser(user, await isAmbassador(c.var.deps.db, user.id)),
  }),

  updateProfile: async (c, { user, body: input }) => {
    const { db, now } = c.var.deps;
    const updated = await saveUser(db, user.id, {
      ...(input.first_name === undefined ? {} : { firstName: input.first_name || null }),
      ...(input.last_name === undefined ? {} : { lastName: input.last_name || null }),
      ...(input.bio === undefined ? {} : { bio: input.bio || null }),
      ...(input.slogan === undefined ? {} : { slogan: input.slogan || null }),
      ...(input.avatar_url === undefined ? {} : { avatarUrl: input.avatar_url }),
      ...(input.interests === undefined ? {} : { interests: [...new Set(input.interests)] }),
      updatedAt: now(),
    });
    return { data: detailedUser(updated, await isAmbassador(db, user.id)) };
  },

  getPreferences: (_c, { user }) => ({ data: user.preferences as Preferences }),

  putPreferences: async (c, { user, body }) => {
    const { db, now } = c.var.deps;
    // What is stored must still read back as valid preferences: a change that makes the whole
    // invalid (quiet hours ending when the stored ones start) is refused like bad input.
    const merged = v.safeParse(PreferencesSchema, deepMerge(user.preferences, body));
    if (!merged.success) throw new ApiError(422, 'Validation failed', fieldErrors(merged.issues));
    const preferences = merged.output;
    await saveUser(db, user.id, { preferences, updatedAt: now() });
    return { data: preferences };
  },

  changePassword: async (c, { user, body: input }) => {
    const { db, limits, now, log } = c.var.deps;
    // Guessing the current password from a stolen session is guessing a password.
    await enforceLimit(c, `password:${user.id}`, limits.signInPerKnownSource);
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
    try {
      // Everyone else holding a session of this account is signed out.
      await setPassword(db, user.id, passwordHash, c.var.session?.id, now());
    } catch (err) {
      log.error({ err }, 'password change failed');
      throw new ApiError(
        500,
        "Internal server error: Couldn't update user credentials",
        [],
        OAUTH_CODES.updateCredentialsFailed,
      );
    }
    return OK;
  },
});
