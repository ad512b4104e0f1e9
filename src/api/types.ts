// The API's shapes as the contract (openapi.json → openapi.d.ts) declares them, under the names screens use.
// A server change to an answer changes these types, and `tsc` then fails in the screen that reads it.
import type { components } from './openapi';

export type { Answer, OperationId, RequestBody } from '../providers/endpoints/types';

type Schemas = components['schemas'];

/** The admin's live overview (GET /data/admin/overview). */
export type AdminOverview = Schemas['AdminOverview'];
/** A business (GET /{type}/getByOwner/{ownerId}, /admin/{type}/{id}). */
export type Business = Schemas['Business'];
/** A menu or product category. */
export type CatalogueCategory = Schemas['CatalogueCategory'];
/** A menu item or a product. */
export type CatalogueProduct = Schemas['CatalogueProduct'];
/** A pack of a business. */
export type Pack = Schemas['Pack'];
/** A business's sales report (GET /data/revenue/{type}/{businessId}). */
export type SalesReport = Schemas['SalesReport'];
/** The admins' system screen (GET /system/status). */
export type SystemStatus = Schemas['SystemStatus'];
/** One entry of the audit log. */
export type AuditEntry = Schemas['AuditEntry'];
