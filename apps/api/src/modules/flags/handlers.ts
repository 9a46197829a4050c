/** Feature flags: as the viewer sees them, and the admins' view and changes. */
import type { FlagState } from '@nervus/contracts';
import { handlers } from '../../http/endpoint.js';
import { notFound } from '../../http/errors.js';
import { updateFlag } from './commands.js';
import { allFlags, findFlag, overridesFor, overridesOf } from './queries.js';
import { adminFlag, evaluateFlag, type FlagRow } from './serialize.js';

export const flagHandlers = handlers({
  flags: async (c, { user }) => {
    const { db } = c.var.deps;
    const platformId = c.var.platform.id;
    const userId = user?.id ?? null;
    const [flags, overrides] = await Promise.all([
      allFlags(db),
      overridesFor(db, platformId, userId),
    ]);
    const data: Record<string, FlagState> = {};
    for (const flag of flags) data[flag.key] = evaluateFlag(flag, overrides, platformId, userId);
    return { data };
  },
  adminFlags: async (c) => {
    const { db } = c.var.deps;
    const flags = await allFlags(db);
    return {
      data: await Promise.all(flags.map(async (f) => adminFlag(f, await overridesOf(db, f.key)))),
    };
  },
  updateFlag: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const flag = await findFlag(db, params.key);
    if (!flag) throw notFound('Flag');
    await updateFlag(db, flag, body, user.id, now());
    const fresh: FlagRow = (await findFlag(db, flag.key)) ?? flag;
    return { data: adminFlag(fresh, await overridesOf(db, fresh.key)) };
  },
});
