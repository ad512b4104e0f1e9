import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CancelledTable } from './CancelledTable';
import { storyCancelled } from './storyData';

const meta = {
  title: 'OrderProblems/CancelledTable',
  component: CancelledTable,
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    rows: storyCancelled,
    total: storyCancelled.length,
    pagination: { current: 1, pageSize: 20, total: storyCancelled.length },
    filters: {},
    onFiltersChange: fn(),
    onChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CancelledTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: RegExp) =>
  [...canvasElement.querySelectorAll<HTMLElement>('tr.ant-table-row')].find((row) => text.test(row.textContent ?? ''))!;

export const Cancelled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('3 cancelled orders')).toBeVisible();
    const first = within(rowOf(canvasElement, /#1181/));
    await expect(first.getByText('Duplicate order placed twice by the customer app')).toBeVisible();
    await expect(first.getByText('Before acceptance: costs nobody anything')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Open order #1181' })).toBeVisible();
    const second = within(rowOf(canvasElement, /#1182/));
    await expect(second.getByText('Item unavailable')).toBeVisible();
    await expect(second.getByText('Business', { selector: '.ant-tag' })).toBeVisible();
    await expect(within(rowOf(canvasElement, /#1183/)).getByText('Split 50/50')).toBeVisible();
  },
};

export const Filtering: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Cancelled by' }));
    await userEvent.click(await within(document.body).findByTitle('Cancelled by: Business'));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ by: 'business' });
  },
};

export const FirstPageLoading: Story = {
  args: { rows: [], total: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the cancelled orders…')).toBeVisible();
    await expect(canvas.queryByText('No cancelled orders found')).toBeNull();
  },
};

export const NoneFound: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No cancelled orders found')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rows: [], total: 0, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The list could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
