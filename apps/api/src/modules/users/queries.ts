import { and, asc, eq, isNull, like } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { socialAccounts, users } from '../../db/schema.js';

const MENTION_LIMIT = 10;

/** Escapes LIKE wildcards so that a search for `a_b` finds exactly that. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function socialAccountsOf(db: Database, userId: string) {
  return db
    .select({ provider: socialAccounts.provider, handle: socialAccounts.handle })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
}

/** Active players whose handle starts with `prefix`, for @-mentions. */
export function mentionCandidates(db: Database, prefix: string) {
  return db
    .select({ id: users.id, handle: users.handle, first_name: users.firstName })
    .from(users)
    .where(
      and(
        like(users.handle, likePrefix(prefix)),
        isNull(users.deletedAt),
        eq(users.isDisabled, false),
      ),
    )
    .orderBy(asc(users.handle))
    .limit(MENTION_LIMIT);
}
