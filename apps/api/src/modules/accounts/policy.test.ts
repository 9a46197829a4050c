import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../context.js';
import { canBeShadowed, canSignIn, canStartShadowing } from './policy.js';

const user = (over: Partial<UserRow> = {}) =>
  ({ id: 'u', isGlobalAdmin: false, isDisabled: false, ...over }) as UserRow;

describe('canStartShadowing', () => {
  it('lets an admin start', () => {
    expect(canStartShadowing(user({ isGlobalAdmin: true }), null).allowed).toBe(true);
  });

  it.each([
    ['a player', user(), null, 'Only admins can do this.'],
    [
      'an admin already shadowing',
      user({ isGlobalAdmin: true }),
      { id: 's', shadowedBy: 'a' },
      'Stop shadowing before you shadow someone else.',
    ],
  ])('refuses %s', (_, admin, session, message) => {
    expect(canStartShadowing(admin, session)).toEqual({ allowed: false, status: 403, message });
  });
});

describe('canBeShadowed', () => {
  it('lets a player be shadowed, never an admin', () => {
    expect(canBeShadowed(user()).allowed).toBe(true);
    expect(canBeShadowed(user({ isGlobalAdmin: true }))).toEqual({
      allowed: false,
      status: 403,
      message: 'Admins cannot be shadowed.',
    });
  });
});

describe('canSignIn', () => {
  it('refuses a disabled account only', () => {
    expect(canSignIn(user()).allowed).toBe(true);
    expect(canSignIn(user({ isDisabled: true })).allowed).toBe(false);
  });
});
