import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AuthCard } from './AuthCard';
import { SecondFactorForm } from './SecondFactorForm';

const meta = {
  title: 'Auth/SecondFactorForm',
  component: SecondFactorForm,
  args: { onSubmit: fn(), onBack: fn() },
  decorators: [
    (Story) => (
      <AuthCard title="Two-factor sign-in">
        <Story />
      </AuthCard>
    ),
  ],
} satisfies Meta<typeof SecondFactorForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A code from the app is sent as typed (spaces dropped at the ends); a malformed one is refused on its field. */
export const TypingACode: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Code'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByText('This code is not valid. Enter the current code from your app, or a recovery code.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Code'), '6');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('123456'));
  },
};

/** A recovery code is accepted in place of a code; the way back to the password step is there. */
export const ARecoveryCode: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Code'), 'abcde-23456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('abcde-23456'));
    await userEvent.click(canvas.getByRole('button', { name: 'Use another account' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The server refused the code: said above the field. */
export const Refused: Story = {
  args: { error: 'This code is not valid. Enter the current code from your app, or a recovery code.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This code is not valid');
  },
};
