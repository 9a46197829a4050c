import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, within } from 'storybook/test';
import { DatePicker, type DateRange, DateRangePicker } from './date-picker.js';

function Single() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <DatePicker label="Closing date" value={value} onChange={setValue} />
      <p>Value: {String(value)}</p>
    </>
  );
}

const meta = { title: 'Inputs/DatePicker', component: Single } satisfies Meta<typeof Single>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickAndClear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Closing date');
    await expect(input).toHaveAttribute('min', '1900-01-01');
    await expect(input).toHaveAttribute('max', '2099-12-31');
    fireEvent.change(input, { target: { value: '2026-12-22' } });
    await expect(canvas.getByText('December 22, 2026')).toBeInTheDocument();
    await expect(canvas.getByText('Value: 2026-12-22')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    await expect(canvas.getByText('Value: null')).toBeInTheDocument();
  },
};

export const Range: Story = {
  render: () => {
    const [value, setValue] = useState<DateRange>({ from: '2026-11-01', to: '2026-11-30' });
    return <DateRangePicker label="Tournament" value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('To')).toHaveAttribute('min', '2026-11-01');
    await expect(canvas.getByLabelText('From')).toHaveAttribute('max', '2026-11-30');
  },
};
