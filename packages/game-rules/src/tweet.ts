/**
 * Weighted length of a micro-blog post, following the network's published counting rules
 * (the v3 configuration of its open-source text library):
 *
 * - the text is NFC-normalised first;
 * - every link counts 23, whatever its length: `http://` and `https://` addresses, and bare
 *   domains such as `example.com` whose TLD is a known one (labels of at most 63 characters);
 * - every emoji counts 2, including sequences joined by ZWJ, with skin-tone modifiers, flags,
 *   keycaps and tag sequences;
 * - every other code point counts 1 if it lies in U+0000–U+10FF, U+2000–U+200D, U+2010–U+201F
 *   or U+2032–U+2037 (Latin and most alphabetic scripts, common punctuation), and 2 otherwise
 *   (CJK, most symbols).
 *
 * The limit is 280. Tests check it against vectors of the network's conformance suite.
 */
import { isLinkTld } from './tlds.js';

/** The weighted limit of one post. */
export const TWEET_MAX_LENGTH = 280;
/** What every link counts, whatever its length. */
export const TWEET_URL_LENGTH = 23;

const LIGHT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

function codePointWeight(codePoint: number): number {
  for (const [from, to] of LIGHT_RANGES) {
    if (codePoint >= from && codePoint <= to) return 1;
  }
  return 2;
}

const PROTOCOL_URL =
  /https?:\/\/(?:[^\s/@:[\]]+(?::[^\s/@[\]]*)?@)?(\[[0-9a-f:.]+\]|[\p{L}\p{N}](?:[\p{L}\p{N}_-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}_-]*[\p{L}\p{N}])?)*)(?::\d{1,5})?(?:[/?#][^\s]*)?/giu;

const BARE_DOMAIN =
  /(?<![\p{L}\p{N}@#$._/-])((?:[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?\.)+[a-z]{2,})(?![\p{L}\p{N}@_-])(?:[/?#][^\s]*)?/giu;

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

const EMOJI =
  /\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*/gu;

function isValidHost(host: string): boolean {
  if (host.startsWith('[')) return true;
  if (IPV4.test(host)) return true;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((l) => l.length === 0 || l.length > 63)) return false;
  // Underscores are allowed in subdomains only, never in the registered domain or the TLD.
  const registered = labels.slice(-2);
  if (registered.some((l) => l.includes('_'))) return false;
  return isLinkTld(labels[labels.length - 1] as string);
}

/** Trailing punctuation ends a sentence, not the link; a ')' stays when the link opened one. */
function trimTrailing(url: string): string {
  let end = url.length;
  while (end > 0) {
    const ch = url[end - 1] as string;
    if (/[.,;:!?'"]/.test(ch)) {
      end -= 1;
    } else if (ch === ')') {
      const body = url.slice(0, end);
      const opens = body.split('(').length - 1;
      const closes = body.split(')').length - 1;
      if (closes > opens) end -= 1;
      else break;
    } else break;
  }
  return url.slice(0, end);
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Finds the links of a (normalised) text, in order, without overlaps. */
export function findLinks(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(PROTOCOL_URL)) {
    const host = match[1] as string;
    if (!isValidHost(host)) continue;
    const url = trimTrailing(match[0]);
    spans.push({ start: match.index, end: match.index + url.length });
  }
  const inside = (i: number) => spans.some((s) => i >= s.start && i < s.end);
  const bare: Span[] = [];
  for (const match of text.matchAll(BARE_DOMAIN)) {
    if (inside(match.index)) continue;
    if (!isValidHost(match[1] as string)) continue;
    const url = trimTrailing(match[0]);
    bare.push({ start: match.index, end: match.index + url.length });
  }
  return [...spans, ...bare].sort((a, b) => a.start - b.start);
}

function plainWeight(text: string): number {
  let weight = 0;
  let last = 0;
  for (const match of text.matchAll(EMOJI)) {
    for (const ch of text.slice(last, match.index))
      weight += codePointWeight(ch.codePointAt(0) ?? 0);
    const emoji = match[0];
    const single = [...emoji];
    // A lone ©-like symbol in a light range without a variation selector is text, not emoji.
    if (single.length === 1 && codePointWeight(emoji.codePointAt(0) ?? 0) === 1) weight += 1;
    else weight += 2;
    last = match.index + emoji.length;
  }
  for (const ch of text.slice(last)) weight += codePointWeight(ch.codePointAt(0) ?? 0);
  return weight;
}

/**
 * The weighted length of a post.
 *
 * @example
 * tweetLength('This is a test.')          // 15
 * tweetLength('Hi http://test.co')        // 26
 * tweetLength('故人西辞黄鹤楼')             // 14
 */
export function tweetLength(text: string): number {
  const normalised = text.normalize('NFC');
  let weight = 0;
  let last = 0;
  for (const link of findLinks(normalised)) {
    weight += plainWeight(normalised.slice(last, link.start)) + TWEET_URL_LENGTH;
    last = link.end;
  }
  return weight + plainWeight(normalised.slice(last));
}

/** What the counter shows: characters left, and its colour state. */
export interface TweetBudget {
  readonly length: number;
  readonly remaining: number;
  /** `warning` under 10 left (orange), `over` when negative (red, posting disabled). */
  readonly state: 'ok' | 'warning' | 'over';
}

/**
 * The remaining count under the post editor.
 *
 * @example tweetBudget('hello').remaining // 275
 */
export function tweetBudget(text: string): TweetBudget {
  const length = tweetLength(text);
  const remaining = TWEET_MAX_LENGTH - length;
  return { length, remaining, state: remaining < 0 ? 'over' : remaining < 10 ? 'warning' : 'ok' };
}
