import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CreditNoteDialog } from './CreditNoteDialog';

const meta = {
  title: 'Payouts/CreditNoteDialog',
  component: CreditNoteDialog,
  // No animations: the dialog is checked as soon as it opens.
  decorators: [
    (Story) => (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Story />
      </ConfigProvider>
    ),
  ],
  args: {
    invoice: { _id: '50000000-0000-4000-8000-000000000001', number: '2026-000123' },
    onIssue: fn(async () => ({ number: '2026-000130' })),
    onClose: fn(),
  },
} satisfies Meta<typeof CreditNoteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmation opened over the dialog (both share the test's fixed title id, so it is found by its title's text). */
const confirmation = async (title: string | RegExp) => {
  const [heading] = await screen.findAllByText(title, { selector: '.ant-modal-confirm-title' });
  return within(heading!.closest<HTMLElement>('[role="dialog"]')!);
};

const dialog = () => within(screen.getAllByRole('dialog')[0]!);

/** The reason is required, then confirmed, then sent. */
export const IssuesAfterConfirming: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Issue the credit note' }));
    await expect(await dialog().findByText('Enter the reason')).toBeVisible();
    await userEvent.type(dialog().getByLabelText('Reason'), 'Commission charged on a refunded order');
    await userEvent.click(dialog().getByRole('button', { name: 'Issue the credit note' }));
    const confirm = await confirmation('Issue a credit note for invoice 2026-000123?');
    await expect(args.onIssue).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole('button', { name: 'Issue it' }));
    await waitFor(() => expect(args.onIssue).toHaveBeenCalledWith('Commission charged on a refunded order'));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const Refused: Story = {
  args: { onIssue: fn(() => Promise.reject(new Error('This invoice already has a credit note'))) },
  play: async () => {
    await userEvent.type(dialog().getByLabelText('Reason'), 'Wrong rate');
    await userEvent.click(dialog().getByRole('button', { name: 'Issue the credit note' }));
    await userEvent.click((await confirmation(/^Issue a credit note/)).getByRole('button', { name: 'Issue it' }));
    await expect(await dialog().findByText('This invoice already has a credit note')).toBeVisible();
    await expect(dialog().getByLabelText('Reason')).toHaveValue('Wrong rate');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
