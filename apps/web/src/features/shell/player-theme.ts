/**
 * A signed-in player's theme follows them: the choice is saved in their preferences and
 * adopted by every device they sign in on. localStorage still holds it per device, since the
 * first paint (index.html's THEME_SCRIPT) runs before anyone is known.
 */
import type { Preferences } from '@nervus/contracts';
import { applyTheme, readTheme, rememberTheme, type ThemeChoice } from '@nervus/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.js';
import { preferencesQueryOptions } from '../account/preferences-query.js';
import { sessionKeys } from '../session/queries.js';

/**
 * The theme this device should take from the player's saved preferences: the saved one when it
 * differs from the device's, otherwise null (nothing saved yet, or already the same).
 *
 * @example themeToAdopt('dark', 'system') // 'dark'
 */
export function themeToAdopt(
  saved: Preferences['theme'] | undefined,
  device: ThemeChoice,
): ThemeChoice | null {
  return saved && saved !== device ? saved : null;
}

/** Shows and remembers on this device the theme the player saved elsewhere. */
export function adoptTheme(
  saved: Preferences['theme'] | undefined,
  device: ThemeChoice = readTheme(),
): ThemeChoice | null {
  const choice = themeToAdopt(saved, device);
  if (choice) {
    applyTheme(choice);
    rememberTheme(choice);
  }
  return choice;
}

/** Saves the player's choice; the preferences answer with the whole merged object. */
export async function saveTheme(theme: ThemeChoice): Promise<Preferences> {
  return (await api.call('putPreferences', { body: { theme } })).data;
}

/**
 * The theme's choice for a signed-in player's menu: the device's choice, replaced by the saved
 * one once the preferences arrive, and saved for the player on change (the toggle has applied
 * and remembered it on this device already). An admin shadowing a player neither takes nor
 * writes the player's theme.
 */
export function usePlayerTheme(shadowing: boolean): {
  value: ThemeChoice;
  onChange: (choice: ThemeChoice) => void;
} {
  const client = useQueryClient();
  const [value, setValue] = useState<ThemeChoice>(() => readTheme());
  // A choice made here wins over preferences that arrive after it.
  const chose = useRef(false);
  const { data: preferences } = useQuery({ ...preferencesQueryOptions(), enabled: !shadowing });
  const saved = shadowing ? undefined : preferences?.theme;
  useEffect(() => {
    if (chose.current) return;
    const adopted = adoptTheme(saved);
    if (adopted) setValue(adopted);
  }, [saved]);
  const onChange = (choice: ThemeChoice) => {
    chose.current = true;
    setValue(choice);
    if (shadowing) return;
    // What the server answers is the whole of the preferences: the cache takes it as it is.
    saveTheme(choice).then(
      (answer) => client.setQueryData(sessionKeys.preferences(), answer),
      () => {
        // Kept on this device; the next change or sign-in tries again.
      },
    );
  };
  return { value, onChange };
}
