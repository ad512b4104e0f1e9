import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RiderTable } from './RiderTable';
import { storyRiders } from './storyData';

const meta = {
  title: 'Riders/RiderTable',
  component: RiderTable,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    riders: storyRiders,
    total: storyRiders.length,
    pagination: { current: 1, pageSize: 20, total: storyRiders.length },
    filters: {},
    onFiltersChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RiderTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (el: HTMLElement) => el.querySelectorAll('.ant-table-tbody tr.ant-table-row');

export const AllRiders: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(5);
    await expect(canvas.getAllByText('available')).toHaveLength(2);
    await expect(canvas.getAllByText('on delivery')).toHaveLength(1);
    // 'offline' is not a known availability: it reads unavailable.
    await expect(canvas.getAllByText('unavailable')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Open the journal of Rachid Rider' })).toHaveAttribute('href', '/journal/r-101');
  },
};

export const SearchByNumber: Story = {
  play: async ({ canvas, args }) => {
    // Only digits go in; the search is sent once typing pauses.
    await userEvent.type(canvas.getByLabelText('Rider number'), '1a03');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledWith({ number: '103' }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
  },
};

export const SearchByName: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Rider name'), 'berrada');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledWith({ q: 'berrada' }));
  },
};

export const SaysTheTotal: Story = {
  args: { riders: storyRiders.slice(0, 2), total: 1208, pagination: { current: 3, pageSize: 2, total: 1208 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1,208 riders/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { riders: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No riders found')).toBeVisible();
  },
};

/** The first page is on its way: the table says so, and never that no rider exists. */
export const Loading: Story = {
  args: { riders: [], total: 0, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-table-placeholder')).toHaveTextContent('Loading…');
    await expect(canvas.queryByText('No riders found')).toBeNull();
  },
};

export const FetchFailed: Story = {
  args: { riders: [], total: 0, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The riders could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
