import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DeviceList } from './DeviceList';

const phone = {
  _id: 'd1',
  browser: 'Chrome · Android',
  endpoint: 'https://fcm.googleapis.com/fcm/send/phone',
  createdAt: '2026-11-20T09:15:00Z',
};
const laptop = {
  _id: 'd2',
  browser: 'Firefox · Windows',
  endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/laptop',
  createdAt: '2026-10-02T18:40:00Z',
};

const meta = {
  title: 'Components/DeviceList',
  component: DeviceList,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 520 }}>
        <Story />
      </main>
    ),
  ],
  args: { devices: [phone, laptop], currentEndpoint: phone.endpoint, onRemove: fn() },
} satisfies Meta<typeof DeviceList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each device with its browser and the date it was added; this one is marked. */
export const TwoDevices: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Chrome · Android')).toBeVisible();
    await expect(canvas.getByText('Since 20/11/2026')).toBeVisible();
    await expect(canvas.getAllByText('This device')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Firefox · Windows' }));
    await expect(args.onRemove).toHaveBeenCalledWith(laptop);
  },
};

export const Removing: Story = { args: { removingId: 'd2' } };

export const NoDevice: Story = {
  args: { devices: [] },
  play: async ({ canvas }) => expect(canvas.getByText('No device is notified yet.')).toBeVisible(),
};

export const LoadFailed: Story = {
  args: { failed: true },
  play: async ({ canvas }) => expect(canvas.getByText('The devices could not be loaded.')).toBeVisible(),
};
