import { describe, expect, it } from 'vitest';
import { describeBrain } from './brain.js';

describe('describeBrain', () => {
  it('describes a level-2 brain', () => {
    expect(describeBrain('overall', 100)).toEqual({
      role: 'overall',
      score: 100,
      brain_level: 2.3,
      rank_id: 'overall-0',
      rank_position: 1,
      rank_label: 'Hypatia',
      rank_description: 'Novice Nerve Score: levels 0 to 9.',
      rank_color: '#4b5563',
      start_level_score: 51,
      next_level_score: 208,
      next_rank_level: 10,
    });
  });

  it('shows a new player the way to level 1', () => {
    expect(describeBrain('mentor', 0)).toMatchObject({
      brain_level: 0,
      start_level_score: 0,
      next_level_score: 51,
    });
  });

  it('shows level 100 as final, with no next level to reach', () => {
    expect(describeBrain('catalyst', 2_000_000)).toMatchObject({
      brain_level: 100,
      rank_position: 10,
      rank_label: 'Socrates',
      start_level_score: 1_460_349,
      next_level_score: 1_460_349,
      next_rank_level: 100,
    });
  });
});
