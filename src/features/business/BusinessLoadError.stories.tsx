import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BusinessLoadError } from './BusinessLoadError';

const meta = {
  title: 'Business/BusinessLoadError',
  component: BusinessLoadError,
  args: { onRetry: fn() },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof BusinessLoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Something went wrong on the server. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
