import type { EmCategory, EmMainCategory, EmProduct } from './types';

/** A small picture for stories (no network). */
export const storyImage = (label: string, fill = '#3f8f3f') =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${fill}"/><text x="48" y="54" font-size="14" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  );

const base = { description: 'Livré à Oujda', active: true, createdAt: '2026-01-05T09:00:00.000Z' };

export const storyJams: EmCategory = {
  ...base,
  _id: 'c-jam',
  subCategoryId: 's-bf',
  name: 'Confitures',
  image: storyImage('Jam', '#b03060'),
  marque: ['Aicha', 'Bonne Maman'],
  productCount: 3,
};
export const storyHoney: EmCategory = {
  ...base,
  _id: 'c-honey',
  subCategoryId: 's-bf',
  name: 'Miel',
  image: '',
  marque: [],
  productCount: 0,
  active: false,
};
export const storyWater: EmCategory = {
  ...base,
  _id: 'c-water',
  subCategoryId: 's-water',
  name: 'Eau',
  image: storyImage('Eau', '#1f6fb2'),
  marque: ['Sidi Ali', 'Ain Saiss'],
  productCount: 2,
};

export const storyTree: EmMainCategory[] = [
  {
    ...base,
    _id: 'm-grocery',
    name: 'Épicerie',
    image: storyImage('Épicerie'),
    subCategories: [
      {
        ...base,
        _id: 's-bf',
        mainCategoryId: 'm-grocery',
        name: 'Petit-déjeuner',
        image: storyImage('PDJ', '#8a5a00'),
        categories: [storyJams, storyHoney],
      },
      { ...base, _id: 's-empty', mainCategoryId: 'm-grocery', name: 'Conserves', image: '', categories: [] },
    ],
  },
  {
    ...base,
    _id: 'm-drinks',
    name: 'Boissons',
    image: storyImage('Boissons', '#1f6fb2'),
    subCategories: [
      { ...base, _id: 's-water', mainCategoryId: 'm-drinks', name: 'Eaux', image: storyImage('Eaux', '#1f6fb2'), categories: [storyWater] },
    ],
  },
  { ...base, _id: 'm-home', name: 'Maison', image: '', active: false, subCategories: [] },
];

export const storyProduct: EmProduct = {
  _id: 'p-fraise',
  categoryId: 'c-jam',
  name: 'Confiture de fraise 370 g',
  description: 'Confiture extra.',
  image: storyImage('Fraise', '#b03060'),
  prix: 24.5,
  prixActual: 22,
  marque: 'Aicha',
  active: true,
  soldOut: false,
  createdAt: '2026-01-05T09:00:00.000Z',
};

export const storyProducts: EmProduct[] = [
  storyProduct,
  { ...storyProduct, _id: 'p-abricot', name: "Confiture d'abricot 370 g", prix: 23, prixActual: 23, image: '', marque: 'Aicha' },
  {
    ...storyProduct,
    _id: 'p-orange',
    name: "Marmelade d'orange",
    prix: 31,
    prixActual: 29.5,
    marque: 'Bonne Maman',
    soldOut: true,
    active: false,
  },
];

/** A big category, to see paging and search at scale. */
export const manyProducts = (n: number): EmProduct[] =>
  Array.from({ length: n }, (_, i) => ({
    ...storyProduct,
    _id: `p-${i}`,
    name: `Produit ${String(i + 1).padStart(4, '0')}`,
    marque: i % 5 === 0 ? 'Jaouda' : 'Centrale',
    image: '',
  }));
