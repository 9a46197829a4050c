import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lightbulb, SearchX } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from './button.js';
import { EmptyState } from './empty-state.js';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No ideas yet' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    icon: <Lightbulb />,
    children: 'Ideas stay hidden until the challenge closes. Be the first to enter one.',
    action: <Button>Add an idea</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No ideas yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add an idea' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { icon: <SearchX />, title: 'No challenges match "zebra"', level: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
  },
};
