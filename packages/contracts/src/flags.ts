import * as v from 'valibot';
import { IdSchema } from './common.js';

/** The spec's feature flags. */
export const FLAG_KEYS = [
  'shadow-mode',
  'user-bio',
  'director-dashboard',
  'beta-features',
  'challenge-reader-mode-toggle',
  'tournament-extra-prize',
  'survey-mode',
] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];

export const FlagVariantSchema = v.object({
  value: v.string(),
  payload: v.nullable(v.string()),
});

/** A flag as one user on one platform sees it. */
export const FlagStateSchema = v.object({
  enabled: v.boolean(),
  variant: v.nullable(v.string()),
  variants: v.array(FlagVariantSchema),
});
export type FlagState = v.InferOutput<typeof FlagStateSchema>;

export const FlagsSchema = v.record(v.string(), FlagStateSchema);

export const FlagOverrideSchema = v.object({
  scope: v.picklist(['platform', 'user']),
  platform_id: v.nullable(IdSchema),
  user_id: v.nullable(IdSchema),
  enabled: v.boolean(),
  variant: v.nullable(v.string()),
});

/** A flag as admins manage it: its default and its overrides. */
export const AdminFlagSchema = v.object({
  key: v.string(),
  description: v.string(),
  enabled: v.boolean(),
  variant: v.nullable(v.string()),
  variants: v.array(FlagVariantSchema),
  overrides: v.array(FlagOverrideSchema),
});

/** Change a flag's default, or set it for one platform or one user. */
export type FlagUpdateInput = v.InferOutput<typeof FlagUpdateInputSchema>;
export const FlagUpdateInputSchema = v.pipe(
  v.strictObject({
    enabled: v.boolean(),
    variant: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
    scope: v.optional(v.picklist(['global', 'platform', 'user']), 'global'),
    platform_id: v.optional(IdSchema),
    user_id: v.optional(IdSchema),
  }),
  v.forward(
    v.check(
      (input) => input.scope !== 'platform' || input.platform_id !== undefined,
      'A platform override needs platform_id.',
    ),
    ['platform_id'],
  ),
  v.forward(
    v.check(
      (input) => input.scope !== 'user' || input.user_id !== undefined,
      'A user override needs user_id.',
    ),
    ['user_id'],
  ),
);
