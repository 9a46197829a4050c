import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar.js';

const meta = {
  title: 'Display/ProgressBar',
  component: ProgressBar,
  args: { label: 'Nerve Score', value: 62 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Percent: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Nerve Score' });
    await expect(bar).toHaveAttribute('aria-valuenow', '62');
    await expect(bar).toHaveAttribute('aria-valuetext', '62%');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--nv-space-4)', maxWidth: '24rem' }}>
      <ProgressBar
        label="Level 12"
        value={1250}
        max={2000}
        valueText="1,250 of 2,000 neurons"
        tone="innovator"
      />
      <ProgressBar label="Funding goal" value={900} max={1000} tone="success" />
      <ProgressBar label="Ideas rated" value={3} max={10} tone="rater" />
      <ProgressBar label="Time left" value={10} tone="danger" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Level 12' });
    await expect(bar).toHaveAttribute('aria-valuetext', '1,250 of 2,000 neurons');
  },
};

export const Bounds: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--nv-space-4)', maxWidth: '24rem' }}>
      <ProgressBar label="Empty" value={0} />
      <ProgressBar label="Over" value={140} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0%')).toBeVisible();
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};
