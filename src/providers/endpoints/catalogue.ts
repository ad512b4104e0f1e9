import { param, type EndpointParams, type EndpointTable } from './types';

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
    getList: { method: 'GET', path: (p) => `${base(p)}/getAllCategories/${param(p, 'businessId')}` },
    create: { method: 'POST', path: (p) => `${base(p)}/addCategory`, body: (p) => ({ ...p.variables, ...businessIdFields(p) }) },
    update: { method: 'PUT', path: (p) => `${base(p)}/updateCategory/${param(p, 'id')}` },
    deleteOne: { method: 'DELETE', path: (p) => `${base(p)}/deleteCategory/${param(p, 'id')}` },
  },
  catalogueItems: {
    getList: { method: 'GET', path: (p) => `${base(p)}/getByOwner/${param(p, 'businessId')}` },
    create: {
      method: 'POST',
      path: (p) => `${base(p)}/addOne/${param(p, 'businessId')}`,
      select: (r: { product?: unknown } | null) => r?.product ?? r,
    },
    update: {
      method: 'PUT',
      path: (p) => `${base(p)}/update/${param(p, 'id')}`,
      select: (r: { product?: unknown } | null) => r?.product ?? r,
    },
    deleteOne: { method: 'DELETE', path: (p) => `${base(p)}/delete/${param(p, 'id')}` },
  },
  /** Stock and bulk changes of one business's items, meta { prefix, businessId }. */
  catalogueStock: {
    /** The products at or below their low-stock alert, one page (meta { page, pageSize }). */
    restock: {
      method: 'GET',
      path: (p) => `${base(p)}/restock/${param(p, 'businessId')}?page=${param(p, 'page')}&pageSize=${param(p, 'pageSize')}`,
    },
    /** One action on many products: { action, ids, categoryId?, price?, preview? }. */
    bulk: { method: 'POST', path: (p) => `${base(p)}/bulk/${param(p, 'businessId')}` },
  },
  /** The whole catalogue as a file (meta.format csv or xlsx), and a file's import: preview, then import. */
  catalogueFiles: {
    export: { method: 'GET', path: (p) => `${base(p)}/export/${param(p, 'businessId')}?format=${param(p, 'format')}` },
    preview: { method: 'POST', path: (p) => `${base(p)}/import/${param(p, 'businessId')}/preview`, body: (p) => p.variables?.form },
    import: { method: 'POST', path: (p) => `${base(p)}/import/${param(p, 'businessId')}`, body: (p) => p.variables?.form },
  },
};
