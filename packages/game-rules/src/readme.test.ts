import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTables } from '../scripts/readme-tables.js';
import { neuronAwardRows } from './award-rows.js';

describe('README', () => {
  it('shows the tables the code uses (run `pnpm readme` after changing a rule)', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    // The formatter pads table cells; compare without the padding.
    const unpadded = (text: string) => text.replace(/-{3,}/g, '---').replace(/[ \t]+/g, ' ');
    expect(unpadded(readme)).toContain(unpadded(renderTables()));
  });
});

describe('neuronAwardRows', () => {
  it('lists every event kind the game pays for', () => {
    const events = new Set(neuronAwardRows().map((r) => r.event.split(/[ :]/)[0]));
    for (const kind of [
      'ChallengePublished',
      'IdeaCreated',
      'IdeaRated',
      'RatingCreated',
      'IdeaMentored',
      'MentorRated',
      'ChallengeClosed',
      'PlatformActivity',
      'FundingGiven',
      'RecruitActivity',
    ]) {
      expect(events).toContain(kind);
    }
  });

  it('renders the stars of the idea rating from the table', () => {
    const row = neuronAwardRows().find((r) => r.event === 'IdeaRated' && r.role === 'innovator');
    expect(row?.neurons).toBe('5★ +10 · 4★ +5 · 3★ +2 · 2★ 0 · 1★ -2');
  });
});
