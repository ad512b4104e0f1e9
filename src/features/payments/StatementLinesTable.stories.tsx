import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StatementLinesTable } from './StatementLinesTable';
import { statementLines } from './storyData';

const meta = {
  title: 'Payments/StatementLinesTable',
  component: StatementLinesTable,
  args: { rows: statementLines, total: 4, pagination: { current: 1, pageSize: 20, total: 4 } },
} satisfies Meta<typeof StatementLinesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each order's money, delivered at on the account's clock (named); a late one is tagged. */
export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 orders')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Delivered at (UTC)' })).toBeVisible();
    await expect(canvas.getByText('16/11/2026 12:41')).toBeVisible();
    const late = within(canvas.getAllByRole('row').find((row) => row.getAttribute('data-row-key') === 'order-0-late')!);
    await expect(late.getByText('Late adjustment')).toBeVisible();
    await expect(late.getByText('12,50 dh')).toBeVisible();
  },
};

export const FirstPageLoading: Story = {
  args: { rows: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('No orders found')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders found')).toBeVisible();
  },
};

export const Failed: Story = { args: { rows: [], total: 0, failed: true, error: 'Service unavailable', onRetry: fn() } };

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
