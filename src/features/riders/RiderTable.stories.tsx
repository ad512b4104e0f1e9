import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RiderTable } from './RiderTable';
import { storyRiders } from './storyData';

const meta = {
  title: 'Riders/RiderTable',
  component: RiderTable,
  decorators: [(Story) => <main style={{ padding: 24 }}><Story /></main>],
  args: { riders: storyRiders, onRetry: fn() },
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
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Rider number'), '103');
    await expect(rows(canvasElement)).toHaveLength(1);
    await expect(canvas.getByText('Said Ouali')).toBeVisible();
  },
};

export const SearchByName: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Rider name'), 'berrada');
    await expect(rows(canvasElement)).toHaveLength(1);
    await expect(canvas.getByText('Anas Berrada')).toBeVisible();
  },
};

export const NoRidersFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Rider name'), 'nobody');
    await expect(canvas.getByText('No riders found')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { riders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No riders found')).toBeVisible();
  },
};

export const Loading: Story = { args: { riders: [], loading: true } };

export const FetchFailed: Story = {
  args: { riders: [], failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The riders could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
