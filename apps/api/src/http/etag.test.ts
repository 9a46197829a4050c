import { describe, expect, it } from 'vitest';
import { etagOf, notModified } from './etag.js';

describe('etagOf', () => {
  it('is a weak tag that follows the content', () => {
    const tag = etagOf('{"data":1}');
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf('{"data":1}')).toBe(tag);
    expect(etagOf(Buffer.from('{"data":1}'))).toBe(tag);
    expect(etagOf('{"data":2}')).not.toBe(tag);
  });
});

describe('notModified', () => {
  const tag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['', false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"other", W/"abc"', true],
    ['"other"', false],
    ['*', true],
    ['W/"abcd"', false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(notModified(header, tag)).toBe(expected);
  });
});
