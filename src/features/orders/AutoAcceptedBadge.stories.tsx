import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AutoAcceptedBadge } from './AutoAcceptedBadge';
import { OrdersTable } from './OrdersTable';
import { sampleOrder } from './sampleOrders';

const meta = {
  title: 'Orders/AutoAcceptedBadge',
  component: AutoAcceptedBadge,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AutoAcceptedBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Alone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Accepted automatically')).toBeVisible();
  },
};

/** The desk's current orders: the order auto-accept took says so beside its status, the one a person accepted does not. */
export const OnTheDesk: Story = {
  render: () => (
    <OrdersTable
      mode="current"
      caption="Current orders"
      onOpen={fn()}
      onDecide={fn()}
      orders={[
        sampleOrder({ statusOrders: 'waiting', autoAccepted: true, preparationMinutes: 20, readyAt: '2099-01-01T12:20:00.000Z' }),
        sampleOrder({ commandNumber: 1043, statusOrders: 'waiting', autoAccepted: false }),
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows.find((r) => r.textContent?.includes('1042'))).toHaveTextContent('Accepted automatically');
    await expect(rows.find((r) => r.textContent?.includes('1043'))).not.toHaveTextContent('Accepted automatically');
  },
};
