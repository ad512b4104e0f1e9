import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RatesTable } from './RatesTable';
import { STORY_WEEKS, storyRates } from './storyData';

const meta = {
  title: 'OrderProblems/RatesTable',
  component: RatesTable,
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    rows: storyRates,
    total: storyRates.length,
    pagination: { current: 1, pageSize: 20, total: storyRates.length },
    filters: {},
    weeks: STORY_WEEKS,
    onFiltersChange: fn(),
    onChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RatesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: RegExp) =>
  [...canvasElement.querySelectorAll<HTMLElement>('tr.ant-table-row')].find((row) => text.test(row.textContent ?? ''))!;

export const ThisWeek: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('2 businesses with orders')).toBeVisible();
    const zitoun = within(rowOf(canvasElement, /Dar Zitoun/));
    await expect(zitoun.getByText('5.71 %')).toBeVisible();
    await expect(zitoun.getByText('2 of 35')).toBeVisible();
    await expect(zitoun.getByText('14.29 %')).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders found this week')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
