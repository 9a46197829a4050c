import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './card.js';
import { Skeleton, SkeletonGroup } from './skeleton.js';

const meta = { title: 'Feedback/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChallengeCard: Story = {
  render: () => (
    <SkeletonGroup label="Loading challenges">
      <Card style={{ maxWidth: '24rem', display: 'grid', gap: 'var(--nv-space-3)' }}>
        <Skeleton shape="block" height="8rem" />
        <div style={{ display: 'flex', gap: 'var(--nv-space-3)', alignItems: 'center' }}>
          <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
          <Skeleton width="40%" />
        </div>
        <Skeleton lines={3} />
      </Card>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading challenges' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.querySelectorAll('.nv-skeleton')).toHaveLength(6);
  },
};

export const DefaultLabel: Story = {
  render: () => (
    <SkeletonGroup>
      <Skeleton lines={2} />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};
