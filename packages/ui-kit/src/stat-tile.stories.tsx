import type { Meta, StoryObj } from '@storybook/react-vite';
import { Brain, Lightbulb, Trophy, Zap } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { StatTile } from './stat-tile.js';

const meta = {
  title: 'Display/StatTile',
  component: StatTile,
  args: { label: 'Neurons', value: '1,250' },
} satisfies Meta<typeof StatTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 'var(--nv-space-3)',
        gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
      }}
    >
      <StatTile label="Neurons" value="1,250" icon={<Zap />} hint="+40 this week" />
      <StatTile label="Brain level" value="12" icon={<Brain />} hint="Rank: Spark" />
      <StatTile label="Ideas" value="37" icon={<Lightbulb />} playerRole="innovator" />
      <StatTile label="Prizes won" value="$1,200" icon={<Trophy />} playerRole="patron" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,250')).toBeVisible();
    await expect(canvas.getByText('+40 this week')).toBeVisible();
  },
};

export const Plain: Story = {};
