/**
 * Mentions: `@` followed by letters, digits, underscore, dot and hyphen. The `@` must not follow
 * a letter, digit or one of `_ . - @` (so `me@example.com` holds no mention); trailing dots and
 * hyphens belong to the sentence; a mention that ends in a dot plus a domain-like suffix
 * (`@example.com`) is an address, not a mention. Mentions link to `/{handle}`.
 */
import { isLinkTld } from './tlds.js';

const MENTION = /(?<![\p{L}\p{N}_.@-])@([\p{L}\p{N}_][\p{L}\p{N}_.-]*)/gu;

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
 */
export function findMentions(text: string): Mention[] {
  const mentions: Mention[] = [];
  for (const match of text.matchAll(MENTION)) {
    const handle = (match[1] as string).replace(/[.-]+$/, '');
    if (handle.length === 0) continue;
    const lastDot = handle.lastIndexOf('.');
    if (lastDot > 0 && isLinkTld(handle.slice(lastDot + 1))) continue;
    mentions.push({
      handle,
      start: match.index,
      end: match.index + 1 + handle.length,
      path: `/${handle}`,
    });
  }
  return mentions;
}
