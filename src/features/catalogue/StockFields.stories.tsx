import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sampleCategories, sampleProduct } from './fixtures';
import { ProductForm } from './ProductForm';

/** The product form's stock, low-stock alert and availability hours. */
const meta = {
  title: 'Catalogue/StockFields',
  component: ProductForm,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 640 }}>
        <Story />
      </main>
    ),
  ],
  args: {
    mode: 'edit',
    categorySelect: { options: sampleCategories.map((c) => ({ value: c._id, label: c.name })) },
    formProps: { onFinish: fn(), initialValues: { ...sampleProduct, category: sampleProduct.category!._id, stock: 12, lowStock: 3 } },
    onCancel: fn(),
  },
} satisfies Meta<typeof ProductForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Counted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Stock')).toHaveValue('12');
    await expect(canvas.getByLabelText('Low-stock alert')).toHaveValue('3');
  },
};

export const EmptiedIsNotCounted: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Stock'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.formProps.onFinish).toHaveBeenCalledWith(expect.objectContaining({ stock: null, lowStock: 3 })));
  },
};

export const BreakfastHours: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Only at certain hours' }));
    await expect(canvas.getByRole('checkbox', { name: 'Every day' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.formProps.onFinish).toHaveBeenCalledWith(
        expect.objectContaining({ availability: expect.objectContaining({ Monday: [{ opening: '07:00', closing: '11:00' }] }) }),
      ),
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('المخزون')).toHaveValue('12');
  },
};
