import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProblemRatesSection } from './ProblemRatesSection';

const meta = {
  title: 'Partners/ProblemRatesSection',
  component: ProblemRatesSection,
  decorators: [
    (Story) => (
      <main style={{ padding: 16, maxWidth: 560 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    rates: {
      businessId: '10000000-0000-4000-8000-000000000001',
      name: 'Dar Zitoun',
      type: 'restaurant',
      orders: 35,
      cancelled: 2,
      cancellationRate: 571,
      delivered: 21,
      refunds: 3,
      refundRate: 1429,
      weekStart: '2026-11-23',
    },
    onRetry: fn(),
  },
} satisfies Meta<typeof ProblemRatesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThisWeek: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5.71 %')).toBeVisible();
    await expect(canvas.getByText('3 of 21')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the desk' })).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { rates: { ...meta.args.rates, orders: 0, cancelled: 0, cancellationRate: 0, delivered: 0, refunds: 0, refundRate: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders this week')).toBeVisible();
  },
};

export const Loading: Story = { args: { rates: undefined } };

export const Failed: Story = {
  args: { rates: undefined, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The week’s rates could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
