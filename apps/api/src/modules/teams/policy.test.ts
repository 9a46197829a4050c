import { describe, expect, it } from 'vitest';
import { canManageTeams, canRemoveMember } from './policy.js';

const player = { id: 'p', isGlobalAdmin: false };

describe('canManageTeams', () => {
  it.each([
    ['an admin', { id: 'a', isGlobalAdmin: true }, { ownerId: 'o' }, [], true],
    ['the owner', { id: 'o', isGlobalAdmin: false }, { ownerId: 'o' }, [], true],
    ['an ambassador', player, { ownerId: 'o' }, ['ambassador'], true],
    ['a staff owner', player, { ownerId: null }, ['owner'], true],
    ['anyone else', player, { ownerId: 'o' }, [], false],
  ])('%s: %s', (_who, user, platform, roles, allowed) => {
    expect(canManageTeams(user, platform, roles).allowed).toBe(allowed);
  });

  it('refuses with 403', () => {
    expect(canManageTeams(player, { ownerId: 'o' }, [])).toMatchObject({ status: 403 });
  });
});

describe('canRemoveMember', () => {
  it('lets a manager remove anyone and a member leave, nobody else', () => {
    expect(canRemoveMember(player, 'x', true).allowed).toBe(true);
    expect(canRemoveMember(player, 'p', false).allowed).toBe(true);
    expect(canRemoveMember(player, 'x', false)).toMatchObject({ allowed: false, status: 403 });
  });
});
