import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { RangeSlider, Select, Textarea, TextInput } from './inputs.js';

function Demo() {
  const [title, setTitle] = useState('');
  const [detail, setDetail] = useState('');
  const [scale, setScale] = useState<string | null>(null);
  const [level, setLevel] = useState(50);
  return (
    <div style={{ maxWidth: 480 }}>
      <TextInput
        label="Title"
        name="title"
        value={title}
        onChange={setTitle}
        required
        hint="How … could …?"
      />
      <Textarea label="Detail" name="detail" value={detail} onChange={setDetail} />
      <Select
        label="Innovation scale"
        name="scale"
        value={scale}
        onChange={setScale}
        options={[
          { value: 'blue-sky', label: 'Blue sky' },
          { value: 'moonshot', label: 'Moonshot' },
          { value: 'playful', label: 'Playful' },
        ]}
      />
      <RangeSlider label="Strength" name="strength" value={level} onChange={setLevel} />
      <TextInput
        label="With an error"
        name="bad"
        value="x"
        onChange={() => {}}
        error="This field is required"
      />
    </div>
  );
}

const meta = { title: 'Inputs/Basics', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basics: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Title/), 'How could we help?');
    await expect(canvas.getByLabelText(/Title/)).toHaveValue('How could we help?');
    const detail = canvas.getByLabelText('Detail');
    await expect(detail).toHaveAttribute('maxlength', '1000');
    await expect(detail).toHaveAttribute('rows', '3');
    await userEvent.type(detail, 'abc');
    await expect(canvas.getByText('3/1000')).toBeInTheDocument();
    const select = canvas.getByLabelText('Innovation scale');
    await expect(
      within(select).getByRole('option', { name: 'Select an option' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(select, 'moonshot');
    await expect(select).toHaveValue('moonshot');
    const slider = canvas.getByLabelText('Strength');
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '100');
    fireEvent.change(slider, { target: { value: '73' } });
    await expect(canvas.getByText('73')).toBeInTheDocument();
    await expect(canvas.getByLabelText('With an error')).toHaveAccessibleDescription(
      'This field is required',
    );
  },
};
