import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SalesOverviewCards } from './SalesOverviewCards';

const meta = {
  title: 'Dashboard/SalesOverviewCards',
  component: SalesOverviewCards,
  // As on the dashboard, inside the page's padding (the cards' gutter reaches 8px past the row's edges).
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SalesOverviewCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { overview: { totalSales: 38076.5, totalOrders: 257, orderTypes: { success: 217, refused: 34 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('38 076,50 dh')).toBeVisible();
    await expect(canvas.getByText('257')).toBeVisible();
    await expect(canvas.getByText('Refused')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { overview: { totalSales: 0, totalOrders: 0, orderTypes: { success: 0, refused: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0,00 dh')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };
