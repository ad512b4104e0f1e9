import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { expect } from 'storybook/test';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Auth/AuthCard',
  component: AuthCard,
  args: {
    title: 'Reset your password',
    children: (
      <Typography.Paragraph>Enter your account's e-mail and we will send you a link to choose a new password.</Typography.Paragraph>
    ),
  },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Oujda Marketplace/ })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByText(/send you a link/));
  },
};
