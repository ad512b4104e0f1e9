import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { StepUpDialogView } from './StepUpDialog';

const meta = {
  title: 'Components/StepUpDialog',
  component: StepUpDialogView,
  args: { open: true, withCode: true, checking: false, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof StepUpDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An account with a second factor confirms with a code of its app. */
export const WithACode: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await waitFor(() => within(document.body).getByRole('dialog', { name: 'Confirm it is you' })));
    await expect(dialog.getByText('Enter the 6-digit code from your authenticator app, or a recovery code.')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Code'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('123456'));
  },
};

/** Without a second factor: the password, hidden as typed. */
export const WithThePassword: Story = {
  args: { withCode: false },
  play: async ({ args, userEvent }) => {
    const dialog = within(await waitFor(() => within(document.body).getByRole('dialog', { name: 'Confirm it is you' })));
    await expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.type(dialog.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Demo@1234'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A wrong code is said in the dialog, which stays open. */
export const WrongCode: Story = {
  args: { error: 'This code is not valid. Enter the current code from your app.' },
  play: async () => {
    const dialog = within(await waitFor(() => within(document.body).getByRole('dialog', { name: 'Confirm it is you' })));
    await expect(dialog.getByRole('alert')).toHaveTextContent('This code is not valid');
  },
};
