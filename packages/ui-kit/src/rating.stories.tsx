import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { EncouragingRating, Rating } from './rating.js';

const meta = { title: 'Inputs/Rating', component: Rating } satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

function Editable({ clearable = false, initial = 0 }: { clearable?: boolean; initial?: number }) {
  const [value, setValue] = useState(initial);
  return <Rating value={value} onChange={setValue} clearable={clearable} label="Rate this idea" />;
}

export const ReadOnly: Story = {
  args: { value: 3.5, disabled: true, label: 'Average rating' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Average rating: 3.5 of 5' })).toBeInTheDocument();
  },
};

export const Editing: Story = {
  args: { value: 0 },
  render: () => <Editable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByText(/4\.0/)).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const Clearable: Story = {
  args: { value: 2 },
  render: () => <Editable clearable initial={2} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }));
    await expect(canvas.getByText(/0\.0/)).toBeInTheDocument();
  },
};

export const Encouraging: Story = {
  args: { value: 0 },
  render: () => {
    const [value, setValue] = useState(0);
    return <EncouragingRating value={value} onChange={setValue} label="How was it?" />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Delighted' }));
    await expect(canvas.getByRole('radio', { name: 'Delighted' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};
