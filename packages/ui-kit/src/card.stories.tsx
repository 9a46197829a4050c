import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge.js';
import { Card } from './card.js';

const meta = { title: 'Layout/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paddings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--nv-space-4)', maxWidth: '24rem' }}>
      <Card>Medium padding: the default.</Card>
      <Card padding="lg">Large padding, for a page section.</Card>
      <Card padding="none">
        <div style={{ height: 'var(--nv-space-16)', background: 'var(--nv-color-brand-soft)' }} />
        <p style={{ margin: 'var(--nv-space-4)' }}>No padding: an image reaches the edges.</p>
      </Card>
    </div>
  ),
};

export const InteractiveArticle: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, maxWidth: '24rem' }}>
      <Card as="li" interactive>
        <Badge tone="success">Open</Badge>
        <h3 style={{ margin: 'var(--nv-space-2) 0' }}>
          <a href="#challenge">How could a city halve its food waste?</a>
        </h3>
        <p style={{ margin: 0, color: 'var(--nv-color-muted)' }}>by cora · 42 ideas</p>
      </Card>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item).toHaveClass('nv-card');
    await expect(item).toHaveAttribute('data-interactive', 'true');
  },
};
