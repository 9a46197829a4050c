import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Card } from './card.js';
import { TableFrame } from './table-frame.js';

const meta = {
  title: 'Layout/TableFrame',
  component: TableFrame,
  args: { label: 'Nerve Score board', children: null },
} satisfies Meta<typeof TableFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const cell: CSSProperties = {
  padding: 'var(--nv-space-2) var(--nv-space-3)',
  borderBottom: 'var(--nv-border-width) solid var(--nv-color-border)',
  textAlign: 'start',
  whiteSpace: 'nowrap',
};
const PLAYERS = [
  ['1', '@cora', '1,250', '14', '96', '12', '$120.00'],
  ['2', '@dora', '1,180', '11', '88', '9', '$60.00'],
  ['3', '@ezra', '990', '9', '71', '4', '$20.00'],
];
const WIDE = ['Rank', 'Player', 'Neurons', 'Ideas', 'Ratings', 'Mentoring', 'Prize'];

/** A table of `columns` of the sample board (a phone cannot show all seven). */
function Board({ columns = WIDE.length }: { columns?: number }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--nv-text-sm)' }}>
      <thead>
        <tr>
          {WIDE.slice(0, columns).map((head) => (
            <th key={head} scope="col" style={cell}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {PLAYERS.map((row) => (
          <tr key={row[1]}>
            {row.slice(0, columns).map((value, i) =>
              i === 1 ? (
                <th key={WIDE[i]} scope="row" style={cell}>
                  {value}
                </th>
              ) : (
                <td key={WIDE[i]} style={cell}>
                  {value}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// A phone's width; the padding leaves room for the focus ring, drawn outside the frame.
const phone: CSSProperties = {
  boxSizing: 'border-box',
  width: '390px',
  maxWidth: '100%',
  padding: 'var(--nv-space-1)',
};

/** A table that fits: a named region, no tab stop, no shade. */
export const Fits: Story = {
  render: () => (
    <TableFrame label="Nerve Score board">
      <Board columns={3} />
    </TableFrame>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Nerve Score board' });
    await expect(region).not.toHaveAttribute('tabindex');
    const frame = region.parentElement;
    await expect(frame).toHaveAttribute('data-overflow-start', 'false');
    await expect(frame).toHaveAttribute('data-overflow-end', 'false');
  },
};

/**
 * At 390 px the board is wider than its frame: the region is a tab stop with the focus ring, and
 * a shade marks each side that hides columns (the end first, both once scrolled partway).
 */
export const OverflowsOnAPhone: Story = {
  render: () => (
    <div style={phone}>
      <h2 id="board-title" style={{ marginTop: 0, fontSize: 'var(--nv-text-lg)' }}>
        November's board
      </h2>
      <TableFrame labelledBy="board-title">
        <Board />
      </TableFrame>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: "November's board" });
    const frame = region.parentElement;
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await expect(frame).toHaveAttribute('data-overflow-start', 'false');
    await expect(frame).toHaveAttribute('data-overflow-end', 'true');
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(frame).toHaveAttribute('data-overflow-start', 'true'));
    await expect(frame).toHaveAttribute('data-overflow-end', 'false');
    region.scrollLeft = (region.scrollWidth - region.clientWidth) / 2;
    await waitFor(() => expect(frame).toHaveAttribute('data-overflow-end', 'true'));
    await expect(frame).toHaveAttribute('data-overflow-start', 'true');
  },
};

/** Inside a card that draws the border already; narrowed, the frame becomes a tab stop. */
export const UnframedInACard: Story = {
  render: () => (
    <Card as="section" aria-labelledby="players-title" style={{ maxWidth: '40rem' }}>
      <h2 id="players-title" style={{ marginTop: 0, fontSize: 'var(--nv-text-lg)' }}>
        Players
      </h2>
      <div data-testid="width">
        <TableFrame label="Players of this challenge" framed={false}>
          <Board />
        </TableFrame>
      </div>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Players of this challenge' });
    await expect(region.parentElement).toHaveAttribute('data-framed', 'false');
    await expect(region).not.toHaveAttribute('tabindex');
    canvas.getByTestId('width').style.width = '16rem';
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await expect(region.parentElement).toHaveAttribute('data-overflow-end', 'true');
  },
};

/** Right to left, the columns hidden at first are on the left, and the shade with them. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" style={phone}>
      <TableFrame label="Nerve Score board">
        <Board />
      </TableFrame>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Nerve Score board' });
    const frame = region.parentElement;
    await waitFor(() => expect(frame).toHaveAttribute('data-overflow-end', 'true'));
    await expect(frame).toHaveAttribute('data-overflow-start', 'false');
    const end = getComputedStyle(frame as Element, '::after');
    await expect(end.opacity).toBe('1');
    await expect(end.left).toBe('0px');
  },
};
