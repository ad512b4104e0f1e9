import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CategoryFormModal } from './CategoryFormModal';

const meta = {
  title: 'Catalogue/CategoryFormModal',
  component: CategoryFormModal,
  args: { mode: 'add', modalProps: { open: true }, formProps: { onFinish: fn() }, onCancel: fn() },
} satisfies Meta<typeof CategoryFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Add category' }));

/** Enter in the name field sent the category twice (3 categories became 6): one submit path only. */
export const EnterSubmitsOnce: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByLabelText('Category name'), 'Salads{Enter}');
    await waitFor(() => expect(args.formProps.onFinish).toHaveBeenCalledWith({ name: 'Salads', availability: null }));
    await expect(args.formProps.onFinish).toHaveBeenCalledTimes(1);
  },
};

export const ButtonSubmitsOnce: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByLabelText('Category name'), ' Soups ');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.formProps.onFinish).toHaveBeenCalledWith({ name: 'Soups', availability: null }));
    await expect(args.formProps.onFinish).toHaveBeenCalledTimes(1);
  },
};

export const WhileSaving: Story = {
  // antd's busy button is drawn lighter on purpose; it is not text to read (WCAG 1.4.3 exempts inactive controls).
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  args: { mode: 'edit', formProps: { onFinish: fn(), initialValues: { name: 'Drinks' } }, saving: true },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: 'Edit category' }));
    await userEvent.type(d.getByLabelText('Category name'), '{Enter}');
    await expect(d.getByRole('button', { name: /Save/ })).toHaveClass('ant-btn-loading');
    await expect(args.formProps.onFinish).not.toHaveBeenCalled();
  },
};
