import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge.js';
import { Button } from './button.js';
import { IdeaCard } from './idea-card.js';

/** A picture drawn in place, so the stories need no network. */
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="#15803d"/><circle cx="300" cy="200" r="120" fill="#fde68a"/></svg>',
  );

const body =
  'Serve the soup of the day from what the kitchen has left, and let pupils choose their portion size at the counter, so that less goes back on the trays.';

const meta = {
  title: 'Challenge/IdeaCard',
  component: IdeaCard,
  args: {
    title: 'Soup from the day’s leftovers',
    body,
  },
  decorators: (Story) => (
    <div style={{ maxWidth: '36rem' }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof IdeaCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A settled challenge's winner: place, author, score and count, with an action. */
export const Ranked: Story = {
  args: {
    rank: 1,
    author: { name: '@ivan', handle: 'ivan' },
    rating: { count: 12, score: 4.236 },
    children: <p>Content hash: 9f86d081884c7d65</p>,
    actions: <Button variant="secondary">Check the hash</Button>,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    // The place reads with the title, as one heading.
    await expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(
      '#1 · Soup from the day’s leftovers',
    );
    await expect(card.getByText('@ivan')).toBeVisible();
    await expect(card.getByText('4.2 of 5')).toBeVisible();
    await expect(card.getByText('12 ratings')).toBeVisible();
  },
};

/** Below the Top 3, with a score too few ratings gave it none. */
export const Unranked: Story = {
  args: {
    rank: 7,
    author: { name: '@pat', handle: 'pat' },
    rating: { count: 1, score: null },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('1 rating')).toBeVisible();
    await expect(card.queryByText(/of 5/)).toBeNull();
  },
};

/** While the challenge runs nobody sees who entered it (here: the catalyst's Top 3 picker). */
export const HiddenAuthor: Story = {
  args: {
    author: 'hidden',
    excerpt: true,
    body: `${body} ${body} ${body}`,
    actions: <Button variant="secondary">Pick “Soup from the day’s leftovers”</Button>,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Author hidden until the close')).toBeVisible();
  },
};

/** The player's own idea, with its picture, before the close. */
export const Yours: Story = {
  args: {
    mine: true,
    image: <img src={picture} alt="Soup from the day’s leftovers" width={300} height={200} />,
    children: <p>Content hash: 9f86d081884c7d65</p>,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Yours')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Soup from the day’s leftovers' })).toBeVisible();
  },
};

/** The catalyst's test idea among the results, with a badge the page adds. */
export const TestIdea: Story = {
  args: {
    rank: 2,
    tested: true,
    author: { name: <a href="#cora">@cora</a>, handle: 'cora' },
    rating: { count: 5, score: 3.4 },
    badges: <Badge tone="success">Promoted</Badge>,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Test idea')).toBeVisible();
    await expect(card.getByRole('link', { name: '@cora' })).toBeVisible();
  },
};

/** A list of them: the Top 3 in the podium's colours, then the rest. */
export const List: Story = {
  render: () => (
    <ol aria-label="Ideas" className="nv-stack nv-list-plain">
      {[
        { rank: 1, title: 'Soup from the day’s leftovers', handle: 'ivan', score: 4.6 },
        { rank: 2, title: 'Smaller plates, seconds allowed', handle: 'pat', score: 4.1 },
        { rank: 3, title: 'A compost bin the pupils run', handle: 'sam', score: 3.9 },
        { rank: 4, title: 'Weigh the bins every Friday', handle: 'mona', score: 3.2 },
      ].map((idea) => (
        <IdeaCard
          key={idea.rank}
          as="li"
          rank={idea.rank}
          title={idea.title}
          author={{ name: `@${idea.handle}`, handle: idea.handle }}
          rating={{ count: 8, score: idea.score }}
        />
      ))}
    </ol>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Ideas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};
