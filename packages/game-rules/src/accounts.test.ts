import { describe, expect, it } from 'vitest';
import { isReservedHandle, validateHandle, validatePassword } from './accounts.js';

const errors = (r: { ok: boolean; errors?: readonly { error: string }[] }) =>
  r.ok ? [] : (r.errors ?? []).map((e) => e.error);

describe('validateHandle', () => {
  it.each(['ada', 'ada.lovelace', 'bob_2-x', '_under', 'A1b2C3'])('accepts %j', (handle) => {
    expect(validateHandle(handle)).toEqual({ ok: true, value: handle });
  });

  it('trims', () => {
    expect(validateHandle('  ada  ')).toEqual({ ok: true, value: 'ada' });
  });

  it.each([
    ['', 'This field is required'],
    ['ab', 'Use 3 to 30 characters.'],
    ['x'.repeat(31), 'Use 3 to 30 characters.'],
    ['ada lovelace', 'Use letters, digits, _ . and -, starting and ending with a letter or digit.'],
    ['-ada', 'Use letters, digits, _ . and -, starting and ending with a letter or digit.'],
    ['ada.', 'Use letters, digits, _ . and -, starting and ending with a letter or digit.'],
    ['ada<script>', 'Use letters, digits, _ . and -, starting and ending with a letter or digit.'],
    ['shop.com', 'A screen name cannot end like a web address.'],
    ['Admin', 'This screen name is reserved.'],
    ['skeptic', 'This screen name is reserved.'],
    ['me', 'Use 3 to 30 characters.'],
  ])('refuses %j', (handle, message) => {
    expect(errors(validateHandle(handle))).toContain(message);
  });

  it('reserves the spec slugs and the app routes', () => {
    for (const slug of [
      'me',
      'platform',
      'search',
      'skeptic',
      'rpg',
      'welcome',
      'nervus',
      'my-dashboard',
    ]) {
      expect(isReservedHandle(slug)).toBe(true);
    }
    expect(isReservedHandle('ada')).toBe(false);
  });
});

describe('validatePassword', () => {
  it('accepts 8 to 128 characters', () => {
    expect(validatePassword('correct horse').ok).toBe(true);
    expect(validatePassword('x'.repeat(128)).ok).toBe(true);
  });

  it('refuses short, long, common and self-naming passwords', () => {
    expect(errors(validatePassword(''))).toEqual(['This field is required']);
    expect(errors(validatePassword('short'))).toEqual(['Use at least 8 characters.']);
    expect(errors(validatePassword('x'.repeat(129)))).toEqual(['Use at most 128 characters.']);
    expect(errors(validatePassword('Password123'))).toEqual([
      'This password is too common; choose another.',
    ]);
    expect(errors(validatePassword('ada@example.org', { email: 'Ada@example.org' }))).toEqual([
      'The password cannot be your email or screen name.',
    ]);
  });
});
