import type { FlagUpdateInput } from '@nervus/contracts';
import type { Database } from '../../db/client.js';
import { invalid } from '../../http/errors.js';
import {
  auditFlagUpdate,
  platformExists,
  setFlagDefault,
  upsertOverride,
  userExists,
} from './queries.js';
import type { FlagRow } from './serialize.js';

/** Changes a flag's default or one override, and audits it, in one transaction. */
export async function updateFlag(
  db: Database,
  flag: FlagRow,
  input: FlagUpdateInput,
  actorId: string,
  now: Date,
): Promise<void> {
  const variant = input.variant ?? null;
  if (variant !== null && !flag.variants.some((v) => v.value === variant)) {
    throw invalid(
      'variant',
      `Choose one of: ${flag.variants.map((v) => v.value).join(', ') || 'no variants'}.`,
    );
  }
  await db.transaction(async (tx) => {
    if (input.scope === 'global') {
      await setFlagDefault(tx, flag.key, { enabled: input.enabled, variant, now });
    } else {
      const platformId = input.scope === 'platform' ? (input.platform_id ?? null) : null;
      const userId = input.scope === 'user' ? (input.user_id ?? null) : null;
      if (platformId && !(await platformExists(tx, platformId))) {
        throw invalid('platform_id', 'No such platform.');
      }
      if (userId && !(await userExists(tx, userId))) throw invalid('user_id', 'No such user.');
      await upsertOverride(tx, {
        flagKey: flag.key,
        platformId,
        userId,
        enabled: input.enabled,
        variant,
        now,
      });
    }
    await auditFlagUpdate(tx, actorId, { key: flag.key, ...input }, now);
  });
}
