import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Ranking, TopProduct } from '../../domain/stats';
import { TopProductsList } from './TopProductsList';

const products: TopProduct<number>[] = [
  {
    productId: 'a',
    productName: 'Lamb tagine with prunes',
    productImage: '/demo/tagine.svg',
    productPrix: 70,
    totalOrdering: 226,
    totalRevenue: 15820,
  },
  { productId: 'b', productName: 'Margherita', productImage: '/demo/pizza.svg', productPrix: 40, totalOrdering: 261, totalRevenue: 10440 },
  { productId: 'c', productName: 'Mint tea', productImage: '/demo/juice.svg', productPrix: 10, totalOrdering: 120, totalRevenue: 1200 },
];

const meta = {
  title: 'Dashboard/TopProductsList',
  component: TopProductsList,
  args: { products, ranking: 'revenue', onRankingChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TopProductsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByRevenue: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1. Lamb tagine with prunes')).toBeVisible();
    await expect(canvas.getByText('15 820,00 dh')).toBeVisible();
  },
};

/** The list with its ranking switch working, as the dashboard holds it. */
function Switchable(props: Parameters<typeof TopProductsList>[0]) {
  const [ranking, setRanking] = useState<Ranking>('revenue');
  return <TopProductsList {...props} ranking={ranking} onRankingChange={setRanking} />;
}

export const ByOrders: Story = {
  render: (args) => <Switchable {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Orders'));
    await expect(canvas.getByText('1. Margherita')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No product data available')).toBeVisible();
  },
};

export const Loading: Story = { args: { products: [], loading: true } };
