import { describe, expect, it } from 'vitest';
import {
  canClose,
  canFundRace,
  canManageTournament,
  canOwnTournament,
  canPayOut,
  canRemoveAdmin,
  type TournamentRoles,
} from './policy-director.js';

const roles: TournamentRoles = { directorId: 'dora', platformOwnerId: 'dora', staffIds: ['sam'] };
const who = (id: string, isGlobalAdmin = false) => ({ id, isGlobalAdmin });

describe('canManageTournament', () => {
  it.each([
    ['the director', who('dora'), true],
    ['an admin of the tournament', who('sam'), true],
    ['a global admin', who('ada', true), true],
    ['another player', who('ivan'), false],
  ])('%s', (_, viewer, allowed) => {
    expect(canManageTournament(viewer, roles).allowed).toBe(allowed);
  });
});

describe('canOwnTournament', () => {
  it.each([
    ['the director', who('dora'), true],
    ['a global admin', who('ada', true), true],
    ['an admin of the tournament', who('sam'), false],
    ['another player', who('ivan'), false],
  ])('%s', (_, viewer, allowed) => {
    const decision = canOwnTournament(viewer, roles);
    expect(decision.allowed).toBe(allowed);
    if (!decision.allowed) expect(decision.status).toBe(403);
  });

  it('falls back to the platform owner when the base has no director', () => {
    const noDirector = { ...roles, directorId: null, platformOwnerId: 'pat' };
    expect(canOwnTournament(who('pat'), noDirector).allowed).toBe(true);
    expect(canOwnTournament(who('dora'), noDirector).allowed).toBe(false);
  });
});

describe('state rules', () => {
  it('closes only open olympiads, pays only closed ones', () => {
    expect(canClose('open').allowed).toBe(true);
    expect(canClose('closed')).toMatchObject({ allowed: false, status: 409 });
    expect(canPayOut('closed').allowed).toBe(true);
    expect(canPayOut('open')).toMatchObject({ allowed: false, status: 409 });
  });

  it('funds only open, running olympiads', () => {
    expect(canFundRace({ status: 'open', suspended: false }).allowed).toBe(true);
    expect(canFundRace({ status: 'open', suspended: true })).toMatchObject({ status: 409 });
    expect(canFundRace({ status: 'closed', suspended: false })).toMatchObject({ status: 409 });
  });

  it('keeps the owner among the admins', () => {
    expect(canRemoveAdmin('staff').allowed).toBe(true);
    expect(canRemoveAdmin('owner')).toMatchObject({ status: 409 });
    expect(canRemoveAdmin(undefined)).toMatchObject({ status: 404 });
  });
});
