import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HttpError } from '../../providers/http';
import { CancelOrderDialog } from './CancelOrderDialog';
import { DisputeDialog } from './DisputeDialog';
import { EditOrderDialog } from './EditOrderDialog';
import { LiabilityDialog } from './LiabilityDialog';
import { RefundDialog } from './RefundDialog';
import { sampleOrder } from './sampleOrders';
import { sampleRefund } from './sampleProblems';

/** The open dialog, once its opening animation has finished. */
const dialog = async () => {
  const element = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  await waitFor(() => expect(getComputedStyle(element.closest('.ant-modal') ?? element).transform).toMatch(/none|matrix\(1, 0, 0, 1/));
  return within(element);
};

const accepted = sampleOrder({ statusOrders: 'waiting' });
const delivered = sampleOrder({ statusOrders: 'succes' });
const refused = (code: string, message: string) => fn(() => Promise.reject(new HttpError(message, 409, undefined, code)));

const meta = {
  title: 'Orders/Problem dialogs',
  component: CancelOrderDialog,
  args: { order: accepted, by: 'business', onCancelOrder: fn(async () => undefined), onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CancelOrderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desk cancels with one of the business's reasons; the note is optional. */
export const CancelFromDesk: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.queryByRole('radio', { name: 'Fraud' })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Cancel the order' }));
    await expect(await modal.findByText('Choose a reason.')).toBeVisible();
    await userEvent.click(modal.getByRole('radio', { name: 'Too busy' }));
    await userEvent.click(modal.getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(args.onCancelOrder).toHaveBeenCalledWith(args.order, { reason: 'tooBusy' }));
  },
};

/** An admin's "other" needs a note; who bears it starts on the marketplace and can be changed. */
export const CancelAsAdmin: Story = {
  args: { by: 'admin', order: sampleOrder({ statusOrders: 'comming' }) },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('radio', { name: 'The marketplace' })).toBeChecked();
    await userEvent.click(modal.getByRole('radio', { name: 'Other' }));
    await userEvent.click(modal.getByRole('button', { name: 'Cancel the order' }));
    await expect(await modal.findByText('Say in a few words what happened.')).toBeVisible();
    await userEvent.type(modal.getByRole('textbox', { name: 'Note' }), 'Customer unreachable');
    await userEvent.click(modal.getByText('Split 50/50'));
    await userEvent.click(modal.getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() =>
      expect(args.onCancelOrder).toHaveBeenCalledWith(args.order, { reason: 'other', note: 'Customer unreachable', liable: 'split' }),
    );
  },
};

