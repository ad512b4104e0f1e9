import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ProductsPanel } from './ProductsPanel';
import { manyProducts, storyJams, storyProducts } from './storyData';

const meta = {
  title: 'Easy Market/ProductsPanel',
  component: ProductsPanel,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 860 }}>
        <Story />
      </main>
    ),
  ],
  args: { category: storyJams, products: storyProducts, onAdd: fn(), onToggle: fn(), onEdit: fn(), onDelete: fn(), onRetry: fn() },
} satisfies Meta<typeof ProductsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Products of Confitures' })).toBeVisible();
    await expect(canvas.getAllByTestId('em-product-row')).toHaveLength(3);
    await expect(canvas.getByText('3 of 3 products')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add product' }));
    await expect(args.onAdd).toHaveBeenCalledWith(storyJams);
  },
};

export const SearchByNameOrBrand: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, 'bonne maman');
    await waitFor(() => expect(canvas.getAllByTestId('em-product-row')).toHaveLength(1));
    await expect(canvas.getByText("Marmelade d'orange")).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'ABRICOT');
    await waitFor(() => expect(canvas.getByText('1 of 3 products')).toBeVisible());
    await userEvent.clear(search);
    await userEvent.type(search, 'pistache');
    await expect(await canvas.findByText('No product matches "pistache".')).toBeVisible();
  },
};

export const ThousandsPaged: Story = {
  args: { products: manyProducts(1200) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('em-product-row')).toHaveLength(50);
    await expect(canvas.getByText('1200 of 1200 products')).toBeVisible();
    await userEvent.click(canvas.getByTitle('2'));
    await expect(canvas.getByText('Produit 0051')).toBeVisible();
    // A search goes back to page 1 of the matches.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'jao');
    await waitFor(() => expect(canvas.getByText('240 of 1200 products')).toBeVisible());
    await expect(canvas.getByText('Produit 0001')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { products: [], category: { ...storyJams, productCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products in this category yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add product' })).toBeEnabled();
  },
};

export const NoCategoryChosen: Story = {
  args: { category: undefined, products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a category to see its products.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add product' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { products: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Add product' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { products: [], error: 'We could not load the products.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('We could not load the products.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
