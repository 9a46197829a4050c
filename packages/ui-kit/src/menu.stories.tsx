import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, LogOut, Settings, User } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar.js';
import { Menu, MenuItem } from './menu.js';

const signOut = fn();

function UserMenu() {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '14rem' }}>
      <Menu label={<Avatar name="cora" size={28} />} buttonLabel="cora's menu">
        <a className="nv-menu-item" href="#dashboard">
          <User aria-hidden="true" /> My Dashboard
        </a>
        <a className="nv-menu-item" href="#account">
          <Settings aria-hidden="true" /> My Account
        </a>
        <MenuItem icon={<LogOut />} onClick={signOut}>
          Sign Out
        </MenuItem>
      </Menu>
      <button type="button">After the menu</button>
    </div>
  );
}

const meta = { title: 'Navigation/Menu', component: UserMenu } satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: "cora's menu" });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'My Dashboard' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'My Account' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'My Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'My Dashboard' })).not.toBeInTheDocument();
  },
};

export const ClickChooseAndLeave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: "cora's menu" });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(signOut).toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Clicking outside and tabbing away both close it.
    await userEvent.click(button);
    await userEvent.click(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After the menu' })).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Bell_: Story = {
  name: 'Icon button',
  render: () => (
    <Menu label={<Bell aria-hidden="true" />} buttonLabel="Game Dash" align="start">
      <MenuItem>Neurons earned</MenuItem>
      <MenuItem>Tips</MenuItem>
    </Menu>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Game Dash' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Tips' })).toBeVisible();
  },
};
