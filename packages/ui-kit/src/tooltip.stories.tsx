import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './copy-button.js';
import { Tooltip } from './tooltip.js';

function Demo() {
  return (
    <div style={{ paddingTop: 40 }}>
      <Tooltip content="Your Nerve Score is the sum of all roles">
        <button type="button">Nerve Score</button>
      </Tooltip>
    </div>
  );
}

const meta = { title: 'Overlays/Tooltip', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const tip = await canvas.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Your Nerve Score is the sum of all roles');
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const Copy: Story = {
  render: () => (
    <div style={{ paddingTop: 40 }}>
      <CopyButton
        text="https://nervus.test/c/1"
        label="Copy link"
        clipboard={{ writeText: fn(async () => {}) }}
        resetMs={300}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Click to copy');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Copy link' })).toBeInTheDocument(),
      { timeout: 2000 },
    );
  },
};
