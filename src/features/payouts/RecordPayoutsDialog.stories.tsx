import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RecordPayoutsDialog } from './RecordPayoutsDialog';
import { storyResults, storyUnpaid } from './storyData';

const meta = {
  title: 'Payouts/RecordPayoutsDialog',
  component: RecordPayoutsDialog,
  // No animations: the dialog is checked as soon as it opens.
  decorators: [
    (Story) => (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Story />
      </ConfigProvider>
    ),
  ],
  args: {
    open: true,
    rows: storyUnpaid,
    onRecord: fn(async () => storyResults),
    onClose: fn(),
  },
} satisfies Meta<typeof RecordPayoutsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog'));

/** The count and the totals, the reference required, then each statement's outcome. */
export const Confirm: Story = {
  play: async ({ args }) => {
    await expect(dialog().getByTestId('record-count')).toHaveTextContent('4');
    await expect(dialog().getByTestId('record-to-pay')).toHaveTextContent('9 738,75 dh');
    await expect(dialog().getByTestId('record-to-collect')).toHaveTextContent('64,80 dh');
    await userEvent.click(dialog().getByRole('button', { name: 'Record the payouts' }));
    await expect(await dialog().findByText('Enter the bank reference')).toBeVisible();
    await expect(args.onRecord).not.toHaveBeenCalled();
    await userEvent.type(dialog().getByLabelText('Bank reference'), ' VIR-2026-11-24 ');
    await userEvent.click(dialog().getByRole('button', { name: 'Record the payouts' }));
    await waitFor(() => expect(args.onRecord).toHaveBeenCalledWith('VIR-2026-11-24'));
    await expect(await dialog().findByText('1 of 4 recorded')).toBeVisible();
    await expect(dialog().getByText('Already paid by another admin: nothing recorded twice')).toBeVisible();
    await expect(dialog().getByText(/^RIB not verified: verify it/)).toBeVisible();
    await expect(dialog().getByText(/^No RIB: the owner enters it/)).toBeVisible();
  },
};

export const TooLongReference: Story = {
  play: async ({ args }) => {
    await userEvent.type(dialog().getByLabelText('Bank reference'), 'x'.repeat(65));
    await userEvent.click(dialog().getByRole('button', { name: 'Record the payouts' }));
    await expect(await dialog().findByText('At most 64 characters')).toBeVisible();
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

/** A refusal is said in the dialog and the reference typed stays. */
export const Refused: Story = {
  args: { onRecord: fn(() => Promise.reject(new Error('The payouts service is unavailable'))) },
  play: async ({ args }) => {
    await userEvent.type(dialog().getByLabelText('Bank reference'), 'VIR-1');
    await userEvent.click(dialog().getByRole('button', { name: 'Record the payouts' }));
    await waitFor(() => expect(args.onRecord).toHaveBeenCalled());
    await expect(await dialog().findByText('The payouts service is unavailable')).toBeVisible();
    await expect(dialog().getByLabelText('Bank reference')).toHaveValue('VIR-1');
  },
};

export const Results: Story = {
  args: { onRecord: fn(async () => storyResults) },
  play: async () => {
    await userEvent.type(dialog().getByLabelText('Bank reference'), 'VIR-2');
    await userEvent.click(dialog().getByRole('button', { name: 'Record the payouts' }));
    await expect(await dialog().findAllByTestId('payout-result')).toHaveLength(4);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** More statements than one transfer takes: said at once, and nothing can be recorded. */
export const TooMany: Story = {
  args: {
    rows: Array.from({ length: 201 }, (_, i) => ({
      ...storyUnpaid[0]!,
      statementId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    })),
  },
  play: async ({ args }) => {
    await waitFor(() => expect(dialog().getByText(/^At most 200 statements go in one transfer/)).toBeVisible());
    await expect(dialog().getByRole('button', { name: 'Record the payouts' })).toBeDisabled();
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};
