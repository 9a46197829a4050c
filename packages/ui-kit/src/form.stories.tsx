import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Form, SubmitButton, useForm } from './form.js';
import { TextInput } from './inputs.js';

interface DemoProps {
  readonly mode: 'ok' | 'held' | 'server-error' | 'refused' | 'confirm' | 'no-action';
}

// 'held': the submission waits until the story's play lets it go, so its busy state is there to
// see however slowly the machine runs (50 ms had passed before a loaded machine looked).
let letGo: () => void = () => {};
const held = () =>
  new Promise<void>((resolve) => {
    letGo = resolve;
  });

function SignupDemo({ mode }: DemoProps) {
  let sent = 0;
  const form = useForm({
    initial: { email: '', screen_name: '' },
    fields: {
      email: { label: 'Email', required: true },
      screen_name: { label: 'Screen name', required: true },
    },
    once: true,
    confirm: mode === 'confirm',
    ...(mode === 'no-action'
      ? {}
      : {
          action: async () => {
            sent += 1;
            if (mode === 'held') await held();
            else await new Promise((r) => setTimeout(r, 50));
            if (mode === 'refused') throw { message: 'This challenge is closed.', errors: [] };
            if (mode === 'server-error') {
              throw {
                message: 'Validation failed',
                errors: [
                  {
                    field: 'Email',
                    error: 'There is already a user with that email - please use a different email',
                  },
                  { field: '*', error: 'Something else went wrong.' },
                ],
              };
            }
            return { sent };
          },
        }),
  });
  return (
    <Form form={form} label="Sign up">
      <TextInput
        label="Email"
        name="email"
        type="email"
        required
        value={form.values.email}
        onChange={(v) => form.set('email', v)}
        error={form.errorOf('email')}
      />
      <TextInput
        label="Screen name"
        name="screen_name"
        required
        value={form.values.screen_name}
        onChange={(v) => form.set('screen_name', v)}
        error={form.errorOf('screen_name')}
      />
      <SubmitButton form={form}>Create account</SubmitButton>
      <p data-testid="state">
        {form.state}
        {form.result && !form.result.ok ? `: ${form.result.message}` : ''}
      </p>
    </Form>
  );
}

const meta = { title: 'Forms/Form', component: SignupDemo, args: { mode: 'ok' } } satisfies Meta<
  typeof SignupDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('The field Email is required')).toBeInTheDocument();
    await expect(canvas.getByText('The field Screen name is required')).toBeInTheDocument();
    await expect(canvas.getByTestId('state')).toHaveTextContent('error: Validation failed');
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SubmitsOnce: Story = {
  args: { mode: 'held' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'ada@example.org');
    await userEvent.type(canvas.getByLabelText(/Screen name/), 'ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    letGo();
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('success'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('success');
  },
};

export const ServerErrors: Story = {
  args: { mode: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'cora@example.org');
    await userEvent.type(canvas.getByLabelText(/Screen name/), 'cora');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      await canvas.findByText(
        'There is already a user with that email - please use a different email',
      ),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Something else went wrong.');
  },
};

export const RefusedWithoutFields: Story = {
  args: { mode: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'cora@example.org');
    await userEvent.type(canvas.getByLabelText(/Screen name/), 'cora');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This challenge is closed.');
  },
};

export const ConfirmCancelled: Story = {
  args: { mode: 'confirm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'ada@example.org');
    await userEvent.type(canvas.getByLabelText(/Screen name/), 'ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Confirm?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('error: User cancelled the action');
  },
};

export const NoAction: Story = {
  args: { mode: 'no-action' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'ada@example.org');
    await userEvent.type(canvas.getByLabelText(/Screen name/), 'ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('error: No action provided');
  },
};
