import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderProblemsSection } from './OrderProblemsSection';
import { sampleOrder } from './sampleOrders';
import { cancelledProblems, editedAndRefundedProblems, NO_PROBLEMS, sampleRefund } from './sampleProblems';

const NOW = new Date('2026-11-23T12:00:00Z');
const owner = { admin: false, mayDispute: true };
const admin = { admin: true, mayDispute: false };

const meta = {
  title: 'Orders/OrderProblemsSection',
  component: OrderProblemsSection,
  args: {
    order: sampleOrder({ statusOrders: 'succes' }),
    problems: editedAndRefundedProblems,
    rights: owner,
    onRefund: fn(),
    onChangeLiable: fn(),
    onDispute: fn(),
    onRetry: fn(),
    now: () => NOW,
  },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof OrderProblemsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner reads the change of items and the refund charged to the business, and may dispute it. */
export const EditedAndRefunded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const versions = within(canvas.getByTestId('order-versions'));
    await expect(versions.getByText('Change 2 by Karim Desk, \u206621/11/2026 19:12\u2069')).toBeVisible();
    await expect(versions.getByTestId('version-line')).toHaveTextContent('Mint tea: 2 → 1');
    const refund = within(canvas.getByTestId('order-refund'));
    await expect(refund.getByTestId('refund-line')).toHaveTextContent('Mint tea × 1 · Missing');
    await expect(refund.getByTestId('refund-liable')).toHaveTextContent('The business');
    await expect(refund.getByText('-10,00 dh')).toBeVisible();
    await expect(refund.queryByRole('button', { name: 'Change who pays' })).toBeNull();
    await userEvent.click(refund.getByRole('button', { name: 'Dispute' }));
    await expect(args.onDispute).toHaveBeenCalledWith(editedAndRefundedProblems.refunds[0]);
  },
};

/** Past its deadline, or already disputed, a refund offers no Dispute; desk staff never see it. */
export const DisputedAlready: Story = {
  args: {
    problems: {
      ...editedAndRefundedProblems,
      refunds: [
        sampleRefund({
          dispute: {
            _id: 'd-1',
            comment: 'The tea was in the bag',
            status: 'open',
            openedByName: 'Youssef Owner',
            createdAt: '2026-11-22T12:00:00.000Z',
            decidedByName: null,
            decisionNote: null,
            decidedAt: null,
          },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Disputed')).toBeVisible();
    await expect(canvas.getByText('Youssef Owner: “The tea was in the bag”')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Dispute' })).toBeNull();
  },
};

/** An admin reads a cancellation and who bears it, changes it, and refunds nothing on an order never delivered. */
export const CancelledForAdmin: Story = {
  args: { order: sampleOrder({ statusOrders: 'annulée' }), problems: cancelledProblems, rights: admin },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const block = within(canvas.getByTestId('order-cancellation'));
    await expect(block.getByText('No rider available')).toBeVisible();
    await expect(block.getByText('21/11/2026 19:52')).toBeVisible();
    await expect(block.getByTestId('cancellation-liable')).toHaveTextContent('The marketplace');
    await expect(canvas.queryByRole('button', { name: 'Refund' })).toBeNull();
    await userEvent.click(block.getByRole('button', { name: 'Change who pays' }));
    await expect(args.onChangeLiable).toHaveBeenCalledWith({ kind: 'cancellation', commandNumber: 1042, liable: 'platform' });
  },
};

/** A customer's cancellation before the business answered costs nobody anything. */
export const CancelledByCustomer: Story = {
  args: {
    order: sampleOrder({ statusOrders: 'annulée' }),
    problems: {
      ...NO_PROBLEMS,
      cancellation: {
        by: 'customer',
        reason: 'orderedByMistake',
        note: null,
        accepted: false,
        liable: 'platform',
        actorName: 'Omar Client',
        at: '2026-11-21T19:08:00.000Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Before the business accepted: it costs nobody anything.')).toBeVisible();
  },
};

/** A delivered order without problems: the admin's Refund alone. */
export const AdminMayRefund: Story = {
  args: { problems: NO_PROBLEMS, rights: admin },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refund' }));
    await expect(args.onRefund).toHaveBeenCalled();
  },
};

/** Nothing went wrong: nothing shows. */
export const Nothing: Story = {
  args: { problems: NO_PROBLEMS },
  play: async ({ canvasElement }) => expect(within(canvasElement).queryByTestId('order-problems')).toBeNull(),
};

export const Loading: Story = {
  args: { problems: undefined },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Loading cancellations, changes and refunds…')).toBeVisible(),
};

export const Failed: Story = {
  args: { problems: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: { problems: { ...editedAndRefundedProblems, liabilityChanges: cancelledProblems.liabilityChanges }, rights: admin },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
