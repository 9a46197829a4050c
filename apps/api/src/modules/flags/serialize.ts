import type { FlagState } from '@nervus/contracts';
import type { featureFlags, flagOverrides } from '../../db/schema.js';

export type FlagRow = typeof featureFlags.$inferSelect;
export type OverrideRow = typeof flagOverrides.$inferSelect;

/**
 * A flag as one user on one platform sees it. The most specific setting wins: the user's
 * override, then the platform's, then the flag's default.
 */
export function evaluateFlag(
  flag: FlagRow,
  overrides: readonly OverrideRow[],
  platformId: string,
  userId: string | null,
): FlagState {
  const own = overrides.filter((o) => o.flagKey === flag.key);
  const forUser = userId
    ? own.find((o) => o.userId === userId && o.platformId === null)
    : undefined;
  const forPlatform = own.find((o) => o.platformId === platformId && o.userId === null);
  const chosen = forUser ?? forPlatform;
  return {
    enabled: chosen?.enabled ?? flag.enabled,
    variant: chosen ? (chosen.variant ?? flag.variant) : flag.variant,
    variants: flag.variants,
  };
}

/** A flag with every override, as admins see it. */
export function adminFlag(flag: FlagRow, overrides: readonly OverrideRow[]) {
  return {
    key: flag.key,
    description: flag.description,
    enabled: flag.enabled,
    variant: flag.variant,
    variants: flag.variants,
    overrides: overrides.map((o) => ({
      scope: o.userId ? ('user' as const) : ('platform' as const),
      platform_id: o.platformId,
      user_id: o.userId,
      enabled: o.enabled,
      variant: o.variant,
    })),
  };
}
