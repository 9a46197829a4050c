import { describe, expect, it } from 'vitest';
import { ideaHashInput } from './idea-hash.js';

const idea = {
  challengeId: 'c1',
  authorId: 'a1',
  title: 'Plant a "garden"',
  description: 'Line one\nline two',
  purpose: null,
  primaryImage: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('ideaHashInput', () => {
  it('covers every revealed field in a fixed order, missing ones as empty strings', () => {
    expect(ideaHashInput(idea)).toBe(
      '["c1","a1","Plant a \\"garden\\"","Line one\\nline two","","","2026-01-01T00:00:00.000Z"]',
    );
  });

  it('changes when any field changes', () => {
    const base = ideaHashInput(idea);
    for (const change of [
      { title: 'Plant a garden' },
      { description: 'Line one' },
      { purpose: 'x' },
      { primaryImage: '/img' },
      { authorId: 'a2' },
      { createdAt: '2026-01-01T00:00:00.001Z' },
    ])
      expect(ideaHashInput({ ...idea, ...change })).not.toBe(base);
  });

  it('keeps fields apart: text moved between fields gives another input', () => {
    expect(ideaHashInput({ ...idea, title: 'ab', description: 'c' })).not.toBe(
      ideaHashInput({ ...idea, title: 'a', description: 'bc' }),
    );
  });
});
