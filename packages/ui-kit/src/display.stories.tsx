import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Avatar, PersonName, PlayerCard } from './avatar.js';
import { Countdown } from './countdown.js';
import { Stepper } from './stepper.js';
import { Tabs } from './tabs.js';

function TabsDemo() {
  const [selected, setSelected] = useState('ideas');
  return (
    <Tabs
      label="Challenge"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'ideas', label: 'Ideas', content: <p>The ideas</p> },
        { id: 'mentoring', label: 'Mentoring & Ratings', content: <p>The mentoring</p> },
        { id: 'details', label: 'Details', content: <p>The details</p> },
      ]}
    />
  );
}

const meta = { title: 'Display/Tabs', component: TabsDemo } satisfies Meta<typeof TabsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Ideas' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mentoring & Ratings' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The mentoring');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The details');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Ideas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Steps: Story = {
  render: () => {
    const [current, setCurrent] = useState('question-description');
    return (
      <Stepper
        label="Create a challenge"
        current={current}
        onSelect={setCurrent}
        steps={[
          { id: 'category', label: 'Category', complete: true },
          { id: 'question-description', label: 'Question & Description' },
          { id: 'share', label: 'Share', disabled: true },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(within(items[2] as HTMLElement).getByRole('button')).toBeDisabled();
    await userEvent.click(within(items[0] as HTMLElement).getByRole('button'));
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const AvatarZoom: Story = {
  render: () => <Avatar name="Ada Lovelace" zoomable size={48} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Ada Lovelace larger' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Ada Lovelace' });
    const face = dialog.querySelector('.nv-avatar') as HTMLElement;
    await expect(face.style.width).toBe('96px');
  },
};

export const Players: Story = {
  render: () => (
    <div>
      <PlayerCard
        label="Players"
        players={[
          { id: '1', handle: 'ada', first_name: 'Ada' },
          { id: '2', handle: 'bob' },
          { id: '3' },
          { id: '4', handle: 'cy' },
          { id: '5', handle: 'di' },
        ]}
      />
      <ul>
        <li>
          <PersonName person={null} />
        </li>
        <li>
          <PersonName person={{ id: '1' }} />
        </li>
        <li>
          <PersonName person={{ id: '1', handle: 'x', anonymous: true }} />
        </li>
        <li>
          <PersonName person={{ id: '1', handle: 'ada', first_name: 'Ada' }} />
        </li>
      </ul>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Players' });
    await expect(within(group).getAllByRole('img')).toHaveLength(3);
    await expect(group).toHaveTextContent('+2 more');
    await expect(canvas.getByText('Account removed')).toBeInTheDocument();
    await expect(canvas.getByText('Will be revealed soon')).toBeInTheDocument();
    await expect(canvas.getByText('Anonymous')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/ada');
  },
};

export const CountdownRefresh: Story = {
  render: () => {
    const start = Date.UTC(2026, 10, 22, 12);
    let calls = 0;
    const clock = () => start + (calls++ > 0 ? 60_000 : 0);
    return <Countdown endsAt={start + 3600_000} now={clock} refreshMs={200} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1h 00m 00s left')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('0h 59m 00s left')).toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};
