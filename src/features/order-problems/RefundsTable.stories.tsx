import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RefundsTable } from './RefundsTable';
import { storyRefunds } from './storyData';

const meta = {
  title: 'OrderProblems/RefundsTable',
  component: RefundsTable,
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    rows: storyRefunds,
    total: storyRefunds.length,
    pagination: { current: 1, pageSize: 20, total: storyRefunds.length },
    filters: {},
    onFiltersChange: fn(),
    onChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RefundsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: RegExp) =>
  [...canvasElement.querySelectorAll<HTMLElement>('tr.ant-table-row')].find((row) => text.test(row.textContent ?? ''))!;

export const Refunds: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('3 refunds')).toBeVisible();
    const disputed = within(rowOf(canvasElement, /#1161/));
    await expect(disputed.getByText(/Seafood pizza\u2069 × 1 · Missing/)).toBeVisible();
    await expect(disputed.getByText('Open')).toBeVisible();
    await expect(within(rowOf(canvasElement, /#1162/)).getByText('Whole order')).toBeVisible();
    await expect(within(rowOf(canvasElement, /#1163/)).getByText(/Mint tea\u2069 × 2 · Missing/)).toBeVisible();
  },
};

export const NoneFound: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No refunds found')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
