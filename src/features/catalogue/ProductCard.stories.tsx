import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { sampleProduct } from './fixtures';
import { ProductCard } from './ProductCard';

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 320 }}>
        <h2>Menu</h2>
        <Story />
      </main>
    ),
  ],
  args: { product: sampleProduct, onEdit: fn(), onDelete: fn(), onToggleHidden: fn(), onToggleSoldOut: fn() },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Kefta tagine with eggs' })).toBeVisible();
    await expect(canvas.getByText('45,00 dh')).toBeVisible();
    await expect(canvas.getByText('Tagines')).toBeVisible();
    await expect(canvas.getByText('Size: Regular, Large')).toBeVisible();
    await expect(canvas.getByText('Extras: Cheese, Olives')).toBeVisible();
    // Marking it sold out asks for how long first.
    await userEvent.click(canvas.getByRole('switch', { name: 'Mark Kefta tagine with eggs sold out' }));
    await expect(args.onToggleSoldOut).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Until tomorrow (back at the next opening)' }));
    await expect(args.onToggleSoldOut).toHaveBeenCalledWith(sampleProduct, true, 'tomorrow');
    await userEvent.click(canvas.getByRole('switch', { name: 'Hide Kefta tagine with eggs from customers' }));
    await expect(args.onToggleHidden).toHaveBeenCalledWith(sampleProduct, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Kefta tagine with eggs' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleProduct);
  },
};

export const Hidden: Story = {
  args: { product: { ...sampleProduct, active: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hidden', { selector: '.ant-tag' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /from customers/ })).toBeChecked();
  },
};

export const SoldOut: Story = {
  args: { product: { ...sampleProduct, soldOut: true } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Sold out', { selector: '.ant-tag' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /sold out/ })).toBeChecked();
    // Back on sale at once, no question asked.
    await userEvent.click(canvas.getByRole('switch', { name: /sold out/ }));
    await expect(args.onToggleSoldOut).toHaveBeenCalledWith(args.product, false);
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

export const SoldOutUntilTomorrow: Story = {
  args: { product: { ...sampleProduct, soldOut: true, soldOutUntil: '2026-11-26T11:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Sold out · back 26\/11 11:00 UTC$/, { selector: '.ant-tag' })).toBeVisible();
  },
};

export const MarkSoldOutUntilChanged: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /sold out/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Until I change it' }));
    await expect(args.onToggleSoldOut).toHaveBeenCalledWith(sampleProduct, true, 'changed');
  },
};

export const NoPhotoNoOptions: Story = {
  args: { product: { ...sampleProduct, image: '', options: [], category: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No photo' })).toBeVisible();
    await expect(canvas.getByText('No options')).toBeVisible();
    await expect(canvas.getByText('No category')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /sold out/ }).className).toContain('ant-switch-loading');
  },
};

export const OutOfStockWithHours: Story = {
  args: {
    product: {
      ...sampleProduct,
      stock: 0,
      lowStock: 2,
      soldOut: true,
      availability: Object.fromEntries(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
          d,
          [{ opening: '07:00', closing: '11:00' }],
        ]),
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock', { selector: '.ant-tag' })).toBeVisible();
    await expect(canvas.getByText('Available 07:00–11:00')).toBeVisible();
    // Only a restock brings it back on sale.
    await expect(canvas.getByRole('switch', { name: /sold out/ })).toBeDisabled();
  },
};

export const LowStockSelectable: Story = {
  args: { product: { ...sampleProduct, stock: 2, lowStock: 5 }, onSelect: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Low stock: 2 left')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${sampleProduct.name}` }));
    await expect(args.onSelect).toHaveBeenCalledWith(args.product, true);
  },
};
