import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { productValuesOf } from './emValues';
import { ProductModal } from './ProductModal';
import { storyJams, storyProduct } from './storyData';

const meta = {
  title: 'Easy Market/ProductModal',
  component: ProductModal,
  args: {
    mode: 'add',
    modalProps: { open: true },
    formProps: { onFinish: fn() },
    categoryName: storyJams.name,
    brands: storyJams.marque,
    onCancel: fn(),
  },
} satisfies Meta<typeof ProductModal>;
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
    const d = await dialog('New product');
    await expect(d.getByText('In Confitures')).toBeVisible();
    await userEvent.type(d.getByLabelText('Name'), 'Confiture de figue');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(args.formProps.onFinish).not.toHaveBeenCalled();
    await expect(d.getByLabelText('Name')).toHaveValue('Confiture de figue');
  },
};

export const AddFilled: Story = {
  play: async ({ args }) => {
    const d = await dialog('New product');
    await userEvent.type(d.getByLabelText('Name'), 'Confiture de figue');
    await userEvent.type(d.getByLabelText('Description'), 'Figues de Taza.');
    await userEvent.type(d.getByLabelText('Price'), '27,5');
    await userEvent.type(d.getByLabelText('Current price'), '25');
    await userEvent.type(d.getByLabelText('Brand'), 'Bon');
    // antd also renders hidden role="option" nodes for screen readers: click the visible item.
    const option = await waitFor(() => {
      const item = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.textContent === 'Bonne Maman');
      if (!item) throw new Error('Bonne Maman is not offered');
      return item;
    });
    await userEvent.click(option);
    await expect(d.getByLabelText('Brand')).toHaveValue('Bonne Maman');
    await waitFor(() => expect(option).not.toBeVisible());
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(args.formProps.onFinish).toHaveBeenCalledWith({
      name: 'Confiture de figue',
      description: 'Figues de Taza.',
      image: '',
      prix: 27.5,
      prixActual: 25,
      marque: 'Bonne Maman',
      active: true,
      soldOut: false,
    });
  },
};

export const EditFilled: Story = {
  args: { mode: 'edit', formProps: { onFinish: fn(), initialValues: productValuesOf(storyProduct) } },
  play: async ({ args }) => {
    const d = await dialog('Edit product');
    await expect(d.getByLabelText('Price')).toHaveValue('24.50');
    await expect(d.getByLabelText('Brand')).toHaveValue('Aicha');
    await userEvent.click(d.getByRole('switch', { name: 'Sold out' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(args.formProps.onFinish).toHaveBeenCalledWith(expect.objectContaining({ prix: 24.5, prixActual: 22, soldOut: true }));
  },
};

export const SaveFailed: Story = {
  args: {
    mode: 'edit',
    formProps: { onFinish: fn(), initialValues: productValuesOf(storyProduct) },
    error: 'An error occurred while adding/updating the product.',
    errorDetail: 'Prices must be positive amounts with at most 2 decimals.',
  },
  play: async () => {
    const d = await dialog('Edit product');
    await expect(d.getByRole('alert')).toHaveTextContent('An error occurred while adding/updating the product.');
    await expect(d.getByLabelText('Name')).toHaveValue('Confiture de fraise 370 g');
  },
};

export const Phone: Story = {
  args: { mode: 'edit', formProps: { onFinish: fn(), initialValues: productValuesOf(storyProduct) } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
