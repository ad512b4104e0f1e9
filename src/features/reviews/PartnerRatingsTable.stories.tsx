import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PartnerRatingsTable } from './PartnerRatingsTable';
import { storyPartners } from './storyData';

const meta = {
  title: 'Reviews/PartnerRatingsTable',
  component: PartnerRatingsTable,
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    rows: storyPartners,
    total: storyPartners.length,
    pagination: { current: 1, pageSize: 20, total: storyPartners.length },
    filters: {},
    threshold: 3.5,
    onFiltersChange: fn(),
    onChange: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PartnerRatingsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lowest first; the one under the threshold is flagged; opening one reads its reviews. */
export const LowestFirst: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 partners')).toBeVisible();
    await expect(canvas.getByText('Under 3.5')).toBeVisible();
    await expect(canvas.getByText('2.4 (7)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read the reviews: Marché Al Amal' }));
    await expect(args.onOpen).toHaveBeenCalledWith(storyPartners[0]);
    await userEvent.click(canvas.getByLabelText('Only under the alert threshold'));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ belowThreshold: true });
  },
};

export const Empty: Story = { args: { rows: [], total: 0, pagination: { current: 1, pageSize: 20, total: 0 } } };

export const Failed: Story = { args: { rows: [], total: 0, failed: true } };
