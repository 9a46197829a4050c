import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Autocomplete } from './autocomplete.js';

const PLACES = [
  'Portland, Maine',
  'Bangor, Maine',
  'Claremont, California',
  'Portsmouth, New Hampshire',
];

function Demo() {
  const [value, setValue] = useState('');
  const [chosen, setChosen] = useState('');
  return (
    <>
      <Autocomplete
        label="Place"
        items={PLACES}
        value={value}
        onChange={setValue}
        onSelect={setChosen}
      />
      <p>Chosen: {chosen}</p>
    </>
  );
}

const meta = { title: 'Inputs/Autocomplete', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Place' });
    await expect(box).toHaveAttribute('maxlength', '40');
    await userEvent.type(box, 'MAINE');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Portland, Maine',
      'Bangor, Maine',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByText('Chosen: Bangor, Maine')).toBeInTheDocument();
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Place' }), 'Atlantis');
    await expect(canvas.getByText('No items were found!')).toBeInTheDocument();
  },
};
