/**
 * Answers to signed-out visitors, kept for a second and given to the next visitors who ask the
 * same thing (calls whose contract sets `visitorCacheMs`). A challenge page shared widely is read
 * by many people at once who are not signed in; each of its calls then costs the database one
 * read a second instead of one per visitor. Signed-in viewers always read afresh: their answers
 * hold their own state, and what they do must show to them at once.
 *
 * An answer is only what every visitor of that platform is shown for that address, so sharing
 * it shows nobody anything more (hidden play stays hidden: a visitor's answer never holds it).
 * Any write through this process forgets every kept answer, and so does a settlement
 * (`forgetVisitorAnswers`), so a visitor sees this process's own changes at once; another
 * server process's change shows within the time the contract allows.
 */
import { reusable } from './answer.js';

interface Kept {
  readonly answer: object;
  readonly headers: Readonly<Record<string, string>> | undefined;
  readonly until: number;
}

/** Enough for every page a crowd reads at once, bounded so that odd addresses cannot grow it. */
const MAX_ENTRIES = 2000;

export interface VisitorCache {
  get(key: string): Kept | undefined;
  keep(key: string, answer: object, headers: Readonly<Record<string, string>> | undefined): void;
  clear(): void;
}

const everyCache = new Set<VisitorCache>();

export function visitorCache(ttlMs: number, now: () => number = Date.now): VisitorCache {
  const kept = new Map<string, Kept>();
  const cache: VisitorCache = {
    get(key) {
      const hit = kept.get(key);
      if (!hit) return undefined;
      if (hit.until > now()) return hit;
      kept.delete(key);
      return undefined;
    },
    keep(key, answer, headers) {
      if (kept.size >= MAX_ENTRIES) {
        // The oldest first: a Map iterates in insertion order.
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      // Its text and ETag are made once, here, for every visitor it is given to.
      kept.set(key, { answer: reusable(answer), headers, until: now() + ttlMs });
    },
    clear() {
      kept.clear();
    },
  };
  everyCache.add(cache);
  return cache;
}

/** Forgets every answer kept for visitors, in every app of this process. */
export function forgetVisitorAnswers(): void {
  for (const cache of everyCache) cache.clear();
}
