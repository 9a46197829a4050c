/**
 * Weighted length of a micro-blog post, as the network's open-source text library counts it
 * (twitter-text 3's `parseTweet` with the v3 configuration), checked against that library by a
 * differential property test:
 *
 * - the text is NFC-normalised first;
 * - every link counts 23, whatever its length. A link is what twitter-text's URL pattern finds:
 *   `http://` and `https://` addresses and bare domains such as `example.com`, whose last label
 *   is a TLD of the IANA root zone (internationalised ones too, in Unicode or as `xn--`), every
 *   label at most 63 characters once Punycode-encoded. A bare domain is a link only in its
 *   ASCII part, and not right after `-`, `_`, `.` or `/`. An address with `user:password@`, an
 *   IP address or `localhost` is no link;
 * - every emoji the library knows counts 2 (twemoji 11, `emoji.ts`): sequences joined by ZWJ,
 *   with skin-tone modifiers, flags, keycaps and tag sequences are one emoji each;
 * - every other UTF-16 unit counts 1 if it lies in U+0000–U+10FF, U+2000–U+200D, U+2010–U+201F
 *   or U+2032–U+2037 (Latin and most alphabetic scripts, common punctuation), and 2 otherwise
 *   (CJK, most symbols); a surrogate pair counts once, 2.
 *
 * Two differences, on purpose: the TLDs are today's IANA list, so the 140-odd TLDs retired since
 * twitter-text 3.1.0 (2020) make no link and the few added since do; and `.onion` counts.
 * The limit is 280.
 */
import { TWEMOJI_11 } from './emoji.js';
import { punycodeLength } from './punycode.js';
import { LINK_TLDS } from './tlds.js';

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

function unitWeight(unit: number): number {
  for (const [from, to] of LIGHT_RANGES) {
    if (unit >= from && unit <= to) return 1;
  }
  return 2;
}

// twitter-text's URL pattern, part by part as the library composes it (regexp/*.js), over UTF-16
// code units (no `u` flag), so that it finds exactly the same links.
const PUNCT = String.raw`\!'#%&'\(\)*\+,\\\-\.\/:;<=>\?@\[\]\^_{|}~\$`;
const SPACES = String.raw`\x09-\x0D\x20\x85\xA0\u1680\u180E\u2000-\u200A\u2028\u2029\u202F\u205F\u3000`;
const INVALID = String.raw`\uFFFE\uFEFF\uFFFF`;
const DIRECTIONAL = String.raw`\u202A-\u202E\u061C\u200E\u200F\u2066\u2067\u2068\u2069`;
const LATIN_ACCENTS = String.raw`\xC0-\xD6\xD8-\xF6\xF8-\xFF\u0100-\u024F\u0253\u0254\u0256\u0257\u0259\u025B\u0263\u0268\u026F\u0272\u0289\u028B\u02BB\u0300-\u036F\u1E00-\u1EFF`;
const CYRILLIC = String.raw`\u0400-\u04FF`;

const DOMAIN_CHAR = `[^${PUNCT}${SPACES}${INVALID}${DIRECTIONAL}]`;
const SUBDOMAIN = `(?:(?:${DOMAIN_CHAR}(?:[_-]|${DOMAIN_CHAR})*)?${DOMAIN_CHAR}\\.)`;
const DOMAIN_NAME = `(?:(?:${DOMAIN_CHAR}(?:-|${DOMAIN_CHAR})*)?${DOMAIN_CHAR}\\.)`;
const PUNYCODE = String.raw`(?:xn--[\-0-9a-z]+)`;
const PRECEDING = `(?:[^A-Za-z0-9@＠$#＃${INVALID}]|[${DIRECTIONAL}]|^)`;
const PATH_CHAR = String.raw`[a-z${CYRILLIC}0-9!\*';:=\+,\.\$\/%#\[\]\-\u2013_~@\|&${LATIN_ACCENTS}]`;
const BALANCED_PARENS = String.raw`\((?:${PATH_CHAR}+|(?:${PATH_CHAR}*\(${PATH_CHAR}+\)${PATH_CHAR}*))\)`;
const PATH_END = String.raw`[\+\-a-z${CYRILLIC}0-9=_#\/${LATIN_ACCENTS}]|(?:${BALANCED_PARENS})`;
const PATH = `(?:(?:${PATH_CHAR}*(?:${BALANCED_PARENS}${PATH_CHAR}*)*${PATH_END})|(?:@${PATH_CHAR}+/))`;
const QUERY_CHAR = String.raw`[a-z0-9!?\*'@\(\);:&=\+\$\/%#\[\]\-_\.,~|]`;
const QUERY_END = String.raw`[a-z0-9\-_&=#\/]`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface UrlPatterns {
  readonly extract: RegExp;
  readonly asciiDomain: RegExp;
}

let patterns: UrlPatterns | undefined;

