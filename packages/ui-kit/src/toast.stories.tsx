import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Alert, ToastProvider, useToast } from './toast.js';

function Trigger() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => toast.show('Challenge has been shared successfully.', 'success')}
    >
      Share
    </button>
  );
}

function Demo({ durationMs }: { durationMs: number }) {
  return (
    <ToastProvider durationMs={durationMs}>
      <Trigger />
    </ToastProvider>
  );
}

const meta = { title: 'Feedback/Toast', component: Demo, args: { durationMs: 300 } } satisfies Meta<
  typeof Demo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsAndLeaves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Challenge has been shared successfully.');
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 2000 });
  },
};

export const AlertCloses: Story = {
  render: () => {
    const [open, setOpen] = useState(true);
    return open ? (
      <Alert tone="danger" durationMs={300} onClose={() => setOpen(false)}>
        Unable to finish sharing, please try again.
      </Alert>
    ) : (
      <p>closed</p>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to finish sharing');
    await waitFor(() => expect(canvas.getByText('closed')).toBeInTheDocument(), { timeout: 2000 });
  },
};
