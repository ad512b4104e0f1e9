import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReviewSummaryCards } from './ReviewSummaryCards';
import { storySummary } from './storyData';

const meta = {
  title: 'Reviews/ReviewSummaryCards',
  component: ReviewSummaryCards,
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
  args: { summary: storySummary },
} satisfies Meta<typeof ReviewSummaryCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3.4 out of 5')).toBeVisible();
    await expect(canvas.getByText('Down from 4.1')).toBeVisible();
    await expect(canvas.getByText('Up from 3.8')).toBeVisible();
    await expect(canvas.getByText('Nothing to compare with')).toBeVisible();
    await expect(canvas.getByText('Great taste · 40')).toBeVisible();
  },
};

export const NothingRatedYet: Story = {
  args: {
    summary: {
      businessId: 'b1',
      periods: ([7, 30, 90] as const).map((days) => ({ days, average: null, count: 0, previousAverage: null, trend: 'none' as const })),
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
      topTags: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No ratings')).toHaveLength(3);
    await expect(canvas.getByText('No tags ticked yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { summary: undefined } };
