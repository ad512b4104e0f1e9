import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import SalesChart from './SalesChart';
import { SAMPLE_SERIES } from './sampleData';

const meta = {
  title: 'Dashboard/SalesChart',
  component: SalesChart,
  args: { data: SAMPLE_SERIES, type: 'line', period: 'monthly' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SalesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawsACanvas: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull(), { timeout: 5000 });
};

export const Line: Story = { play: drawsACanvas };
export const Bar: Story = { args: { type: 'bar' }, play: drawsACanvas };
export const Area: Story = { args: { type: 'area' }, play: drawsACanvas };
export const Empty: Story = {
  args: { data: SAMPLE_SERIES.map((p) => ({ ...p, totalOrder: 0, success: 0, refused: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data available.')).toBeVisible();
  },
};
