import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useServerPagination } from '../../components/useServerPagination';
import { OrdersTable } from './OrdersTable';
import { manyOrders, ordersInEveryStatus, sampleOrder, samplePackOrder } from './sampleOrders';

const meta = {
  title: 'Orders/OrdersTable',
  component: OrdersTable,
  args: { onOpen: fn(), onDecide: fn(), caption: 'New orders', mode: 'new', orders: [] },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrdersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Orders Available')).toBeVisible();
  },
};

export const NewOrders: Story = {
  args: { orders: [sampleOrder(), samplePackOrder()] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Family pack')).toBeVisible();
    await expect(canvas.getByText('134,00 dh')).toBeVisible();
    await expect(canvas.getAllByText('+212 612-345678')[0]).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Confirm' })[0]!);
    await expect(args.onDecide).toHaveBeenCalledWith(expect.objectContaining({ commandNumber: 1042 }), 'confirmé');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Refuse' })[1]!);
    const popup = within(document.body);
    await userEvent.click(await popup.findByRole('button', { name: 'Yes, refuse' }));
    await expect(args.onDecide).toHaveBeenCalledWith(expect.objectContaining({ commandNumber: 1043 }), 'refusée');
  },
};

export const Saving: Story = {
  args: { orders: [sampleOrder(), samplePackOrder()], busyId: 'o-1042' },
};

export const EachStatus: Story = {
  args: { mode: 'current', caption: 'Current orders', orders: ordersInEveryStatus },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('On the way')).toBeVisible();
    await expect(canvas.queryByText('comming')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Status Confirmed/ }));
    await waitFor(() => expect(within(document.body).getByText('the rider get the command!')).toBeVisible());
  },
};

export const Many: Story = {
  args: { mode: 'done', caption: 'Order history', orders: manyOrders },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByTitle('2')).toBeVisible();
  },
};

/** The admin's lists hold several businesses: each row names its own, linked to its settings. */
export const AdminWithBusiness: Story = {
  args: {
    mode: 'current',
    caption: 'Current orders',
    showBusiness: true,
    orders: [
      sampleOrder({ statusOrders: 'waiting', business: { _id: 'b-1', name: 'Dar Zitoun', type: 'restaurant' } }),
      sampleOrder({ commandNumber: 1043, statusOrders: 'comming', business: { _id: 'b-2', name: 'Pizzeria Angad', type: 'restaurant' } }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Business' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dar Zitoun' })).toHaveAttribute('href', '/settings/restaurant/b-1');
    await expect(canvas.getByRole('link', { name: 'Pizzeria Angad' })).toHaveAttribute('href', '/settings/restaurant/b-2');
  },
};

const countAll = fn();
/** A history past the server's counting cap: the total reads "10,000+" until the reader asks for every one. */
function HistoryPastTheCap() {
  const pagination = useServerPagination({ current: 1, pageSize: 20 }, 10_000, { capped: true, onCountAll: countAll });
  return (
    <OrdersTable
      mode="done"
      caption="Order history"
      orders={manyOrders.slice(0, 20)}
      onOpen={fn()}
      server={{ pagination, onChange: fn(), sortOrderOf: () => undefined }}
    />
  );
}

export const TotalPastTheCap: Story = {
  render: () => <HistoryPastTheCap />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/1–20 of 10,000\+/)).toBeVisible();
    await expect(canvas.getByTitle('500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Count all' }));
    await expect(countAll).toHaveBeenCalledOnce();
  },
};
