import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductRow } from './ProductRow';
import { storyProduct, storyProducts } from './storyData';

const meta = {
  title: 'Easy Market/ProductRow',
  component: ProductRow,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 760 }}>
        <Story />
      </main>
    ),
  ],
  args: { product: storyProduct, onToggle: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof ProductRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Confiture de fraise 370 g')).toBeVisible();
    await expect(canvas.getByTestId('em-prix')).toHaveTextContent('24,50 dh');
    await expect(canvas.getByTestId('em-prix-actual')).toHaveTextContent('22,00 dh');
    await expect(canvas.getByText('Aicha')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Confiture de fraise 370 g is sold out' }));
    await expect(args.onToggle).toHaveBeenCalledWith(storyProduct, 'soldOut', true);
    await userEvent.click(canvas.getByRole('switch', { name: 'Confiture de fraise 370 g is active' }));
    await expect(args.onToggle).toHaveBeenCalledWith(storyProduct, 'active', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit product Confiture de fraise 370 g' }));
    await expect(args.onEdit).toHaveBeenCalledWith(storyProduct);
  },
};

export const AsksToDelete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete product Confiture de fraise 370 g' }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyProduct);
  },
};

export const SoldOutInactiveNoImage: Story = {
  args: { product: { ...storyProducts[2]!, image: '', marque: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No image' })).toBeVisible();
    await expect(canvas.getByText('No brand')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: "Marmelade d'orange is sold out" })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: "Marmelade d'orange is active" })).not.toBeChecked();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Confiture de fraise 370 g is sold out' })).toHaveClass(/ant-switch-loading/);
  },
};
