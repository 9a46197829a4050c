import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, Dialog } from './dialog.js';

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} title="About neurons" onClose={() => setOpen(false)}>
        <p>Neurons are the points of the game.</p>
      </Dialog>
    </>
  );
}

const meta = { title: 'Overlays/Dialog', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardAndFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'About neurons' });
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await expect(opener).toHaveFocus();
  },
};

export const Confirm: Story = {
  render: () => {
    const [answer, setAnswer] = useState('none');
    const [open, setOpen] = useState(true);
    return (
      <>
        <p>Answer: {answer}</p>
        <ConfirmDialog
          open={open}
          onAnswer={(yes) => {
            setAnswer(String(yes));
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Confirm?' });
    await expect(
      within(dialog).getByText('Do you want to continue with this action?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(within(canvasElement).getByText('Answer: true')).toBeInTheDocument();
  },
};
