import type { Pack } from './types';

/** Sample packs for stories. */
export const samplePack: Pack = {
  _id: 'k1',
  business_id: 'b1',
  business_Type: 'restaurant',
  name: 'Family pack',
  price: 180,
  description: 'Two large pizzas, a chicken tagine and four drinks.',
  image: '/demo/pack.svg',
  active: true,
  options: [
    {
      name: 'Pizzas',
      multiple: true,
      is_required: true,
      option: [
        { name: 'Margherita', price: 0 },
        { name: 'Four cheeses', price: 10 },
      ],
    },
    {
      name: 'Drinks',
      multiple: true,
      is_required: false,
      option: [
        { name: 'Orange juice', price: 0 },
        { name: 'Mint tea', price: 0 },
      ],
    },
    { name: 'Dessert', multiple: false, is_required: false, option: [{ name: 'Chebakia', price: 10 }] },
    { name: 'Bread', multiple: false, is_required: false, option: [{ name: 'Khobz', price: 0 }] },
  ],
};

export const samplePacks: Pack[] = [
  samplePack,
  { ...samplePack, _id: 'k2', name: 'Student lunch', price: 35, active: false, options: [samplePack.options[1]!] },
  { ...samplePack, _id: 'k3', name: 'Breakfast basket', price: 60, image: '', options: [] },
];
