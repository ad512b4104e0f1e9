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
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await expect(canvas.getByRole('status').querySelector('.ant-spin-spinning')).not.toBeNull();
  },
};
