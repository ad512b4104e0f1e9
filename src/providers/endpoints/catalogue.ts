import { operation, param, type EndpointParams, type EndpointTable } from './types';

/** `/{products|menu}`: meta.prefix is 'products' for stores, 'menu' for restaurants and services. */
const base = (p: EndpointParams) => `/${param(p, 'prefix')}`;

/** The business's id under the spec's names (the reference API reads any of them). */
const businessIdFields = (p: EndpointParams) => {
  const businessId = decodeURIComponent(param(p, 'businessId'));
  return { businessId, [p.meta?.prefix === 'products' ? 'store_id' : 'restaurant_id']: businessId };
};

/** Menu and product catalogue (SPEC §7): categories and items of one business, meta { prefix, businessId }. */
export const catalogueEndpoints: EndpointTable = {
  catalogueCategories: {
    getList: operation(['productsListCategories', 'menuListCategories'], {
      method: 'GET',
      path: (p) => `${base(p)}/getAllCategories/${param(p, 'businessId')}`,
    }),
    create: operation(['productsCreateCategory', 'menuCreateCategory'], {
      method: 'POST',
      path: (p) => `${base(p)}/addCategory`,
      body: (p) => ({ ...(p.variables as { name: string }), ...businessIdFields(p) }),
    }),
    update: operation(['productsUpdateCategory', 'menuUpdateCategory'], {
      method: 'PUT',
      path: (p) => `${base(p)}/updateCategory/${param(p, 'id')}`,
    }),
    deleteOne: operation(['productsDeleteCategory', 'menuDeleteCategory'], {
      method: 'DELETE',
      path: (p) => `${base(p)}/deleteCategory/${param(p, 'id')}`,
    }),
  },
  catalogueItems: {
    getList: operation(['productsListItems', 'menuListItems'], {
      method: 'GET',
      path: (p) => `${base(p)}/getByOwner/${param(p, 'businessId')}`,
    }),
    create: operation(['productsCreateItem', 'menuCreateItem'], {
      method: 'POST',
      path: (p) => `${base(p)}/addOne/${param(p, 'businessId')}`,
      select: (r) => r.product,
    }),
    update: operation(['productsUpdateItem', 'menuUpdateItem'], {
      method: 'PUT',
      path: (p) => `${base(p)}/update/${param(p, 'id')}`,
      select: (r) => r.product,
    }),
    deleteOne: operation(['productsDeleteItem', 'menuDeleteItem'], {
      method: 'DELETE',
      path: (p) => `${base(p)}/delete/${param(p, 'id')}`,
    }),
  },
  /** Stock and bulk changes of one business's items, meta { prefix, businessId }. */
  catalogueStock: {
    /** The products at or below their low-stock alert, one page (meta { page, pageSize }). */
    restock: operation(['productsRestock', 'menuRestock'], {
      method: 'GET',
      path: (p) => `${base(p)}/restock/${param(p, 'businessId')}?page=${param(p, 'page')}&pageSize=${param(p, 'pageSize')}`,
    }),
    /** One action on many products: { action, ids, categoryId?, price?, preview? }. */
    bulk: operation(['productsBulkChange', 'menuBulkChange'], { method: 'POST', path: (p) => `${base(p)}/bulk/${param(p, 'businessId')}` }),
  },
  /** The whole catalogue as a file (meta.format csv or xlsx), and a file's import: preview, then import. */
  catalogueFiles: {
    export: operation(['productsExportCatalogue', 'menuExportCatalogue'], {
      method: 'GET',
      path: (p) => `${base(p)}/export/${param(p, 'businessId')}?format=${param(p, 'format')}`,
    }),
    preview: operation(['productsPreviewImport', 'menuPreviewImport'], {
      method: 'POST',
      path: (p) => `${base(p)}/import/${param(p, 'businessId')}/preview`,
      body: (p) => p.variables?.form as FormData,
    }),
    import: operation(['productsImportCatalogue', 'menuImportCatalogue'], {
      method: 'POST',
      path: (p) => `${base(p)}/import/${param(p, 'businessId')}`,
      body: (p) => p.variables?.form as FormData,
    }),
  },
};
