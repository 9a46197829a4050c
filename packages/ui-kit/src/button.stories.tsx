import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button.js';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Create Challenge', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--nv-space-3)' }}>
      <Button {...args}>Primary</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger" icon={<Trash2 />}>
        Delete
      </Button>
      <Button {...args} disabled>
        Disabled
      </Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Secondary' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Disabled' })).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--nv-space-3)' }}>
      <Button {...args} size="sm" icon={<Plus />}>
        Small
      </Button>
      <Button {...args} icon={<Plus />}>
        Medium
      </Button>
      <Button {...args} size="lg" icon={<Plus />}>
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

function Saving() {
  const [saving, setSaving] = useState(false);
  return (
    <Button loading={saving} onClick={() => setSaving(true)}>
      Save
    </Button>
  );
}

export const Loading: Story = {
  render: () => <Saving />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save' });
    const width = button.getBoundingClientRect().width;
    await userEvent.click(button);
    // Busy: the same name and width, focus kept, a second click does nothing.
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(button.getBoundingClientRect().width).toBe(width);
    await expect(button.querySelector('.nv-spinner')).toBeVisible();
  },
};

export const LinkAsButton: Story = {
  render: () => (
    <a className="nv-button" data-variant="secondary" href="#challenges">
      See all challenges
    </a>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveClass('nv-button');
  },
};
