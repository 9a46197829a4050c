import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PreferencesSchema, ProfileUpdateInputSchema, SignupInputSchema } from './accounts.js';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('SignupInputSchema', () => {
  it('accepts a valid sign-up and normalises the email', () => {
    const result = v.parse(SignupInputSchema, {
      email: ' Ada@Example.ORG ',
      password: 'correct horse battery',
      screen_name: 'ada.lovelace',
    });
    expect(result.email).toBe('ada@example.org');
  });

  it('reports each field with the rules of game-rules', () => {
    expect(
      messages(SignupInputSchema, { email: 'nope', password: 'short', screen_name: 'admin' }),
    ).toEqual({
      email: ['Enter a valid email address.'],
      password: ['Use at least 8 characters.'],
      screen_name: ['This screen name is reserved.'],
    });
  });

  it('refuses extra and missing fields', () => {
    expect(
      v.safeParse(SignupInputSchema, {
        email: 'a@b.co',
        password: 'correct horse',
        screen_name: 'ada',
        role: 'admin',
      }).success,
    ).toBe(false);
    expect(v.safeParse(SignupInputSchema, { email: 'a@b.co' }).success).toBe(false);
  });
});

describe('PreferencesSchema', () => {
  it('accepts known sections, partially', () => {
    expect(
      v.parse(PreferencesSchema, { gamedash: { shared_state: { gamedash_score: 12.5 } } }),
    ).toEqual({
      gamedash: { shared_state: { gamedash_score: 12.5 } },
    });
    expect(v.parse(PreferencesSchema, { email: { digest: 'weekly' } })).toEqual({
      email: { digest: 'weekly' },
    });
  });

  it('refuses unknown keys and wrong types at every depth', () => {
    expect(v.safeParse(PreferencesSchema, { colours: 'dark' }).success).toBe(false);
    expect(v.safeParse(PreferencesSchema, { theme: 'purple' }).success).toBe(false);
    expect(v.safeParse(PreferencesSchema, { theme: 'dark' }).success).toBe(true);
    expect(v.safeParse(PreferencesSchema, { email: { digest: 'hourly' } }).success).toBe(false);
    expect(
      v.safeParse(PreferencesSchema, { gamedash: { shared_state: { gamedash_score: '1' } } })
        .success,
    ).toBe(false);
    expect(
      v.safeParse(PreferencesSchema, {
        gamedash: { shared_state: { gamedash_score: Number.POSITIVE_INFINITY } },
      }).success,
    ).toBe(false);
  });
});

describe('ProfileUpdateInputSchema', () => {
  it('accepts https avatars and bounded interests', () => {
    expect(
      v.safeParse(ProfileUpdateInputSchema, {
        avatar_url: 'https://img.example/a.png',
        interests: ['art'],
      }).success,
    ).toBe(true);
    expect(
      v.safeParse(ProfileUpdateInputSchema, { avatar_url: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      v.safeParse(ProfileUpdateInputSchema, { avatar_url: 'http://img.example/a.png' }).success,
    ).toBe(false);
    expect(
      v.safeParse(ProfileUpdateInputSchema, {
        interests: Array.from({ length: 21 }, (_, i) => `i${i}`),
      }).success,
    ).toBe(false);
  });
});
