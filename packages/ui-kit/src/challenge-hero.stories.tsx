import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, Ticket, Trophy } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { ChallengeHero } from './challenge-hero.js';

const cover =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="#0f766e"/><circle cx="180" cy="220" r="120" fill="#f97316"/></svg>',
  );

const meta = {
  title: 'Challenge/ChallengeHero',
  component: ChallengeHero,
  args: {
    category: 'Food',
    titleId: 'page-title',
    title: 'How could a school lunch waste half as much food?',
    detail: 'Every day a third of each tray goes in the bin. What would you change first?',
    meta: '@cora · 12 ideas',
    facts: [
      { key: 'prize', label: 'Prize', value: '$500', icon: <Trophy /> },
      { key: 'ends', label: 'Deadline', value: '2 days left', icon: <Clock />, hint: 'May 3' },
      { key: 'fee', label: 'Entry fee', value: '$2.00', icon: <Ticket /> },
    ],
  },
} satisfies Meta<typeof ChallengeHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    image: <img src={cover} alt="" width={600} height={400} />,
    imageCredit: 'Photo by Ana on Unsplash',
  },
  play: async ({ canvasElement }) => {
    const hero = within(canvasElement);
    await expect(hero.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'page-title');
    await expect(hero.getByText('$500')).toBeVisible();
    await expect(hero.getByText('2 days left')).toBeVisible();
    await expect(hero.getByText('Photo by Ana on Unsplash')).toBeVisible();
  },
};

/** No cover, no category: the question leads. */
export const Plain: Story = {
  args: { category: null, facts: [{ key: 'ends', label: 'Deadline', value: 'Closed' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('figure')).toBeNull();
  },
};
