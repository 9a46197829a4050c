import {
  CLOCK_TIME,
  PASSWORD_MAX_LENGTH,
  validateHandle,
  validatePassword,
} from '@nervus/game-rules';
import * as v from 'valibot';
import { EmailSchema, optionalText, REQUIRED, rule, TimestampSchema } from './common.js';
import { UserSchema } from './session.js';
import { TimeZoneSchema } from './time-zone.js';

const PasswordSchema = v.pipe(
  v.string(),
  v.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  rule((value) => validatePassword(value)),
);

const HandleSchema = v.pipe(
  v.string(),
  v.trim(),
  rule((value) => validateHandle(value)),
);

export const SignupInputSchema = v.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  screen_name: HandleSchema,
  first_name: optionalText(60),
  last_name: optionalText(60),
});
export type SignupInput = v.InferOutput<typeof SignupInputSchema>;

export const InviteSignupInputSchema = v.strictObject({
  ...SignupInputSchema.entries,
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(200)),
});

/** The RFC 6749 §5.1 token response (not enveloped, as the RFC has it). */
export const TokenResponseSchema = v.object({
  access_token: v.string(),
  token_type: v.literal('Bearer'),
  expires_in: v.number(),
});
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

// In oauth.ts: the session calls every page loads at start name it, and importing it from here
// took the sign-up rules into that start-up chunk.
export { OAuthErrorSchema } from './oauth.js';

export const SignupResponseSchema = v.object({
  user: UserSchema,
  token: TokenResponseSchema,
});

export const ChangePasswordInputSchema = v.strictObject({
  current_password: v.pipe(v.string(), v.nonEmpty(REQUIRED), v.maxLength(PASSWORD_MAX_LENGTH)),
  new_password: PasswordSchema,
});

export const ResendInputSchema = v.strictObject({ email: v.optional(EmailSchema) });

export const VerifyEmailInputSchema = v.strictObject({
  token: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(200)),
});

export const InviteCreateInputSchema = v.strictObject({ email: EmailSchema });

export const InviteSchema = v.object({
  email: v.string(),
  expires_at: TimestampSchema,
});

export const ShadowInputSchema = v.strictObject({
  user_handle: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(120)),
});

export const ShadowResponseSchema = v.object({
  token: v.string(),
  expires_in: v.number(),
  user: UserSchema,
});

const strictPartial = <T extends v.ObjectEntries>(entries: T) =>
  v.strictObject(
    Object.fromEntries(Object.entries(entries).map(([k, s]) => [k, v.optional(s)])) as {
      [K in keyof T]: v.OptionalSchema<T[K], undefined>;
    },
  );

/** `HH:MM`, 24-hour: a time of the player's day. */
export const ClockTimeSchema = v.pipe(v.string(), v.regex(CLOCK_TIME, 'Use a time such as 22:00.'));

/** A player's preferences. A PUT merges what it sends into what is stored. */
/** The themes a player may choose (`system` follows the device's preference). */
export const THEMES = ['light', 'dark', 'system'] as const;

export const PreferencesSchema = strictPartial({
  gamedash: strictPartial({
    shared_state: strictPartial({
      gamedash_score: v.pipe(v.number(), v.finite(), v.minValue(-1e12), v.maxValue(1e12)),
    }),
  }),
  email: v.pipe(
    strictPartial({
      digest: v.picklist(['daily', 'weekly', 'never']),
      mentions: v.boolean(),
      challenge_updates: v.boolean(),
      newsletter: v.boolean(),
      /** No mail between `quiet_start` and `quiet_end` on the player's clock (`time_zone`). */
      quiet_hours: v.boolean(),
      quiet_start: ClockTimeSchema,
      quiet_end: ClockTimeSchema,
      /** The player's IANA time zone: quiet hours and the digest's day follow it. */
      time_zone: TimeZoneSchema,
    }),
    v.forward(
      v.check(
        (email) => !email.quiet_start || email.quiet_start !== email.quiet_end,
        'Quiet hours must end at another time than they start.',
      ),
      ['quiet_end'],
    ),
  ),
  reader_mode: v.boolean(),
  onboarding_guide: v.boolean(),
  show_numbering: v.boolean(),
  /** Light, dark or the system's: the player's choice, followed on every device they sign in on. */
  theme: v.picklist(THEMES),
});
export type Preferences = v.InferOutput<typeof PreferencesSchema>;

/** `PUT /me/profile`: what a player says about themself. Omitted fields stay as they are. */
export const ProfileUpdateInputSchema = strictPartial({
  first_name: v.pipe(v.string(), v.trim(), v.maxLength(60, 'Write at most 60 characters.')),
  last_name: v.pipe(v.string(), v.trim(), v.maxLength(60, 'Write at most 60 characters.')),
  bio: v.pipe(v.string(), v.trim(), v.maxLength(1000, 'Write at most 1000 characters.')),
  slogan: v.pipe(v.string(), v.trim(), v.maxLength(140, 'Write at most 140 characters.')),
  avatar_url: v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(2000),
      v.url('Enter a web address.'),
      v.startsWith('https://', 'Use an https address.'),
    ),
  ),
  interests: v.pipe(
    v.array(
      v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40, 'Write at most 40 characters.')),
    ),
    v.maxLength(20, 'Choose at most 20 interests.'),
  ),
});
export type ProfileUpdateInput = v.InferOutput<typeof ProfileUpdateInputSchema>;
