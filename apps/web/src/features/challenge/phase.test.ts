// The pages decide "open" with the server's rule (game-rules): a challenge that has not started,
// or a suggestion box, is not open, though its flags and end time say nothing against it.
import type { Challenge } from '@nervus/contracts';
import { describe, expect, it } from 'vitest';
import { isClosedChallenge } from '../dashboards/catalyst-guard.js';
import { challengePhaseOf, isChallengeOpen } from './phase.js';

const now = Date.parse('2026-11-22T12:00:00.000Z');
const CORA = '0b5e3c1a-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

function challenge(overrides: Partial<Challenge> = {}): Challenge {
  return {
    id: '7f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
    slug: 'how-could-parks-host-concerts',
    question_title: 'How could parks host concerts?',
    question_detail: '',
    solution_format: 'standard',
    challenge_format: 'standard',
    main_category: null,
    caption_solution_format: null,
    primary_image: null,
    image_credit: null,
    tags: [],
    duration_start: '2026-11-01T00:00:00.000Z',
    duration_end: '2026-12-01T00:00:00.000Z',
    is_closed: false,
    status: 'open',
    innovation_scale: 'blue-sky',
    assumption_who: null,
    assumption_why: null,
    assumption_what: null,
    article: null,
    deep_dives: null,
    prize: { prize_type: 'points', prize_title: null, prize_description: null, prize_money: '0' },
    idea_entry_fee: 0,
    max_user_ideas: 3,
    improve_purpose_idea: null,
    test_idea_format: null,
    catalyst_id: CORA,
    catalyst: { id: CORA, handle: 'cora', first_name: 'Cora', last_name: null },
    platforms: ['nervus'],
    co_author: null,
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('a challenge on the pages', () => {
  it.each([
    ['running', {}, 'open', true, false],
    ['not started yet', { duration_start: '2026-11-23T00:00:00.000Z' }, 'scheduled', false, false],
    ['at its end time', { duration_end: '2026-11-22T12:00:00.000Z' }, 'closed', false, true],
    ['closed early', { is_closed: true }, 'closed', false, true],
    ['closed by status', { status: 'closed' }, 'closed', false, true],
    ['a suggestion box', { solution_format: 'ama' }, 'open', false, false],
  ] as const)('%s: phase %s, open %s, closed detail %s', (_, overrides, phase, open, closed) => {
    const c = challenge(overrides);
    expect(challengePhaseOf(c, now)).toBe(phase);
    expect(isChallengeOpen(c, now)).toBe(open);
    expect(isClosedChallenge(c, now)).toBe(closed);
  });
});
