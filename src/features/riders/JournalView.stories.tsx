import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { JournalView } from './JournalView';
import { storyJournal, storyJournalFirstPeriod, storyJournalInProgress } from './storyData';

const meta = {
  title: 'Riders/JournalView',
  component: JournalView,
  // No animations: the dialog is checked as soon as it opens.
  decorators: [
    (Story) => (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <main style={{ padding: 24, background: '#f5f5f5' }}>
          <Story />
        </main>
      </ConfigProvider>
    ),
  ],
  args: { data: storyJournal, onConfirm: fn(async () => ({})), onRetry: fn() },
} satisfies Meta<typeof JournalView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Journal: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Journal of Rachid Rider' })).toBeVisible();
    // Fees of delivered orders: restaurants 3 × 10, stores 1 × 10, packs 1 × 10, Easy Market 1 × 10.
    await expect(canvasElement.querySelector('.ant-statistic')).toHaveTextContent('Total to pay60,00 dh');
    await expect(canvas.getByText('Since the payment of 09/11/2026 18:30 (UTC)')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Restaurants (4)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Easy Market (2)' })).toBeVisible();
  },
};

export const ConfirmPayment: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Confirm payment/ }));
    const element = await screen.findByRole('dialog', { name: /Confirm the payment of 60,00.dh to Rachid Rider\?/ });
    // The confirmation opens with an animation.
    await waitFor(() => expect(element).toBeVisible());
    const dialog = within(element);
    await userEvent.click(dialog.getByRole('button', { name: /Confirm payment/ }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
  },
};

export const CancelConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Confirm payment/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Exports: Story = {
  play: async ({ canvas }) => {
    // The server writes the files, in the reader's language and clock.
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
    await expect(canvas.getByRole('columnheader', { name: 'Created (UTC)' })).toBeVisible();
  },
};

export const NothingToPayYet: Story = {
  args: { data: storyJournalInProgress },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-statistic')).toHaveTextContent('Total to pay0,00 dh');
    await expect(canvas.getByRole('button', { name: /Confirm payment/ })).toBeDisabled();
    await expect(canvas.getByText('No finished order to pay yet')).toBeVisible();
  },
};

export const FirstPeriod: Story = {
  args: { data: storyJournalFirstPeriod },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Since the first order (no payment yet)')).toBeVisible();
  },
};

export const Paying: Story = { args: { confirming: true } };

export const Loading: Story = { args: { data: undefined, loading: true } };

export const RiderNotFound: Story = {
  args: { data: undefined, error: { statusCode: 404, message: 'Rider not found' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This rider does not exist.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { data: undefined, error: { statusCode: 500, message: 'The server cannot be reached. Check your connection.' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The journal could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
