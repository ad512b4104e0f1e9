import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullPageSpinner } from './FullPageSpinner';

const meta = {
  title: 'Shell/FullPageSpinner',
  component: FullPageSpinner,
} satisfies Meta<typeof FullPageSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    // Plain CSS, turning: no antd Spin on the first screens.
    const spinner = status.querySelector('.full-page-spinner');
    await expect(spinner).not.toBeNull();
    await expect(getComputedStyle(spinner!).animationName).toBe('full-page-spin');
    await expect(status.querySelector('.ant-spin')).toBeNull();
  },
};
