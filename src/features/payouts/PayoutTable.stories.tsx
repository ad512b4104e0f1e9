import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayoutTable, type PayoutTableProps } from './PayoutTable';
import { SelectionBar } from './SelectionBar';
import { storyPaid, storyUnpaid } from './storyData';
import type { PayoutRow } from './types';

const WEEKS = ['2026-11-16', '2026-11-09', '2026-11-02'];

/** The table as the page draws it: ticking rows shows the selection bar with its totals. */
function WithSelection(props: PayoutTableProps) {
  const [selected, setSelected] = useState<PayoutRow[]>([]);
  return (
    <PayoutTable
      {...props}
      selectedRows={selected}
      onSelectionChange={(_, rows) => setSelected(rows)}
      selectionBar={
        selected.length > 0 && (
          <SelectionBar nets={selected.map((row) => row.net)} onRecord={fn()} onDownload={fn()} onClear={() => setSelected([])} />
        )
      }
    />
  );
}

const meta = {
  title: 'Payouts/PayoutTable',
  component: PayoutTable,
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
  render: (args) => <WithSelection {...args} />,
  args: {
    view: 'unpaid',
    rows: storyUnpaid,
    total: storyUnpaid.length,
    pagination: { current: 1, pageSize: 20, total: storyUnpaid.length },
    filters: {},
    weeks: WEEKS,
    onFiltersChange: fn(),
    onChange: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PayoutTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, name: RegExp) =>
  [...canvasElement.querySelectorAll<HTMLElement>('tr.ant-table-row')].filter((row) => name.test(row.textContent ?? ''));

export const ToPay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('4 statements')).toBeVisible();
    const [fix] = rowOf(canvasElement, /Oujda Fix/);
    await expect(within(fix!).getByText('64,80 dh')).toBeVisible();
    await expect(within(fix!).getByText('To collect')).toBeVisible();
    await expect(within(fix!).getByText('Missing')).toBeVisible();
    const [amal] = rowOf(canvasElement, /Al Amal/);
    await expect(within(amal!).getByText('Not verified')).toBeVisible();
    await expect(within(amal!).getByText('16/11 – 22/11/2026')).toBeVisible();
  },
};

/** Ticking two statements says what they pay and collect. */
export const Selecting: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Select the statement of Marché Al Amal for 16/11 – 22/11/2026'));
    await userEvent.click(canvas.getByLabelText('Select the statement of Oujda Fix for 16/11 – 22/11/2026'));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(canvas.getByTestId('selection-to-pay')).toHaveTextContent('1 875,00 dh');
    await expect(canvas.getByTestId('selection-to-collect')).toHaveTextContent('64,80 dh');
    await expect(canvas.getByRole('button', { name: 'Record payouts' })).toBeVisible();
  },
};

export const Paid: Story = {
  args: { view: 'paid', rows: storyPaid, total: storyPaid.length, pagination: { current: 1, pageSize: 20, total: storyPaid.length } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^\u206610\/11\/2026\u2069, ref. \u2066VIR-2026-11-10\u2069$/)).toHaveLength(2);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const FirstPageLoading: Story = {
  args: { rows: [], total: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the statements…')).toBeVisible();
    await expect(canvas.queryByText('No statements to pay found')).toBeNull();
  },
};

export const NothingToPay: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No statements to pay found')).toBeVisible();
    await expect(canvas.getByText('0 statements')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rows: [], total: 0, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The statements could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
