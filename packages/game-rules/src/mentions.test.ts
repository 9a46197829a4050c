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

  it('reports positions and links to /{handle}', () => {
    expect(findMentions('hi (@x_y)')).toEqual([{ handle: 'x_y', start: 4, end: 8, path: '/x_y' }]);
  });
});
