import { readTheme, rememberTheme, THEME_STORAGE_KEY } from '@nervus/ui-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aMe } from '../../test/factories.js';
import { renderWithApp } from '../../test/render.js';
import { adoptTheme, themeToAdopt } from './player-theme.js';
import { UserMenu } from './user-menu.js';

afterEach(() => {
  localStorage.removeItem(THEME_STORAGE_KEY);
  document.documentElement.removeAttribute('data-theme');
});

const theme = () => document.documentElement.getAttribute('data-theme') ?? 'system';

describe('themeToAdopt', () => {
  it.each([
    [undefined, 'dark', null],
    ['dark', 'dark', null],
    ['dark', 'system', 'dark'],
    ['light', 'dark', 'light'],
    ['system', 'light', 'system'],
  ] as const)('saved %s on a %s device: %s', (saved, device, expected) => {
    expect(themeToAdopt(saved, device)).toBe(expected);
  });
});

describe('adoptTheme', () => {
  it('shows and remembers a saved theme that differs from the device', () => {
    rememberTheme('light');
    expect(adoptTheme('dark')).toBe('dark');
    expect(theme()).toBe('dark');
    expect(readTheme()).toBe('dark');
    expect(adoptTheme('system')).toBe('system');
    expect(theme()).toBe('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
  it('leaves the device alone when nothing is saved or it is the same', () => {
    rememberTheme('light');
    expect(adoptTheme(undefined)).toBeNull();
    expect(adoptTheme('light')).toBeNull();
    expect(readTheme()).toBe('light');
  });
});

function renderMenu(shadowing: boolean, saved: 'light' | 'dark' | 'system' | undefined) {
  return renderWithApp(
    <UserMenu handle="ada" avatar={null} shadowing={shadowing} onSignOut={() => {}} />,
    {
      viewer: aMe({ handle: 'ada' }),
      api: {
        getPreferences: () => ({ data: saved ? { theme: saved } : {} }),
        putPreferences: ({ body }) => ({ data: { reader_mode: true, ...body } }),
      },
    },
  );
}

describe("a player's menu", () => {
  it('takes the theme saved in the preferences on a device that had another', async () => {
    rememberTheme('light');
    renderMenu(false, 'dark');
    await waitFor(() => expect(theme()).toBe('dark'));
    expect(readTheme()).toBe('dark');
  });

  it('saves the theme the player chooses, and keeps it on the device', async () => {
    const { server } = renderMenu(false, undefined);
    await waitFor(() => expect(server.inputsOf('getPreferences')).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: /ada/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Dark theme' }));
    expect(theme()).toBe('dark');
    expect(readTheme()).toBe('dark');
    await waitFor(() =>
      expect(server.inputsOf('putPreferences')).toEqual([{ body: { theme: 'dark' } }]),
    );
  });

  it("neither takes nor saves a shadowed player's theme", async () => {
    rememberTheme('light');
    const { server } = renderMenu(true, 'dark');
    fireEvent.click(await screen.findByRole('button', { name: /ada/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Dark theme' }));
    expect(theme()).toBe('dark');
    expect(server.inputsOf('getPreferences')).toHaveLength(0);
    expect(server.inputsOf('putPreferences')).toHaveLength(0);
  });
});
