import { param, type EndpointTable } from './types';

const base = '/easyMarket';

/**
 * Easy Market (SPEC §7): the category tree (main → sub → category) and products. Creating a sub-category
 * needs meta { mainId }, a category meta { subId }, listing products meta { categoryId }.
 */
export const easyMarketEndpoints: EndpointTable = {
  /** Every product as a spreadsheet (the query's format: csv or xlsx). */
  emFiles: {
    export: { method: 'GET', path: () => `${base}/export` },
  },
  emTree: {
    getList: { method: 'GET', path: () => `${base}/category/get/mainCatAdmin` },
  },
  emMainCategories: {
    create: { method: 'POST', path: () => `${base}/category/add/mainCat` },
    update: { method: 'PUT', path: (p) => `${base}/category/update/mainCat/${param(p, 'id')}` },
    /** A refused delete comes back as 204 with no body: `{ refused: true }`. */
    deleteOne: {
      method: 'DELETE',
      path: (p) => `${base}/category/delete/mainCat/${param(p, 'id')}`,
      select: (r) => r ?? { refused: true },
    },
  },
  emSubCategories: {
    create: { method: 'POST', path: (p) => `${base}/category/add/subCat/${param(p, 'mainId')}` },
    update: { method: 'PUT', path: (p) => `${base}/category/update/subCat/${param(p, 'id')}` },
    deleteOne: { method: 'DELETE', path: (p) => `${base}/category/delete/subCat/${param(p, 'id')}` },
  },
  emCategories: {
    create: { method: 'POST', path: (p) => `${base}/category/add/cat/${param(p, 'subId')}` },
    update: { method: 'PUT', path: (p) => `${base}/category/update/cat/${param(p, 'id')}` },
    deleteOne: { method: 'DELETE', path: (p) => `${base}/category/delete/cat/${param(p, 'id')}` },
  },
  emProducts: {
    getList: { method: 'GET', path: (p) => `${base}/product/getAdmin/${param(p, 'categoryId')}` },
    create: { method: 'POST', path: () => `${base}/product/add` },
    update: { method: 'PUT', path: (p) => `${base}/product/update/${param(p, 'id')}` },
    deleteOne: { method: 'DELETE', path: (p) => `${base}/product/delete/${param(p, 'id')}` },
  },
};
