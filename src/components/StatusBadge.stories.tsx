import type { Meta, StoryObj } from '@storybook/react-vite';
import { Space } from 'antd';
import { expect, waitFor, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Orders/StatusBadge',
  component: StatusBadge,
  args: { status: 'waiting' },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingHint: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status waiting/ }));
    await waitFor(() => expect(within(document.body).getByText('please await our rider to be free!')).toBeVisible());
  },
};

export const ToClientHint: Story = {
  args: { status: 'comming' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status to client/ }));
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
    const green = canvas.getByText('confirme');
    const yellow = canvas.getByText('waiting');
    const blue = canvas.getByText('to client');
    await expect(getComputedStyle(green).backgroundColor).toBe('rgb(227, 244, 215)');
    await expect(getComputedStyle(yellow).backgroundColor).toBe('rgb(255, 244, 194)');
    await expect(getComputedStyle(blue).backgroundColor).toBe('rgb(228, 237, 255)');
    await expect(canvas.queryByRole('button', { name: /Status success/ })).toBeNull();
  },
};
