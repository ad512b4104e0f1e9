import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LateTable } from './LateTable';
import { storyLate } from './storyData';

const meta = {
  title: 'OrderProblems/LateTable',
  component: LateTable,
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    rows: storyLate,
    total: storyLate.length,
    pagination: { current: 1, pageSize: 20, total: storyLate.length },
    filters: {},
    onFiltersChange: fn(),
    onChange: fn(),
    onRetry: fn(),
    now: new Date('2026-11-25T11:30:00.000Z'),
  },
} satisfies Meta<typeof LateTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: RegExp) =>
  [...canvasElement.querySelectorAll<HTMLElement>('tr.ant-table-row')].find((row) => text.test(row.textContent ?? ''))!;

export const Late: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('2 late orders')).toBeVisible();
    await expect(within(rowOf(canvasElement, /#1184/)).getByText('25 min')).toBeVisible();
    await expect(within(rowOf(canvasElement, /#1185/)).getByText('2 h 10 min')).toBeVisible();
  },
};

export const NoneLate: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No late orders found')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
