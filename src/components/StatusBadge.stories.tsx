import type { Meta, StoryObj } from '@storybook/react-vite';
import { Space } from 'antd';
import { expect, waitFor, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Orders/StatusBadge',
  component: StatusBadge,
  args: { status: 'waiting' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingHint: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status Waiting for a rider/ }));
    await waitFor(() => expect(within(document.body).getByText('please await our rider to be free!')).toBeVisible());
  },
};

export const OnTheWayHint: Story = {
  args: { status: 'comming' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status On the way/ }));
    await waitFor(() => expect(within(document.body).getByText('the rider is on road to client!')).toBeVisible());
  },
};

export const EveryStatus: Story = {
  render: () => (
    <Space wrap>
      {['new', 'waiting', 'confirme', 'comming', 'succes', 'refusée'].map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </Space>
  ),
  play: async ({ canvas }) => {
    const green = canvas.getByText('Confirmed');
    const yellow = canvas.getByText('Waiting for a rider');
    const blue = canvas.getByText('On the way');
    const red = canvas.getByText('Refused');
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(getComputedStyle(red).backgroundColor).toBe('rgb(253, 232, 231)');
    await expect(getComputedStyle(green).backgroundColor).toBe('rgb(227, 244, 215)');
    await expect(getComputedStyle(yellow).backgroundColor).toBe('rgb(255, 244, 194)');
    await expect(getComputedStyle(blue).backgroundColor).toBe('rgb(228, 237, 255)');
    await expect(canvas.queryByRole('button', { name: /Status Delivered/ })).toBeNull();
  },
};
