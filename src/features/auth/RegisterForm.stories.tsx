import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MSG } from '../../domain/messages';
import { AuthCard } from './AuthCard';
import { RegisterForm, type RegisterValues } from './RegisterForm';

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <AuthCard title="Become a partner">
        <Story />
      </AuthCard>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const VALID: RegisterValues = {
  role: 'restaurant_owner',
  name: 'Karim Bennani',
  email: 'karim@example.ma',
  phone: '0612345678',
  password: 'Strong@123',
  confirmPassword: 'Strong@123',
};

/** Types the given fields the way a person would; `role` clicks the matching button. */
async function fill({ canvas, userEvent }: PlayContext, values: Partial<RegisterValues>) {
  if (values.role) {
    // The radio input is hidden in its button; people click the button (the label).
    const radio = canvas.getByRole('radio', { name: values.role === 'restaurant_owner' ? 'Restaurant' : 'Store' });
    await userEvent.click(radio.closest('label')!);
    await expect(radio).toBeChecked();
  }
  if (values.name) await userEvent.type(canvas.getByLabelText('Full name'), values.name);
  if (values.email) await userEvent.type(canvas.getByLabelText('E-mail'), values.email);
  if (values.phone) await userEvent.type(canvas.getByLabelText('Phone'), values.phone);
  if (values.password) await userEvent.type(canvas.getByLabelText('Password'), values.password);
  if (values.confirmPassword) await userEvent.type(canvas.getByLabelText('Confirm password'), values.confirmPassword);
}

async function submit({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    for (const label of ['Full name', 'E-mail', 'Phone', 'Password', 'Confirm password']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('radiogroup', { name: 'I run a' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Restaurant' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Store' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const EmptySubmitted: Story = {
  play: async (ctx) => {
    await submit(ctx);
    const { canvas, args } = ctx;
    for (const message of [MSG.selectRole, MSG.nameRequired, MSG.emailRequired, MSG.phoneRequired, MSG.passwordRequired]) {
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WeakPassword: Story = {
  play: async (ctx) => {
    await fill(ctx, { ...VALID, password: 'password', confirmPassword: 'password' });
    await submit(ctx);
    await waitFor(() =>
      expect(
        ctx.canvas.getByText('Password must be at least 8 characters with uppercase, lowercase, number, and special character.'),
      ).toBeVisible(),
    );
    await expect(ctx.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async (ctx) => {
    await fill(ctx, { ...VALID, confirmPassword: 'Strong@124' });
    await submit(ctx);
    await waitFor(() => expect(ctx.canvas.getByText('Passwords do not match')).toBeVisible());
    await expect(ctx.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RoleNotSelected: Story = {
  play: async (ctx) => {
    const { role: _role, ...rest } = VALID;
    await fill(ctx, rest);
    await submit(ctx);
    await waitFor(() => expect(ctx.canvas.getByText('Please select a role')).toBeVisible());
    await expect(ctx.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidPhone: Story = {
  play: async (ctx) => {
    await fill(ctx, { ...VALID, phone: '12345' });
    await submit(ctx);
    await waitFor(() => expect(ctx.canvas.getByText(MSG.phoneInvalid)).toBeVisible());
    await expect(ctx.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmission: Story = {
  play: async (ctx) => {
    await fill(ctx, { ...VALID, role: 'store_owner' });
    await submit(ctx);
    await waitFor(() => expect(ctx.args.onSubmit).toHaveBeenCalledWith({ ...VALID, role: 'store_owner' }));
  },
};

export const Submitting: Story = {
  args: { submitting: true, initialValues: VALID },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Full name')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Create my account/ })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: MSG.registerFailed, initialValues: VALID },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Registration failed');
    // A failed registration keeps what was typed.
    await expect(canvas.getByLabelText('Full name')).toHaveValue(VALID.name);
    await expect(canvas.getByLabelText('E-mail')).toHaveValue(VALID.email);
  },
};

export const Success: Story = {
  args: { success: MSG.registerSuccess, initialValues: VALID },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Registration successful! Please login.');
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent you a link to confirm your e-mail.');
    await expect(canvas.getByRole('button', { name: 'Create my account' })).toBeDisabled();
  },
};

export const ConfirmationFollowsThePassword: Story = {
  play: async (ctx) => {
    const { canvas, userEvent } = ctx;
    await fill(ctx, { password: VALID.password, confirmPassword: VALID.password });
    await expect(canvas.queryByText(MSG.passwordsMismatch)).toBeNull();
    // Changing the password checks the confirmation again, as soon as it is typed.
    await userEvent.type(canvas.getByLabelText('Password'), '!');
    await waitFor(() => expect(canvas.getByText(MSG.passwordsMismatch)).toBeVisible());
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RoleByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Restaurant', { exact: true }));
    await expect(canvas.getByRole('radio', { name: 'Restaurant' })).toHaveFocus();
    // The arrow keys move the choice within the group, as with any radios.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Store' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Restaurant' })).not.toBeChecked();
  },
};
