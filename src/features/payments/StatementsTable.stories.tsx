import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, screen, within } from 'storybook/test';
import { StatementsTable } from './StatementsTable';
import { statements } from './storyData';

const meta = {
  title: 'Payments/StatementsTable',
  component: StatementsTable,
  args: {
    rows: statements,
    total: 3,
    pagination: { current: 1, pageSize: 20, total: 3 },
    filters: {},
    onFiltersChange: fn(),
  },
} satisfies Meta<typeof StatementsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, key: string) =>
  within(canvas.getAllByRole('row').find((row: HTMLElement) => row.getAttribute('data-row-key') === key)!);

/** Newest first: a week awaiting its payout, a paid one (date and bank reference), one where the partner owes. */
export const ClosedAndPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 statements')).toBeVisible();
    const closed = rowOf(canvas, 'statement-4');
    await expect(closed.getByRole('link', { name: 'Open the statement of 16/11 – 22/11/2026' })).toHaveAttribute(
      'href',
      '/payments/statements/statement-4',
    );
    await expect(closed.getByText('Awaiting payment')).toBeVisible();
    await expect(closed.getByText('-61,20 dh')).toBeVisible();
    await expect(closed.getByText('271,30 dh')).toBeVisible();
    await expect(closed.getByRole('link', { name: '2026-000131' })).toHaveAttribute('href', '/payments/invoices/invoice-4');
    await expect(closed.getByRole('link', { name: '2026-000140' })).toBeVisible();
    const paid = rowOf(canvas, 'statement-3');
    await expect(paid.getByText('Paid on 11/11/2026')).toBeVisible();
    await expect(paid.getByText('VIR-2026-11-0412')).toBeVisible();
    const owing = rowOf(canvas, 'statement-2');
    await expect(owing.getByText('57,20 dh')).toBeVisible();
    await expect(owing.getByText('owed by you')).toBeVisible();
    await expect(owing.getByText('None')).toBeVisible();
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Paid'));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'paid' });
  },
};

export const FirstPageLoading: Story = {
  args: { rows: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the statements…')).toBeVisible();
    await expect(canvas.queryByText('No statements found')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No statements found')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rows: [], total: 0, failed: true, error: 'Service unavailable', onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The statements could not be loaded.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
