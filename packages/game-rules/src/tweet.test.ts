import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLinks, TWEET_MAX_LENGTH, tweetBudget, tweetLength } from './tweet.js';

const ZWJ = '\u200D';

// Vectors from the network's published conformance suite (the counter tests of the v3
// configuration, which counts every emoji as 2), written out here with explicit escapes.
const CONFORMANCE: readonly (readonly [string, string, number])[] = [
  ['plain text', 'This is a test.', 15],
  ['http link', 'http://test.com', 23],
  ['https link', 'https://test.com', 23],
  ['link without protocol', 'test.com', 23],
  ['several links', 'Test https://test.com test https://test.com test.com test', 86],
  ['short link after text', 'Hi http://test.co', 26],
  ['285 characters', `285 chars-${'xxxxxxxxxx-'.repeat(25)}`, 285],
  ['link in the middle', `285 chars- http://www.twitter.com/jack ${'xxxxxxxxxx-'.repeat(24)}`, 299],
  ['link at the end', `${'xxxxxxxxxx-'.repeat(24)} http://www.twitter.com/jack `, 289],
  ['ten links', 'https://www.twitter.com/aloha '.repeat(10), 240],
  ['CJK counts double', '故人西辞黄鹤楼，烟花三月下扬州。', 32],
  [
    'emoji and family sequence',
    `H\u{1F431}\u263A\u{1F468}${ZWJ}\u{1F469}${ZWJ}\u{1F467}${ZWJ}\u{1F466}`,
    7,
  ],
  ['five emoji', '\u{1F637}\u{1F47E}\u{1F621}\u{1F525}\u{1F4A9}', 10],
  ['skin tone and ZWJ profession', `\u{1F64B}\u{1F3FD}\u{1F468}${ZWJ}\u{1F3A4}`, 4],
  ['keycap', '1\u20E3', 2],
  [
    'Unicode 10 emoji with tag-sequence flag',
    'Unicode 10.0 emoji: \u{1F92A}; \u{1F9D5}; \u{1F9D5}\u{1F3FE}; \u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
    34,
  ],
  ['Unicode 9 emoji', 'Unicode 9.0 emoji: \u{1F920}; \u{1F483}; \u{1F483}\u{1F3FE}', 29],
  ['64-character label is no link', `${'randomurl'.repeat(7)}s.com`, 68],
  ['domain with gTLD', 'example.com', 23],
  ['domain with ccTLD', 'foo.co.jp', 23],
  ['NFC composes A + accent into one', 'A\u0301B', 2],
  ['NFC decomposes a presentation form into three', 'A\uFB2C', 4],
];

describe('tweetLength', () => {
  it.each(CONFORMANCE)('%s', (_name, text, expected) => {
    expect(tweetLength(text)).toBe(expected);
  });

  it('counts the light ranges 1 and everything else 2', () => {
    expect(tweetLength('\u2000\u200D')).toBe(2); // general punctuation spaces: light
    expect(tweetLength('\u200E')).toBe(2); // a directional mark is outside the light ranges
    expect(tweetLength('\u2032\u2037')).toBe(2);
    expect(tweetLength('\u2038')).toBe(2);
    expect(tweetLength('ж')).toBe(1);
    expect(tweetLength('한')).toBe(2);
  });

  it('treats © without a variation selector as text, with one as emoji', () => {
    expect(tweetLength('\u00A9')).toBe(1);
    expect(tweetLength('\u00A9\uFE0F')).toBe(2);
  });

  it('leaves trailing punctuation out of a link', () => {
    expect(tweetLength('see http://example.com.')).toBe(4 + 23 + 1);
    expect(tweetLength('(http://example.com/a_(b))')).toBe(1 + 23 + 1);
  });

  it('does not take addresses, unknown TLDs or bad hosts for links', () => {
    expect(tweetLength('me@example.com')).toBe('me@example.com'.length);
    expect(tweetLength('file.tsx')).toBe(8);
    expect(tweetLength('http://localhost')).toBe(16);
    expect(findLinks('http://192.168.0.1/index.html?src=asdf')).toHaveLength(1);
    expect(findLinks('http://256.1.2.3/')).toHaveLength(0);
  });

  it('is additive over concatenation of plain text', () => {
    const plain = fc.string({
      unit: fc.constantFrom(...'abcXYZ 019,!?-éüжחあ中한\u2014'.split('')),
      maxLength: 60,
    });
    fc.assert(
      fc.property(plain, plain, (a, b) => {
        expect(tweetLength(a + b)).toBe(tweetLength(a) + tweetLength(b));
      }),
    );
  });

  it('counts a link as 23 however long it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,200}$/), (path) => {
        expect(tweetLength(`https://example.com/${path}`)).toBe(23);
      }),
    );
  });
});

describe('tweetBudget', () => {
  it('shows what is left, orange under 10 and red when over', () => {
    expect(TWEET_MAX_LENGTH).toBe(280);
    expect(tweetBudget('hello')).toEqual({ length: 5, remaining: 275, state: 'ok' });
    expect(tweetBudget('x'.repeat(271)).state).toBe('warning');
    expect(tweetBudget('x'.repeat(280))).toEqual({ length: 280, remaining: 0, state: 'warning' });
    expect(tweetBudget('x'.repeat(281))).toEqual({ length: 281, remaining: -1, state: 'over' });
  });
});
