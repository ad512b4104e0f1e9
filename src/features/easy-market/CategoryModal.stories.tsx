import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CategoryModal } from './CategoryModal';
import { categoryValuesOf } from './emValues';
import { storyJams, storyTree } from './storyData';

const meta = {
  title: 'Easy Market/CategoryModal',
  component: CategoryModal,
  args: { mode: 'add', level: 'main', modalProps: { open: true }, formProps: { onFinish: fn() }, onCancel: fn() },
} satisfies Meta<typeof CategoryModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation is over. */
const dialog = async (name: string) => {
  const d = within(await screen.findByRole('dialog', { name }));
  await waitFor(() => expect(d.getByRole('button', { name: 'Cancel' })).toBeVisible());
  return d;
};

export const AddEmptyShowsTheRule: Story = {
  play: async ({ args }) => {
    const d = await dialog('New main category');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByRole('alert')).toHaveTextContent('Please fill all fields.');
    await expect(args.formProps.onFinish).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const EditMainFilled: Story = {
  args: { mode: 'edit', formProps: { onFinish: fn(), initialValues: categoryValuesOf(storyTree[0]) } },
  play: async ({ args }) => {
    const d = await dialog('Edit main category');
    await expect(d.getByLabelText('Name')).toHaveValue('Épicerie');
    await userEvent.clear(d.getByLabelText('Name'));
    await userEvent.type(d.getByLabelText('Name'), '  Épicerie fine ');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(args.formProps.onFinish).toHaveBeenCalledWith({
      name: 'Épicerie fine',
      description: 'Livré à Oujda',
      image: storyTree[0]!.image,
      active: true,
    });
  },
};

export const EditCategoryWithBrands: Story = {
  args: {
    mode: 'edit',
    level: 'cat',
    formProps: { onFinish: fn(), initialValues: categoryValuesOf(storyJams) },
    parentName: 'Petit-déjeuner',
  },
  play: async ({ args }) => {
    const d = await dialog('Edit category');
    await expect(d.getByText('In Petit-déjeuner')).toBeVisible();
    await expect(d.getByText('Bonne Maman')).toBeVisible();
    await userEvent.type(d.getByLabelText('Brands'), 'St Dalfour{Enter}');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(args.formProps.onFinish).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Confitures', marque: ['Aicha', 'Bonne Maman', 'St Dalfour'] }),
    );
  },
};

export const SaveFailedKeepsWhatWasTyped: Story = {
  args: {
    mode: 'edit',
    formProps: { onFinish: fn(), initialValues: categoryValuesOf(storyTree[1]) },
    level: 'main',
    error: 'Failed to save data',
    errorDetail: 'The server cannot be reached. Check your connection.',
  },
  play: async () => {
    const d = await dialog('Edit main category');
    await expect(d.getByRole('alert')).toHaveTextContent('Failed to save data');
    await expect(d.getByRole('alert')).toHaveTextContent('The server cannot be reached.');
    await expect(d.getByLabelText('Name')).toHaveValue('Boissons');
  },
};

export const Saving: Story = {
  args: { mode: 'edit', formProps: { onFinish: fn(), initialValues: categoryValuesOf(storyTree[1]) }, saving: true },
  play: async () => {
    const d = await dialog('Edit main category');
    await expect(d.getByLabelText('Name')).toBeDisabled();
  },
};
