import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChallengeCard } from './challenge-card.js';
import { Countdown } from './countdown.js';
import { Podium } from './podium.js';

/** A cover drawn in place, so the stories need no network. */
const cover =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="#2563eb"/><circle cx="420" cy="160" r="110" fill="#facc15"/></svg>',
  );
const NOW = Date.parse('2026-05-01T12:00:00Z');
const now = () => NOW;

const meta = {
  title: 'Challenge/ChallengeCard',
  component: ChallengeCard,
  args: {
    title: <a href="#lunch">How could a school lunch waste half as much food?</a>,
    category: 'Food',
    catalyst: 'cora',
    prize: '$500',
    entryFee: '$2.00',
    open: true,
    status: <Countdown endsAt="2026-05-03T12:00:00Z" now={now} />,
    ideas: 12,
    raters: 7,
  },
  decorators: (Story) => (
    <div style={{ maxWidth: '22rem' }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof ChallengeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { image: <img src={cover} alt="" width={600} height={400} /> },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Open')).toBeVisible();
    await expect(card.getByText('$500')).toBeVisible();
    await expect(card.getByText('Entry $2.00')).toBeVisible();
    await expect(card.getByText('12 ideas')).toBeVisible();
    await expect(card.getByText('7 raters')).toBeVisible();
    await expect(card.getByText('2 days left')).toBeVisible();
    // One link, one tab stop: the title's.
    await expect(card.getAllByRole('link')).toHaveLength(1);
  },
};

export const Closed: Story = {
  args: { open: false, status: 'Settled', entryFee: '', ideas: 1, raters: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Closed')).toBeVisible();
    await expect(card.getByText('Settled')).toBeVisible();
    await expect(card.getByText('Free entry')).toBeVisible();
    await expect(card.getByText('1 idea')).toBeVisible();
  },
};

/** What a dashboard list knows: the question, the time left, the counts and the reader's part. */
export const Minimal: Story = {
  args: {
    status: 'Open until 2026-05-03',
    category: undefined,
    catalyst: undefined,
    prize: undefined,
    entryFee: undefined,
    raters: undefined,
    children: '2 ideas of yours · your best place #1',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ideas of yours/)).toBeVisible();
  },
};

export const Top3Podium: StoryObj<typeof Podium> = {
  render: () => (
    <Podium
      label="Top 3"
      places={[
        { key: 'b', rank: 2, title: 'Share tables', detail: '@ivan · score 4.1' },
        { key: 'a', rank: 1, title: 'Smaller plates, second helpings free', detail: 'score 4.6' },
        { key: 'c', rank: 3, title: 'Compost club', detail: 'score 3.9' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const places = within(canvasElement).getAllByRole('listitem');
    // Rank order for a reader, whatever order the podium draws them in.
    await expect(places.map((p) => p.dataset.rank)).toEqual(['1', '2', '3']);
    await expect(within(canvasElement).getByText('#1')).toBeVisible();
  },
};
