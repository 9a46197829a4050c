import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, Trophy } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge, RankBadge, RoleBadge } from './badge.js';
import { ROLES } from './tokens.js';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { children: 'Open' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--nv-space-2)' }}>
      <Badge>Draft</Badge>
      <Badge tone="brand" icon={<Trophy />}>
        $500 prize
      </Badge>
      <Badge tone="success">Open</Badge>
      <Badge tone="warning" icon={<Clock />}>
        Closes in 2 h
      </Badge>
      <Badge tone="danger">Closed</Badge>
      <Badge tone="info">New</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Open')).toHaveAttribute('data-tone', 'success');
  },
};

export const Roles: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--nv-space-2)' }}>
      {ROLES.map((role) => (
        <RoleBadge key={role} playerRole={role} />
      ))}
      <RoleBadge playerRole="catalyst">Catalyst · rank 3</RoleBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'Catalyst',
      'Innovator',
      'Rater',
      'Mentor',
      'Scout',
      'Director',
      'Patron',
    ]) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
  },
};

/** game-rules' ten rank colours, first to tenth (ui-kit does not depend on game-rules). */
const RANK_COLORS = [
  '#4b5563',
  '#0f766e',
  '#15803d',
  '#1d4ed8',
  '#4338ca',
  '#7e22ce',
  '#be185d',
  '#b91c1c',
  '#c2410c',
  '#854d0e',
];

export const Ranks: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--nv-space-2)' }}>
      {RANK_COLORS.map((color, i) => (
        <RankBadge key={color} color={color}>{`Rank ${i + 1}`}</RankBadge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rank 10')).toBeVisible();
  },
};
