import type { ProductOption } from '../../domain/catalogue';
import type { Category, Product } from './types';

/** Sample data for stories and tests. */
export const sampleCategories: Category[] = [
  { _id: 'c1', name: 'Tagines', availability: null },
  { _id: 'c2', name: 'Pizzas', availability: null },
  { _id: 'c3', name: 'Drinks', availability: null },
];

export const sizeOption: ProductOption = {
  name: 'Size',
  multiple: false,
  is_required: true,
  option: [
    { name: 'Regular', price: 0 },
    { name: 'Large', price: 12 },
  ],
};
export const extrasOption: ProductOption = {
  name: 'Extras',
  multiple: true,
  is_required: false,
  option: [
    { name: 'Cheese', price: 5 },
    { name: 'Olives', price: 3 },
  ],
};

export const sampleProduct: Product = {
  _id: 'p1',
  name: 'Kefta tagine with eggs',
  price: 45,
  description: 'Spiced beef meatballs in tomato sauce, baked eggs.',
  category: { _id: 'c1', name: 'Tagines' },
  image: '/demo/tagine.svg',
  active: false,
  soldOut: false,
  soldOutUntil: null,
  options: [sizeOption, extrasOption],
  stock: null,
  lowStock: null,
  barcode: null,
  availability: null,
};

export const sampleProducts: Product[] = [
  sampleProduct,
  {
    ...sampleProduct,
    _id: 'p2',
    name: 'Margherita',
    price: 40,
    category: { _id: 'c2', name: 'Pizzas' },
    image: '/demo/pizza.svg',
    options: [sizeOption],
  },
  {
    ...sampleProduct,
    _id: 'p3',
    name: 'Mint tea',
    price: 8.5,
    category: { _id: 'c3', name: 'Drinks' },
    image: '',
    options: [],
    soldOut: true,
  },
  { ...sampleProduct, _id: 'p4', name: 'Lamb tagine with prunes', price: 70, active: true, options: [] },
];
