import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../context.js';
import { canShadow, canSignIn } from './policy.js';

const user = (over: Partial<UserRow> = {}) =>
  ({ id: 'u', isGlobalAdmin: false, isDisabled: false, ...over }) as UserRow;

describe('canShadow', () => {
  it('lets an admin shadow a player', () => {
    expect(canShadow(user({ isGlobalAdmin: true }), null, user()).allowed).toBe(true);
  });

  it.each([
    ['a player', user(), null, user(), 'Only admins can do this.'],
    [
      'an admin already shadowing',
      user({ isGlobalAdmin: true }),
      { id: 's', shadowedBy: 'a' },
      user(),
      'Stop shadowing before you shadow someone else.',
    ],
    [
      'an admin, of another admin',
      user({ isGlobalAdmin: true }),
      null,
      user({ isGlobalAdmin: true }),
      'Admins cannot be shadowed.',
    ],
  ])('refuses %s', (_, admin, session, target, message) => {
    expect(canShadow(admin, session, target)).toEqual({ allowed: false, status: 403, message });
  });
});

describe('canSignIn', () => {
  it('refuses a disabled account only', () => {
    expect(canSignIn(user()).allowed).toBe(true);
    expect(canSignIn(user({ isDisabled: true })).allowed).toBe(false);
  });
});
