import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EditEmailDialog } from './EditEmailDialog';
import { storyPartners } from './storyData';

const meta = {
  title: 'Partners/EditEmailDialog',
  component: EditEmailDialog,
  // No animations: the dialog is checked as soon as it opens.
  decorators: [
    (Story) => (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Story />
      </ConfigProvider>
    ),
  ],
  args: { partner: storyPartners[0]!, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof EditEmailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal, outside the story's canvas. */
const dialog = async () => {
  const element = await screen.findByRole('dialog', { name: 'Change e-mail' });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};

export const Open: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    // The address is isolated and left to right, inside the same line as the name.
    const current = d.getByText('youssef@demo.ma');
    await expect(current).toHaveAttribute('dir', 'ltr');
    await expect(current.parentElement).toHaveTextContent('Youssef Benali — youssef@demo.ma');
    await userEvent.type(d.getByLabelText('New e-mail'), ' Youssef.B@Example.ma ');
    await userEvent.click(d.getByRole('button', { name: 'Save e-mail' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Youssef.B@Example.ma'));
  },
};

export const InvalidAddress: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByLabelText('New e-mail'), 'youssef@nowhere');
    await userEvent.click(d.getByRole('button', { name: 'Save e-mail' }));
    await expect(await d.findByText('Please enter a valid email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Save e-mail' }));
    await expect(await d.findByText('Enter the new e-mail address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AddressInUse: Story = {
  args: { error: 'This e-mail is already registered' },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('Failed to update email.')).toBeVisible();
    await expect(d.getByText('This e-mail is already registered')).toBeVisible();
  },
};

export const Saving: Story = { args: { saving: true } };

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
