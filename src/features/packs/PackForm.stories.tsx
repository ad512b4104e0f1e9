import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { samplePack } from './fixtures';
import { PackForm } from './PackForm';

const meta = {
  title: 'Packs/PackForm',
  component: PackForm,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 640 }}>
        <Story />
      </main>
    ),
  ],
  args: { mode: 'add', formProps: { onFinish: fn() }, onCancel: fn() },
} satisfies Meta<typeof PackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddEmpty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getAllByText('Please fill all fields').length).toBe(3));
    await expect(args.formProps.onFinish).not.toHaveBeenCalled();
  },
};

export const AddFilled: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Couscous Friday');
    await userEvent.type(canvas.getByLabelText('Price'), '99,90');
    await userEvent.type(canvas.getByLabelText('Description'), 'Couscous for two.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add option' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // An option without a name is refused.
    await waitFor(() => expect(canvas.getAllByText('Every option needs a name').length).toBeGreaterThan(0));
    await userEvent.type(canvas.getByLabelText('Option name (Option 1)'), 'Drink');
    await userEvent.type(canvas.getByLabelText('Choice (Drink, choice 1)'), 'Mint tea');
    await userEvent.clear(canvas.getByLabelText('Extra price (Drink, choice 1)'));
    await userEvent.type(canvas.getByLabelText('Extra price (Drink, choice 1)'), '2,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.formProps.onFinish).toHaveBeenCalledWith({
        name: 'Couscous Friday',
        price: 99.9,
        description: 'Couscous for two.',
        image: '',
        active: true,
        options: [{ name: 'Drink', multiple: false, is_required: false, option: [{ name: 'Mint tea', price: 2.5 }] }],
      }),
    );
  },
};

export const Edit: Story = {
  args: { mode: 'edit', formProps: { onFinish: fn(), initialValues: { ...samplePack, active: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toHaveValue('Family pack');
    await expect(canvas.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await expect(canvas.getByLabelText('Option name (Option 4)')).toHaveValue('Bread');
  },
};

export const SaveFailed: Story = {
  args: {
    mode: 'edit',
    formProps: { onFinish: fn(), initialValues: samplePack },
    error: 'Failed to update pack: You are not allowed to do this',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update pack');
    await expect(canvas.getByLabelText('Name')).toHaveValue('Family pack');
  },
};
