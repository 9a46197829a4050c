import fc from 'fast-check';
import twitter from 'twitter-text';
import { describe, expect, it } from 'vitest';
import { findMentions } from './mentions.js';

const handles = (text: string) => findMentions(text).map((m) => m.handle);

describe('findMentions', () => {
  it('finds handles with letters, digits, underscore, dot and hyphen', () => {
    expect(handles('Thanks @ada.lovelace and @bob_2-x!')).toEqual(['ada.lovelace', 'bob_2-x']);
    expect(handles('@Łukasz wrote this')).toEqual(['Łukasz']);
  });

  it('leaves trailing dots and hyphens to the sentence', () => {
    expect(handles('Ask @bob.')).toEqual(['bob']);
    expect(handles('see @anna-- now')).toEqual(['anna']);
  });

  it('does not take a domain-like ending for a mention', () => {
    expect(handles('write to @support.com')).toEqual([]);
    expect(handles('@shop.co.uk is closed')).toEqual([]);
    expect(handles('@team.rocket rules')).toEqual(['team.rocket']);
  });

  it('ignores e-mail addresses and doubled @', () => {
    expect(handles('me@example.com')).toEqual([]);
    expect(handles('a@@b')).toEqual([]);
    expect(handles('@')).toEqual([]);
  });

  it('takes no part of an e-mail address or a web address for a mention', () => {
    expect(handles('@test@example.com')).toEqual([]);
    expect(handles('@http://twitter.com')).toEqual([]);
    expect(handles('mail @ada@example.org or @bob')).toEqual(['bob']);
    expect(handles('@ada＠example.org')).toEqual([]);
    expect(handles('@ada: see @bob:')).toEqual(['ada', 'bob']);
  });

  // Where the spec's handles and the network's agree (ASCII letters, digits and underscore, at
  // most 20): the same mentions as twitter-text's extractMentions. Dots and hyphens in handles,
  // `@name/list` and `RT@name` are ours to decide, so the texts leave them out.
  it('finds what twitter-text finds in the handles both allow', () => {
    const word = fc
      .string({ unit: fc.constantFrom(...'abcxyzABZ019_'), minLength: 1, maxLength: 10 })
      .filter((w) => w.toLowerCase() !== 'rt');
    const separator = fc.constantFrom('@', ' ', ' @', '://', '@@', ' (@', ', @', ':', '\n@');
    const text = fc
      .array(fc.tuple(separator, word), { maxLength: 8 })
      .map((parts) => parts.flat().join(''));
    fc.assert(
      fc.property(text, (t) => {
        expect(handles(t)).toEqual(twitter.extractMentions(t));
      }),
      { seed: 20_261_123, numRuns: 1_000 },
    );
  });

  it('reports positions and links to /{handle}', () => {
    expect(findMentions('hi (@x_y)')).toEqual([{ handle: 'x_y', start: 4, end: 8, path: '/x_y' }]);
  });
});
