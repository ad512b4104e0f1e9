import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OrderDetailModal } from './OrderDetailModal';
import { OrderProblemsSection } from './OrderProblemsSection';
import { sampleOrder, samplePackOrder, sampleRider } from './sampleOrders';
import { cancelledProblems } from './sampleProblems';

const meta = {
  title: 'Orders/OrderDetailModal',
  component: OrderDetailModal,
  args: { onClose: fn(), order: sampleOrder({ statusOrders: 'confirme', rider_id: sampleRider }) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderDetailModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation has finished. */
const dialog = async () => {
  const element = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  await waitFor(() => expect(getComputedStyle(element.closest('.ant-modal') ?? element).transform).toMatch(/none|matrix\(1, 0, 0, 1/));
  return element;
};

export const Full: Story = {
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText('Order #1042')).toBeVisible();
    await expect(modal.getByText('Margherita')).toBeVisible();
    await expect(modal.getByText('Size: Large · Extras: Cheese', { exact: false })).toBeVisible();
    await expect(modal.getByText('114,00 dh')).toBeVisible();
    await expect(modal.getByText('134,00 dh')).toBeVisible();
    await expect(modal.getByText('+212 612-345678')).toBeVisible();
    await expect(modal.getByText('Rachid Rider')).toBeVisible();
    await expect(modal.getByText('+212 669-900000')).toBeVisible();
    // The date as well as the time it was placed.
    await expect(modal.getByText('21/11/2026 19:07')).toBeVisible();
  },
};

export const NoLines: Story = {
  args: { order: sampleOrder({ orders: [] }) },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText("I'm sorry, something happened. The order may have been deleted by the owner.")).toBeVisible();
  },
};

export const MissingProduct: Story = {
  args: { order: sampleOrder({ orders: [{ product: null, quantity: 1 }, ...(sampleOrder().orders ?? []).slice(1)] }) },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText('This order has no items.')).toBeVisible();
    await expect(modal.getByText('Mint tea')).toBeVisible();
  },
};

export const Pack: Story = {
  args: { order: samplePackOrder() },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText('Family pack')).toBeVisible();
    await expect(modal.getByText(/No olives please/)).toBeVisible();
    await expect(modal.getByText('180,00 dh')).toBeVisible();
  },
};

export const AdminSeesTheBusiness: Story = {
  args: {
    showBusiness: true,
    order: sampleOrder({ statusOrders: 'waiting', business: { _id: 'b-1', name: 'Dar Zitoun', type: 'restaurant' } }),
  },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText('Business')).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Dar Zitoun' })).toHaveAttribute('href', '/settings/restaurant/b-1');
  },
};

/** A new order is accepted or refused from its detail. */
export const NewOrderDecides: Story = {
  args: { order: sampleOrder({ statusOrders: 'new' }), onDecide: fn() },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(args.onDecide).toHaveBeenCalledWith(args.order, 'confirmé');
    await modal.getByRole('button', { name: 'Refuse' }).click();
    await expect(args.onDecide).toHaveBeenCalledWith(args.order, 'refusée');
  },
};

/** Accepted with a preparation time, or refused with a reason: the detail says so. */
export const Refused: Story = {
  args: {
    order: sampleOrder({
      statusOrders: 'refusée',
      refusalReason: 'other',
      refusalNote: 'Oven broken tonight',
      decidedBy: 'Samira Idrissi',
    }),
  },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByTestId('refusal-reason')).toHaveTextContent('Other · Oven broken tonight');
    // Who answered it: the owner or a staff member of the team.
    await expect(modal.getByTestId('decided-by')).toHaveTextContent('Samira Idrissi');
  },
};

/** A cancelled order: the status says so, and what went wrong shows under the totals. */
export const Cancelled: Story = {
  args: {
    order: sampleOrder({ statusOrders: 'annulée', cancellation: cancelledProblems.cancellation }),
    problems: (order) => <OrderProblemsSection order={order} problems={cancelledProblems} rights={{ admin: false, mayDispute: true }} />,
  },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(modal.getByTestId('order-cancellation')).toHaveTextContent('No rider available');
    await expect(modal.queryByRole('button', { name: 'Change who pays' })).toBeNull();
  },
};
