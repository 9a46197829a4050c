import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageInput } from './image-input.js';

const meta = {
  title: 'Inputs/ImageInput',
  component: ImageInput,
  args: { label: 'Image', onChange: fn(), measure: async () => ({ width: 1200, height: 800 }) },
} satisfies Meta<typeof ImageInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accepts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['x'], `${'a-very-long-file-name-'.repeat(3)}.png`, {
      type: 'image/png',
    });
    await userEvent.upload(canvas.getByLabelText('Image'), file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText(/….png$/)).toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  args: { maxMb: 0.000001 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Image'),
      new File(['xxxx'], 'big.png', { type: 'image/png' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Maximum file size for upload image is 0.000001 MB.',
    );
  },
};

export const TooWide: Story = {
  args: { measure: async () => ({ width: 9000, height: 10 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Image'),
      new File(['x'], 'wide.png', { type: 'image/png' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Maximum width and height dimension for upload image is 8000 x 8000.',
    );
  },
};

export const Unreadable: Story = {
  args: {
    measure: async () => {
      throw new Error('decode');
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Image'),
      new File(['x'], 'broken.png', { type: 'image/png' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error processing the image.');
  },
};
