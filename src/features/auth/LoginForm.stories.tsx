import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MSG } from '../../domain/messages';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <AuthCard title="Log in to your back-office">
        <Story />
      </AuthCard>
    ),
  ],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  },
};

export const Filled: Story = {
  args: { initialValues: { email: 'owner@example.ma', password: 'Demo@1234' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('owner@example.ma');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'owner@example.ma', password: 'Demo@1234', remember: true }));
  },
};

export const TypingAndSubmitting: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'admin@example.ma');
    await userEvent.type(canvas.getByLabelText('Password'), 'Demo@1234');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'admin@example.ma', password: 'Demo@1234', remember: false }));
  },
};

export const Submitting: Story = {
  args: { submitting: true, initialValues: { email: 'owner@example.ma', password: 'Demo@1234' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toBeDisabled();
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Log in/ })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: MSG.invalidCredentials, initialValues: { email: 'owner@example.ma' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
    // A failed login keeps what was typed.
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('owner@example.ma');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByText('Email is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Password is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.type(canvas.getByLabelText('Password'), 'whatever');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByText('Please enter a valid email')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordShown: Story = {
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'Demo@1234');
    await expect(password).toHaveAttribute('type', 'password');
    const eye = canvas.getByRole('button', { name: 'Show password' });
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
    // A button of its own: reached with Tab from the field, pressed with the keyboard.
    password.focus();
    await userEvent.tab();
    await expect(eye).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveValue('Demo@1234');
  },
};
