import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DisputesTable } from './DisputesTable';
import { storyDecided, storyDisputes } from './storyData';

const meta = {
  title: 'OrderProblems/DisputesTable',
  component: DisputesTable,
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    rows: storyDisputes,
    total: storyDisputes.length,
    pagination: { current: 1, pageSize: 20, total: storyDisputes.length },
    filters: { status: 'open' },
    onFiltersChange: fn(),
    onChange: fn(),
    onRetry: fn(),
    onDecide: fn(),
  },
} satisfies Meta<typeof DisputesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 disputes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Decide the dispute of order #1161' }));
    await expect(args.onDecide).toHaveBeenCalledWith(args.rows[0]);
    await userEvent.click(canvas.getByText('Upheld'));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'upheld' });
  },
};

export const Decided: Story = {
  args: { rows: storyDecided, total: storyDecided.length, filters: { status: 'reversed' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Decide the dispute/ })).toBeNull();
    await expect(canvas.getByText('Reversed by Amina Admin', { exact: false })).toBeVisible();
  },
};

export const NoneOpen: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No disputes found')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
