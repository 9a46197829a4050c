/**
 * Mentions: `@` followed by letters, digits, underscore, dot and hyphen. The `@` must not follow
 * a letter, digit or one of `_ . - @` (so `me@example.com` holds no mention); trailing dots and
 * hyphens belong to the sentence; a mention that ends in a dot plus a domain-like suffix
 * (`@example.com`) is an address, not a mention, and so is a handle followed by `@` or `://`
 * (`@test@example.com`, `@http://twitter.com`), as the network's text library decides. Mentions
 * link to `/{handle}`.
 */
import { endsLikeDomain } from './common-tlds.js';

const MENTION = /(?<![\p{L}\p{N}_.@-])@([\p{L}\p{N}_][\p{L}\p{N}_.-]*)/gu;
/** What makes the name before it part of an address: another at sign, or a scheme's `://`. */
const ADDRESS_CONTINUATIONS = ['@', '\uFF20', '://'];

/** One mention found in a text. */
export interface Mention {
  readonly handle: string;
  /** Index of the `@`. */
  readonly start: number;
  /** Index just after the handle. */
  readonly end: number;
  /** Where it links: `/{handle}`. */
  readonly path: string;
}

/**
 * Finds the mentions of a text, in order.
 *
 * @example findMentions('Thanks @ada.lovelace and @bob.') // handles ada.lovelace, bob
 * @example findMentions('write to @support.com')            // []
 * @example findMentions('@test@example.com')                 // []
 */
export function findMentions(text: string): Mention[] {
  const mentions: Mention[] = [];
  for (const match of text.matchAll(MENTION)) {
    const handle = (match[1] as string).replace(/[.-]+$/, '');
    if (handle.length === 0) continue;
    const end = match.index + 1 + handle.length;
    if (ADDRESS_CONTINUATIONS.some((next) => text.startsWith(next, end))) continue;
    if (endsLikeDomain(handle)) continue;
    mentions.push({
      handle,
      start: match.index,
      end,
      path: `/${handle}`,
    });
  }
  return mentions;
}
