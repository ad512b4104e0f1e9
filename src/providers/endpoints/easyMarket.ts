import { operation, param, type EndpointTable } from './types';

const base = '/easyMarket';

/**
 * Easy Market (SPEC §7): the category tree (main → sub → category) and products. Creating a sub-category
 * needs meta { mainId }, a category meta { subId }, listing products meta { categoryId }.
 */
export const easyMarketEndpoints: EndpointTable = {
  /** Every product as a spreadsheet (the query's format: csv or xlsx), and a file read back: preview, then import. */
  emFiles: {
    export: operation('exportGroceryCatalogue', { method: 'GET', path: () => `${base}/export` }),
    preview: operation('previewGroceryImport', {
      method: 'POST',
      path: () => `${base}/import/preview`,
      body: (p) => p.variables?.form as FormData,
    }),
    import: operation('importGroceryCatalogue', {
      method: 'POST',
      path: () => `${base}/import`,
      body: (p) => p.variables?.form as FormData,
    }),
  },
  emTree: {
    getList: operation('listGroceryCategories', { method: 'GET', path: () => `${base}/category/get/mainCatAdmin` }),
  },
  emMainCategories: {
    create: operation('createGroceryMainCategory', { method: 'POST', path: () => `${base}/category/add/mainCat` }),
    update: operation('updateGroceryMainCategory', { method: 'PUT', path: (p) => `${base}/category/update/mainCat/${param(p, 'id')}` }),
    /** A refused delete comes back as 204 with no body: `{ refused: true }`. */
    deleteOne: operation('deleteGroceryMainCategory', {
      method: 'DELETE',
      path: (p) => `${base}/category/delete/mainCat/${param(p, 'id')}`,
      select: (r) => r ?? { refused: true },
    }),
  },
  emSubCategories: {
    create: operation('createGrocerySubCategory', { method: 'POST', path: (p) => `${base}/category/add/subCat/${param(p, 'mainId')}` }),
    update: operation('updateGrocerySubCategory', { method: 'PUT', path: (p) => `${base}/category/update/subCat/${param(p, 'id')}` }),
    deleteOne: operation('deleteGrocerySubCategory', { method: 'DELETE', path: (p) => `${base}/category/delete/subCat/${param(p, 'id')}` }),
  },
  emCategories: {
    create: operation('createGroceryCategory', { method: 'POST', path: (p) => `${base}/category/add/cat/${param(p, 'subId')}` }),
    update: operation('updateGroceryCategory', { method: 'PUT', path: (p) => `${base}/category/update/cat/${param(p, 'id')}` }),
    deleteOne: operation('deleteGroceryCategory', { method: 'DELETE', path: (p) => `${base}/category/delete/cat/${param(p, 'id')}` }),
  },
  emProducts: {
    getList: operation('listGroceryProducts', { method: 'GET', path: (p) => `${base}/product/getAdmin/${param(p, 'categoryId')}` }),
    create: operation('createGroceryProduct', { method: 'POST', path: () => `${base}/product/add` }),
    update: operation('updateGroceryProduct', { method: 'PUT', path: (p) => `${base}/product/update/${param(p, 'id')}` }),
    deleteOne: operation('deleteGroceryProduct', { method: 'DELETE', path: (p) => `${base}/product/delete/${param(p, 'id')}` }),
  },
};
