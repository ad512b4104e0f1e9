import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RecoveryCodes } from './TwoFactorCard';

const meta = {
  title: 'Profile/RecoveryCodes',
  component: RecoveryCodes,
  args: {
    codes: [
      'abcde-23456',
      'fghij-34567',
      'kmnpq-45678',
      'rstuv-56789',
      'wxyza-67892',
      'bcdef-78923',
      'ghijk-89234',
      'mnpqr-92345',
      'stuvw-23457',
      'xyzab-34568',
    ],
    onDone: fn(),
  },
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 640 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof RecoveryCodes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ten codes, shown once, left to right in every language; "I have saved them" closes them. */
export const ShownOnce: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByTestId('recovery-codes');
    await expect(list.querySelectorAll('li')).toHaveLength(10);
    await expect(list).toHaveAttribute('dir', 'ltr');
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};
