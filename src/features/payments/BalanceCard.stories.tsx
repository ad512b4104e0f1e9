import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceCard } from './BalanceCard';

const meta = {
  title: 'Payments/BalanceCard',
  component: BalanceCard,
  args: { balance: 3412.35 },
} satisfies Meta<typeof BalanceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OwedToThePartner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The platform owes you')).toBeVisible();
    await expect(canvas.getByText('3 412,35 dh')).toBeVisible();
  },
};

/** Refunds and collections can leave the partner owing: said in words, the amount without a sign. */
export const OwedByThePartner: Story = {
  args: { balance: -127.4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You owe the platform')).toBeVisible();
    await expect(canvas.getByText('127,40 dh')).toBeVisible();
  },
};

export const Settled: Story = { args: { balance: 0 } };

export const Loading: Story = { args: { balance: undefined } };

export const Failed: Story = {
  args: { balance: undefined, failed: true, error: 'Service unavailable', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The balance could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
