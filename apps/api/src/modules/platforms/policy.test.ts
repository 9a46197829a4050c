import { describe, expect, it } from 'vitest';
import { canManagePlatform } from './policy.js';

const player = { id: 'p', isGlobalAdmin: false };
const platform = { ownerId: 'o' };

describe('canManagePlatform', () => {
  it.each([
    ['an admin', { id: 'a', isGlobalAdmin: true }, []],
    ['the owner', { id: 'o', isGlobalAdmin: false }, []],
    ['an ambassador', player, ['ambassador']],
    ['an owner by staff role', player, ['owner']],
  ])('lets %s manage it', (_, user, roles) => {
    expect(canManagePlatform(user, platform, roles).allowed).toBe(true);
  });

  it('refuses any other player', () => {
    expect(canManagePlatform(player, platform, [])).toEqual({
      allowed: false,
      status: 403,
      message: 'Only the owner of this platform can change it.',
    });
  });
});