/** Built on first use: the TLD alternation is some 10 KB of pattern. */
function urlPatterns(): UrlPatterns {
  if (patterns) return patterns;
  // Longest first, so a TLD that begins another (co, com) is tried after it, as in the library.
  const tlds = [...LINK_TLDS].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const tld = `(?:(?:${tlds.map(escapeRegExp).join('|')})(?=[^0-9a-zA-Z@+-]|$))`;
  const domain = `(?:${SUBDOMAIN}*${DOMAIN_NAME}(?:${tld}|${PUNYCODE}))`;
  patterns = {
    extract: new RegExp(
      `((${PRECEDING})((https?:\\/\\/)?(${domain})(?::([0-9]+))?(\\/${PATH}*)?(\\?${QUERY_CHAR}*${QUERY_END})?))`,
      'gi',
    ),
    asciiDomain: new RegExp(`(?:(?:[\\-a-z0-9${LATIN_ACCENTS}]+)\\.)+(?:${tld}|${PUNYCODE})`, 'gi'),
  };
  return patterns;
}

const TCO_URL = new RegExp(
  `^https?:\\/\\/t\\.co\\/([a-z0-9]+)(?:\\?${QUERY_CHAR}*${QUERY_END})?`,
  'i',
);
const MAX_URL_LENGTH = 4096;
const MAX_TCO_SLUG_LENGTH = 40;

/** A link found in a text: where it starts and how many UTF-16 units it spans. */
export interface Link {
  readonly start: number;
  readonly length: number;
}

/** idna.toAscii of the library: every label 1–63 characters once Punycode-encoded. */
function isValidDomain(domain: string, asciiDomain: RegExp): boolean {
  if (domain.startsWith('xn--') && domain.match(asciiDomain) === null) return false;
  return domain.split('.').every((label) => {
    const length = punycodeLength(label);
    return length >= 1 && length <= 63;
  });
}

/**
 * The links of a (normalised) text, in order, as twitter-text's `extractUrlsWithIndices` finds
 * them (with its defaults: bare domains included).
 *
 * @example findLinks('see example.com/a') // [{ start: 4, length: 13 }]
 */
export function findLinks(text: string): Link[] {
  if (!text.includes('.')) return [];
  const { extract, asciiDomain } = urlPatterns();
  const links: Link[] = [];
  for (const match of text.matchAll(extract)) {
    const before = match[2] ?? '';
    let url = match[3] ?? '';
    const protocol = match[4];
    const domain = match[5] ?? '';
    const path = match[7];
    const end = match.index + match[0].length;
    const start = end - url.length;
    if (!isValidDomain(domain, asciiDomain)) continue;
    if ((protocol ?? 'https://').length + url.length > MAX_URL_LENGTH) continue;
    if (protocol) {
      // A t.co link takes no more path than its slug.
      const tco = TCO_URL.exec(url);
      if (tco) {
        if ((tco[1] ?? '').length > MAX_TCO_SLUG_LENGTH) continue;
        url = tco[0];
      }
      links.push({ start, length: url.length });
      continue;
    }
    if (/[-_./]$/.test(before)) continue;
    // Without a protocol only the ASCII domains inside count, each a link of its own.
    let last: { start: number; length: number; domain: string } | undefined;
    const found: { start: number; length: number; domain: string }[] = [];
    let from = 0;
    for (const ascii of domain.matchAll(asciiDomain)) {
      const at = domain.indexOf(ascii[0], from);
      from = at + ascii[0].length;
      last = { start: start + at, length: ascii[0].length, domain: ascii[0] };
      found.push(last);
    }
    if (!last) continue;
    // The last one takes the path along; the library measures it as the URL with its domain
    // replaced by the ASCII part.
    if (path) last.length = url.replace(domain, last.domain).length;
    for (const f of found) links.push({ start: f.start, length: f.length });
  }
  return links;
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
  // By start index, as parseTweet keys them: a later entity at the same index replaces one.
  const links = new Map<number, number>();
  for (const link of findLinks(normalised)) links.set(link.start, link.length);
  const emoji = new Map<number, number>();
  for (const match of normalised.matchAll(TWEMOJI_11)) emoji.set(match.index, match[0].length);
  let weight = 0;
  for (let i = 0; i < normalised.length; i++) {
    const link = links.get(i);
    const emojiLength = emoji.get(i);
    if (link !== undefined) {
      weight += TWEET_URL_LENGTH;
      i += link - 1;
    } else if (emojiLength !== undefined) {
      weight += 2;
      i += emojiLength - 1;
    } else {
      const unit = normalised.charCodeAt(i);
      const next = normalised.charCodeAt(i + 1);
      // A surrogate pair is one character; the library weighs it by its low half (always 2).
      if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i += 1;
      weight += unitWeight(normalised.charCodeAt(i));
    }
  }
  return weight;
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
