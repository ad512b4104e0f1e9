import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReconciliationReport, type Reconciliation } from './ReconciliationReport';

const balanced: Reconciliation = {
  from: '2026-10-26',
  to: '2026-11-22',
  checks: [
    { key: 'ordersToLedger', left: { count: 412, amount: 48210.5 }, right: { count: 412, amount: 48210.5 }, difference: 0 },
    { key: 'statementsToEntries', left: { count: 12, amount: 39877.2 }, right: { count: 1650, amount: 39877.2 }, difference: 0 },
    { key: 'statementsToPayouts', left: { count: 9, amount: 30110 }, right: { count: 9, amount: 30110 }, difference: 0 },
  ],
};

const meta = {
  title: 'Payouts/ReconciliationReport',
  component: ReconciliationReport,
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
  args: { report: balanced, onRetry: fn() },
} satisfies Meta<typeof ReconciliationReport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Balanced: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Balanced')).toHaveLength(3);
    await expect(within(canvas.getByTestId('check-ordersToLedger')).getAllByText('48 210,50 dh')).toHaveLength(2);
  },
};

/** A sales entry missing: the first pair differs, said in red. */
export const Unbalanced: Story = {
  args: {
    report: {
      ...balanced,
      checks: [
        { key: 'ordersToLedger', left: { count: 412, amount: 48210.5 }, right: { count: 411, amount: 48145 }, difference: 65.5 },
        ...balanced.checks.slice(1),
      ],
    },
  },
  play: async ({ canvas }) => {
    const check = within(canvas.getByTestId('check-ordersToLedger'));
    await expect(check.getByTestId('difference')).toHaveTextContent('65,50 dh');
    await expect(check.queryByText('Balanced')).toBeNull();
    await expect(canvas.getAllByText('Balanced')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { report: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the report…')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { report: undefined, failed: true, error: 'The period must be at most 366 days' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The report could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('The period must be at most 366 days')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