/** The server's refusal in the reader's words, by its code; what was chosen and typed stays. */
export const CancelRefused: Story = {
  args: {
    onCancelOrder: refused('businessCancelAfterPickup', 'The rider has left with this order: only the marketplace can cancel it now.'),
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('radio', { name: 'Closing' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Note (optional)' }), 'Power cut');
    await userEvent.click(modal.getByRole('button', { name: 'Cancel the order' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('only the marketplace can cancel it now');
    await expect(modal.getByRole('radio', { name: 'Closing' })).toBeChecked();
    await expect(modal.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Power cut');
  },
};

export const CancelPhone: Story = {
  args: { by: 'admin' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Marking a line unavailable shows the new total before anything is saved; only the changed line is sent. */
export const EditItems: Story = {
  render: (args) => <EditOrderDialog order={args.order} onEditOrder={onEdit} onClose={args.onClose} />,
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByTestId('edit-new-total')).toHaveTextContent('134,00 dh');
    await expect(modal.getByRole('button', { name: 'Save the change' })).toBeDisabled();
    await userEvent.click(modal.getByRole('button', { name: 'Unavailable: Mint tea' }));
    await expect(modal.getByTestId('edit-new-total')).toHaveTextContent('124,00 dh');
    await userEvent.click(modal.getByRole('button', { name: 'Save the change' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledWith(args.order, { lines: [{ line: 1, quantity: 0 }] }));
  },
};
const onEdit = fn(async () => undefined);

/** Every line unavailable would empty the order: it says to cancel instead, and nothing can be saved. */
export const EditEmptiesOrder: Story = {
  render: (args) => <EditOrderDialog order={args.order} onEditOrder={fn()} onClose={args.onClose} />,
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Unavailable: Margherita' }));
    await userEvent.click(modal.getByRole('button', { name: 'Unavailable: Mint tea' }));
    await expect(modal.getByText('At least one item must stay: cancel the order instead.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Save the change' })).toBeDisabled();
  },
};

export const EditPhone: Story = {
  render: (args) => <EditOrderDialog order={args.order} onEditOrder={fn()} onClose={args.onClose} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

const onRefund = fn(async () => undefined);
/** One unit of a line with its reason: the amount is computed as it is chosen, and sent with an Idempotency-Key. */
export const RefundOneLine: Story = {
  render: (args) => <RefundDialog order={delivered} refunds={[]} onRefund={onRefund} onClose={args.onClose} />,
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByTestId('refund-amount')).toHaveTextContent('0,00 dh');
    await userEvent.type(modal.getByRole('spinbutton', { name: 'Units of Margherita to refund' }), '1');
    await expect(modal.getByTestId('refund-amount')).toHaveTextContent('57,00 dh');
    await userEvent.click(modal.getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(onRefund).toHaveBeenCalledWith(
        delivered,
        { lines: [{ line: 0, quantity: 1, reason: 'missing' }] },
        expect.stringMatching(/^[0-9a-f-]{36}$/),
      ),
    );
  },
};

/** The whole order: what is left of what was paid after earlier refunds, the delivery fee included. */
export const RefundWhole: Story = {
  render: (args) => <RefundDialog order={delivered} refunds={[sampleRefund()]} onRefund={fn()} onClose={args.onClose} />,
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByText(/^Still refundable: \u2068124,00 dh\u2069$/)).toBeVisible();
    await userEvent.click(modal.getByText('The whole order'));
    await expect(modal.getByTestId('refund-amount')).toHaveTextContent('124,00 dh');
  },
};

/** A refused refund keeps the dialog, its choices, and its key: sending it again is the same refund. */
export const RefundRefusedKeepsKey: Story = {
  render: (args) => <RefundDialog order={delivered} refunds={[]} onRefund={refusedRefund} onClose={args.onClose} />,
  play: async () => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole('spinbutton', { name: 'Units of Mint tea to refund' }), '1');
    await userEvent.click(modal.getByRole('button', { name: 'Refund' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Refunds cannot add up to more than the customer paid.');
    await userEvent.click(modal.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refusedRefund).toHaveBeenCalledTimes(2));
    const [first, second] = refusedRefund.mock.calls as unknown as [unknown, unknown, string][];
    await expect(second![2]).toBe(first![2]);
    await expect(modal.getByRole('spinbutton', { name: 'Units of Mint tea to refund' })).toHaveValue('1');
  },
};
const refusedRefund = refused('refundExceedsPaid', 'Refunds cannot add up to more than the customer paid');

export const RefundPhone: Story = {
  render: (args) => <RefundDialog order={delivered} refunds={[]} onRefund={fn()} onClose={args.onClose} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

const onChangeLiable = fn(async () => undefined);
/** Who bears a refund changes with a note; the same party again is refused before sending. */
export const ChangeWhoPays: Story = {
  render: (args) => (
    <LiabilityDialog
      target={{ kind: 'refund', refund: sampleRefund(), liable: 'business' }}
      onChangeLiable={onChangeLiable}
      onClose={args.onClose}
    />
  ),
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(await modal.findByText('Choose another party than the present one.')).toBeVisible();
    await expect(modal.getByText('Say why it changes.')).toBeVisible();
    await userEvent.click(modal.getByText('The marketplace'));
    await userEvent.type(modal.getByRole('textbox', { name: 'Why the change' }), 'Courier error');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChangeLiable).toHaveBeenCalledWith({ refundId: 'rf-1', liable: 'platform', note: 'Courier error' }));
  },
};

const onDispute = fn(async () => undefined);
/** The owner disputes a refund with a comment, until its deadline on the account's clock. */
export const Dispute: Story = {
  render: (args) => <DisputeDialog refund={sampleRefund()} onDispute={onDispute} onClose={args.onClose} />,
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByText(/29\/11\/2026 10:15/)).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Send the dispute' }));
    await expect(await modal.findByText('Say in a few words why you dispute it.')).toBeVisible();
    await userEvent.type(modal.getByRole('textbox', { name: 'What happened?' }), 'The tea was in the bag');
    await userEvent.click(modal.getByRole('button', { name: 'Send the dispute' }));
    await waitFor(() => expect(onDispute).toHaveBeenCalledWith(sampleRefund(), { comment: 'The tea was in the bag' }));
  },
};

export const DisputePhone: Story = {
  render: (args) => <DisputeDialog refund={sampleRefund()} onDispute={fn()} onClose={args.onClose} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
