import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ServiceSettings } from './ServiceSettings';
import { MSG } from '../../domain/messages';
import { DEFAULT_PREPARATION_MINUTES } from '../../domain/service';

const meta = {
  title: 'Business/ServiceSettings',
  component: ServiceSettings,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </main>
    ),
  ],
  args: { business: { preparationMinutes: 30, printOnAccept: false }, onSave: fn(async () => true) },
} satisfies Meta<typeof ServiceSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Save: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '30 min' })).toBeChecked();
    await userEvent.click(canvas.getByText('45 min'));
    await userEvent.click(canvas.getByRole('switch', { name: 'Print the kitchen ticket when I accept an order' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save kitchen settings' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ preparationMinutes: 45, printOnAccept: true }));
  },
};

/** A business that never changed them: the server answers its defaults. */
export const Defaults: Story = {
  args: { business: { preparationMinutes: DEFAULT_PREPARATION_MINUTES, printOnAccept: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '20 min' })).toBeChecked();
    await expect(canvas.getByRole('switch')).not.toBeChecked();
  },
};

export const Refused: Story = {
  args: { saveError: MSG.preparationInvalid },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MSG.preparationInvalid);
  },
};
