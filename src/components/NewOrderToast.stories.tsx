import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NewOrderToast } from './NewOrderToast';

const meta = {
  title: 'Orders/NewOrderToast',
  component: NewOrderToast,
  args: {
    number: 1207,
    total: 134,
    texts: { title: 'New order #1207', total: 'Total: 134,00 dh', view: 'View orders', seen: 'Seen', mute: 'Mute' },
    onSeen: fn(),
    onView: fn(),
    onMute: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <div
          role="alert"
          style={{ width: 360, padding: 20, borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,0.12)', background: '#fff' }}
        >
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof NewOrderToast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewOrder: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('New order #1207')).toBeVisible();
    await expect(canvas.getByText('Total: 134,00 dh')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Seen' }));
    await expect(args.onSeen).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(args.onMute).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'View orders' }));
    await expect(args.onView).toHaveBeenCalled();
  },
};
