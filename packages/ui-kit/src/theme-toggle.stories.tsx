import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { THEME_STORAGE_KEY } from './theme.js';
import { ThemeToggle } from './theme-toggle.js';

const meta = {
  title: 'Foundations/ThemeToggle',
  component: ThemeToggle,
  args: { onChange: fn() },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAndRemember: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const root = document.documentElement;
    const before = root.getAttribute('data-theme');
    const other = globals.theme === 'dark' ? 'Light theme' : 'Dark theme';
    try {
      await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible();
      await userEvent.click(canvas.getByRole('radio', { name: other }));
      const chosen = other === 'Dark theme' ? 'dark' : 'light';
      await expect(root).toHaveAttribute('data-theme', chosen);
      await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(chosen);
      await expect(args.onChange).toHaveBeenCalledWith(chosen);
      // Arrow keys move along the radio group; System forgets the choice.
      for (let i = chosen === 'dark' ? 2 : 1; i > 0; i--) await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('radio', { name: 'System theme' })).toBeChecked();
      await expect(root).not.toHaveAttribute('data-theme');
      await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    } finally {
      // Leave the page in the theme the run is testing.
      if (before) root.setAttribute('data-theme', before);
      localStorage.removeItem(THEME_STORAGE_KEY);
    }
  },
};

export const Controlled: Story = {
  args: { value: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Dark theme' })).toBeChecked();
  },
};
