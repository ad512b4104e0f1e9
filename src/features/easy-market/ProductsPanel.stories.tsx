import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useServerPagination } from '../../components/useServerPagination';
import { matchesProductSearch } from '../../domain/easyMarket';
import { ProductsPanel, type ProductsPanelProps } from './ProductsPanel';
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
  args: {
    category: storyJams,
    // The one page the server answered.
    products: storyProducts,
    total: storyProducts.length,
    pagination: { current: 1, pageSize: 20, showTotal: (all, [first, last]) => `${first}–${last} of ${all}`, onChange: fn() },
    onSearch: fn(),
    onSortChange: fn(),
    onAdd: fn(),
    onToggle: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Products of Confitures' })).toBeVisible();
    await expect(canvas.getAllByTestId('em-product-row')).toHaveLength(3);
    await expect(canvas.getByText('3 products')).toBeVisible();
    await expect(canvas.getByText('1–3 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add product' }));
    await expect(args.onAdd).toHaveBeenCalledWith(storyJams);
  },
};

export const SearchAsksTheServer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'bonne maman');
    // Once typing pauses, the whole search goes at once.
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('bonne maman'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const OrderChoice: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Name (A–Z)')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Order of the products' }));
    await userEvent.click(await within(document.body).findByText('Price, lowest first'));
    await expect(args.onSortChange).toHaveBeenCalledWith('cheapest');
  },
};

const thousands = manyProducts(1200);

/** The panel over a stand-in for the server: it pages and searches 1,200 products as the API does. */
function OverThousands(args: ProductsPanelProps) {
  const [paging, setPaging] = useState({ current: 1, pageSize: 20 });
  const [search, setSearch] = useState<string>();
  const matches = search ? thousands.filter((p) => matchesProductSearch(p, search)) : thousands;
  const start = (paging.current - 1) * paging.pageSize;
  const pagination = useServerPagination(paging, matches.length);
  return (
    <ProductsPanel
      {...args}
      products={matches.slice(start, start + paging.pageSize)}
      total={matches.length}
      search={search}
      onSearch={(q) => {
        setSearch(q);
        setPaging((p) => ({ ...p, current: 1 }));
      }}
      pagination={{ ...pagination, onChange: (current, pageSize) => setPaging({ current, pageSize }) }}
    />
  );
}

export const ThousandsPaged: Story = {
  render: (args) => <OverThousands {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('em-product-row')).toHaveLength(20);
    await expect(canvas.getByText('1,200 products')).toBeVisible();
    await expect(canvas.getByText('1–20 of 1,200')).toBeVisible();
    await userEvent.click(canvas.getByTitle('2'));
    await expect(await canvas.findByText('Produit 0021')).toBeVisible();
    await expect(canvas.getByText('21–40 of 1,200')).toBeVisible();
    // A search starts again from page 1 of the matches.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'jao');
    await waitFor(() => expect(canvas.getByText('240 products')).toBeVisible());
    await expect(canvas.getByText('1–20 of 240')).toBeVisible();
    await expect(canvas.getByText('Produit 0001')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { products: [], total: 0, search: 'pistache' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No product matches "pistache".')).toBeVisible();
    await expect(canvas.getByText('0 products')).toBeVisible();
    // The search stays open to be changed.
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('pistache');
  },
};

export const Empty: Story = {
  args: { products: [], total: 0, category: { ...storyJams, productCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products in this category yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add product' })).toBeEnabled();
  },
};

export const NoCategoryChosen: Story = {
  args: { category: undefined, products: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a category to see its products.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add product' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { products: [], total: 0, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Add product' })).toBeDisabled();
  },
};

export const NextPageAsked: Story = {
  args: { isFetching: true },
  play: async ({ canvas }) => {
    // The page shown stays, marked busy, until the next one comes.
    await expect(canvas.getByRole('list', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByTestId('em-product-row')).toHaveLength(3);
  },
};

export const LoadFailed: Story = {
  args: { products: [], total: 0, error: 'We could not load the products.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('We could not load the products.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
