import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ThresholdForm } from './ThresholdForm';

const meta = {
  title: 'Reviews/ThresholdForm',
  component: ThresholdForm,
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
  args: { value: 3.5, onSave: fn(async () => undefined) },
} satisfies Meta<typeof ThresholdForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saving is offered once the value changes. */
export const Changing: Story = {
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const field = canvas.getByLabelText('Alert threshold (7-day average)');
    await userEvent.clear(field);
    await userEvent.type(field, '4');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(4);
  },
};
