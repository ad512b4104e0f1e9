import { Type } from 'typebox';
import { Bool, Int, Moment, Money, Page, Str, ref } from '../answers';

const emFields = { _id: Str(), name: Str(), description: Str(), image: Str(), active: Bool(), createdAt: Moment() };
export const EmMainCategory = Type.Object(emFields, { $id: 'EmMainCategory' });
export const EmSubCategory = Type.Object({ ...emFields, mainCategoryId: Str() }, { $id: 'EmSubCategory' });
const emCategoryFields = { ...emFields, subCategoryId: Str(), marque: Type.Array(Str(), { description: 'Brands' }) };
export const EmCategory = Type.Object(emCategoryFields, { $id: 'EmCategory' });
export const EmTree = Type.Array(
  Type.Object({
    ...emFields,
    subCategories: Type.Array(
      Type.Object({
        ...emFields,
        mainCategoryId: Str(),
        categories: Type.Array(Type.Object({ ...emCategoryFields, productCount: Int() })),
      }),
    ),
  }),
);
export const EmProduct = Type.Object(
  {
    _id: Str(),
    categoryId: Str(),
    name: Str(),
    description: Str(),
    image: Str(),
    prix: Money('The price'),
    prixActual: Money("The marketplace's cost"),
    marque: Str('The brand'),
    active: Bool(),
    soldOut: Bool(),
    createdAt: Moment(),
  },
  { $id: 'EmProduct' },
);
export const EmProductList = Type.Union([Type.Array(ref(EmProduct)), Page(ref(EmProduct))]);
export const Deleted = Type.Object({ message: Str(), _id: Str() });
