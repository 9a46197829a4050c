import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TagsInput } from './tags-input.js';

function Demo({ max }: { max?: number }) {
  const [tags, setTags] = useState<readonly string[]>(['food']);
  return <TagsInput label="Tags" value={tags} onChange={setTags} {...(max ? { max } : {})} />;
}

const meta = { title: 'Inputs/TagsInput', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Tags', { selector: 'input' });
    await userEvent.type(input, 'waste{Enter}school,canteen;FOOD{Enter}');
    const list = canvas.getByRole('list', { name: 'Tags' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['food', 'waste', 'school', 'canteen']);
    await userEvent.type(input, '{Backspace}');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.type(input, 'blur me');
    await userEvent.tab();
    await expect(canvas.getByText('blur me')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove food' }));
    await expect(canvas.queryByText('food')).not.toBeInTheDocument();
  },
};

export const WithMax: Story = {
  args: { max: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Tags', { selector: 'input' });
    await userEvent.type(input, 'one{Enter}two{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
