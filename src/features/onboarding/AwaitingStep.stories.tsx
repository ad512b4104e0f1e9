import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AwaitingStep } from './AwaitingStep';

const meta = {
  title: 'Onboarding/AwaitingStep',
  component: AwaitingStep,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
  ],
  args: { onLogout: fn() },
} satisfies Meta<typeof AwaitingStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Your account is awaiting verification' })).toBeVisible();
    await expect(canvas.getByText(/within 24-48 hours/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
