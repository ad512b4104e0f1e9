import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatementDialog } from './StatementDialog';
import { storyStatement } from './storyData';

const meta = {
  title: 'Payouts/StatementDialog',
  component: StatementDialog,
  // No animations: the dialog is checked as soon as it opens.
  decorators: [
    (Story) => (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Story />
      </ConfigProvider>
    ),
  ],
  args: {
    heading: { businessName: 'Dar Zitoun', weekStart: '2026-11-16' },
    statement: storyStatement,
    invoiceHref: (id: string) => `/payments/invoices/${id}`,
    onIssueCreditNote: fn(),
    onClose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StatementDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal, outside the story's canvas. */
const dialog = async () => {
  const element = await screen.findByRole('dialog');
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};

export const WithInvoice: Story = {
  play: async ({ args }) => {
    await expect((await dialog()).getByText('5 120,00 dh')).toBeVisible();
    await expect((await dialog()).getByRole('link', { name: /Open invoice 2026-000123/ })).toHaveAttribute(
      'href',
      '/payments/invoices/50000000-0000-4000-8000-000000000001',
    );
    await userEvent.click((await dialog()).getByRole('button', { name: 'Issue a credit note' }));
    await expect(args.onIssueCreditNote).toHaveBeenCalled();
  },
};

export const Credited: Story = {
  args: {
    statement: {
      ...storyStatement,
      status: 'paid',
      invoice: { ...storyStatement.invoice!, creditNote: { _id: 'cn-1', number: '2026-000130' } },
    },
  },
  play: async () => {
    await expect((await dialog()).getByRole('link', { name: 'Credit note 2026-000130' })).toBeVisible();
    await expect((await dialog()).queryByRole('button', { name: 'Issue a credit note' })).toBeNull();
  },
};

export const NoCommission: Story = {
  args: { statement: { ...storyStatement, invoice: null } },
  play: async () => {
    await expect((await dialog()).getByText('No invoice: no commission this week')).toBeVisible();
  },
};

export const Loading: Story = { args: { statement: undefined } };

export const Failed: Story = {
  args: { statement: undefined, failed: true },
  play: async () => {
    await expect((await dialog()).getByText('The statement could not be loaded.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
