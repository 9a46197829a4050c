import { createHash } from 'node:crypto';
import type { Idea } from '@nervus/contracts';
import { describe, expect, it } from 'vitest';
import { checkIdeaHash, sha256Hex } from './idea-hash.js';

const base = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
  challenge_id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  title: 'A tool library',
  description: 'Borrow drills at the town hall.',
  purpose: null,
  primary_image: null,
  author: { id: '11111111-2222-4333-8444-555555555555', handle: 'ivan' },
  created_at: '2026-11-22T12:00:00.000Z',
  rank: 1,
  score: 4.2,
  rating_count: 2,
  mine: true,
};
// The server's recipe (apps/api ideaContentHash), repeated here to pin the two together.
const serverHash = createHash('sha256')
  .update(
    JSON.stringify([
      base.challenge_id,
      base.author.id,
      base.title,
      base.description,
      '',
      '',
      base.created_at,
    ]),
  )
  .digest('hex');
const idea: Idea = { ...base, content_hash: serverHash };

describe('sha256Hex', () => {
  it('answers lowercase hex like node', async () => {
    expect(await sha256Hex('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });
});

describe('checkIdeaHash', () => {
  it('matches the hash fixed at entry', async () => {
    expect(await checkIdeaHash(idea)).toBe('match');
  });
  it('notices a changed text', async () => {
    expect(await checkIdeaHash({ ...idea, description: 'Borrow saws.' })).toBe('mismatch');
  });
  it('cannot tell without a hash or an author', async () => {
    expect(await checkIdeaHash({ ...idea, content_hash: null })).toBe('unknown');
    expect(await checkIdeaHash({ ...idea, author: null })).toBe('unknown');
  });
});
