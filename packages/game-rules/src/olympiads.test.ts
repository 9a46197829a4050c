import { describe, expect, it } from 'vitest';
import { IDEA_RACE_ROLES } from './neurons.js';
import { boardsOfRole, OLYMPIAD_BOARDS, qtyColumnOf, ROLE_BOARDS } from './olympiads.js';

describe('boardsOfRole', () => {
  it("moves the role's board, overall, and the Idea Race unless director", () => {
    expect(boardsOfRole('analyst')).toEqual(['analyst', 'overall', 'idea-race']);
    expect(boardsOfRole('insight')).toEqual(['commentator', 'overall', 'idea-race']);
    expect(boardsOfRole('director')).toEqual(['director', 'overall']);
  });

  it('counts in the Idea Race exactly the roles of ideaRaceScore', () => {
    const roles = Object.keys(ROLE_BOARDS) as (keyof typeof ROLE_BOARDS)[];
    expect(roles.filter((r) => boardsOfRole(r).includes('idea-race')).sort()).toEqual(
      [...IDEA_RACE_ROLES].sort(),
    );
  });

  it('names only known boards, each role its own', () => {
    const own = Object.values(ROLE_BOARDS);
    expect(new Set(own).size).toBe(own.length);
    for (const board of own) expect(OLYMPIAD_BOARDS).toContain(board);
  });
});

describe('qtyColumnOf', () => {
  it.each([
    ['idea-created', 'qty_ideas'],
    ['challenge-published', 'qty_challenges'],
    ['idea-rated', 'qty_ratings'],
    ['challenge-rated', 'qty_ratings'],
    ['mentoring-given', 'qty_mentoring'],
    ['platform-challenge', 'qty_players'],
    ['recruit-joined', 'qty_recruits'],
    ['rating-received', null],
    ['community-top-5:1', null],
    ['constructor', null],
  ])('%s counts in %s', (reason, column) => {
    expect(qtyColumnOf(reason)).toBe(column);
  });
});
