import { productChangeArea, type StaffArea } from '../src/domain/staff';

/** A route's staff area, or how to tell it from the request's body (one route serving two areas). */
export type StaffRule = StaffArea | ((body: unknown) => StaffArea);

/**
 * What a business's staff may reach, route by route (`METHOD url` as declared). A route missing here
 * refuses every staff member: new routes are closed to staff until someone decides otherwise. Which staff
 * role may use each area is decided once, in src/domain/staff.ts.
 */
const STAFF_ROUTES: Record<string, StaffRule> = {
  // The member's own account.
  'GET /api/auth/data': 'ownAccount',
  'PATCH /api/auth/data': 'ownAccount',
  'POST /api/auth/logout': 'ownAccount',
  'GET /api/auth/twoFactor': 'ownAccount',
  'POST /api/auth/twoFactor/setup': 'ownAccount',
  'POST /api/auth/twoFactor/confirm': 'ownAccount',
  'DELETE /api/auth/twoFactor': 'ownAccount',
  'POST /api/auth/stepUp': 'ownAccount',
  'GET /api/auth/sessions': 'ownAccount',
  'DELETE /api/auth/sessions/:sessionId': 'ownAccount',
  'POST /api/auth/sessions/endOthers': 'ownAccount',
  'GET /api/team/me': 'ownAccount',
  // The orders desk, order history, pause and resume (and the business they belong to).
  'GET /api/:type/getByOwner/:ownerId': 'desk',
  'PUT /api/:type/pause/:id': 'desk',
  'DELETE /api/:type/pause/:id': 'desk',
  'GET /api/orders/:type/:businessId': 'desk',
  'GET /api/orders/:type/:businessId/export': 'desk',
  'PUT /api/orders/:type/updatestatue/:id': 'desk',
  'PUT /api/orderPack/changeStatus/:id': 'desk',
  'POST /api/orders/:id/cancel': 'desk',
  'POST /api/orders/:id/edit': 'desk',
  'GET /api/orders/:id/problems': 'desk',
  // The product list with its sold-out switch; any other change of a product is a menu edit.
  'GET /api/menu/getByOwner/:businessId': 'soldOut',
  'GET /api/products/getByOwner/:businessId': 'soldOut',
  'GET /api/menu/getAllCategories/:businessId': 'soldOut',
  'GET /api/products/getAllCategories/:businessId': 'soldOut',
  'PUT /api/menu/update/:id': productChangeArea,
  'PUT /api/products/update/:id': productChangeArea,
  // Menu, products and packs.
  'POST /api/menu/addCategory': 'menu',
  'PUT /api/menu/updateCategory/:id': 'menu',
  'DELETE /api/menu/deleteCategory/:id': 'menu',
  'POST /api/menu/addOne/:businessId': 'menu',
  'DELETE /api/menu/delete/:id': 'menu',
  'POST /api/products/addCategory': 'menu',
  'PUT /api/products/updateCategory/:id': 'menu',
  'DELETE /api/products/deleteCategory/:id': 'menu',
  'POST /api/products/addOne/:businessId': 'menu',
  'DELETE /api/products/delete/:id': 'menu',
  'GET /api/packs/byBesnise/:businessId': 'menu',
  'POST /api/packs/addPack/:businessId': 'menu',
  'PUT /api/packs/updatePack/:packId': 'menu',
  'DELETE /api/packs/deletePack/:packId': 'menu',
  'POST /api/images/upload': 'menu',
  'GET /api/menu/export/:businessId': 'menu',
  'GET /api/products/export/:businessId': 'menu',
  'POST /api/menu/import/:businessId/preview': 'menu',
  'POST /api/menu/import/:businessId': 'menu',
  'POST /api/products/import/:businessId/preview': 'menu',
  'POST /api/products/import/:businessId': 'menu',
  'POST /api/menu/bulk/:businessId': 'menu',
  'POST /api/products/bulk/:businessId': 'menu',
  'GET /api/menu/restock/:businessId': 'menu',
  'GET /api/products/restock/:businessId': 'menu',
  // The business's settings and schedule, and what happens to unanswered orders.
  'PUT /api/:type/update/:id': 'settings',
  'GET /api/:type/escalation/:id': 'settings',
  'PUT /api/:type/escalation/:id': 'settings',
  // Sales figures.
  'GET /api/data/revenue/:type/:businessId': 'dashboard',
  'GET /api/data/product/:businessId/:type': 'dashboard',
  'GET /api/ledger/:businessId/balance': 'dashboard',
  // Payments: statements and invoices are a manager's, never the desk's.
  'GET /api/payments/:businessId': 'dashboard',
  'GET /api/payments/:businessId/statements': 'dashboard',
  'GET /api/payments/:businessId/statements/:statementId': 'dashboard',
  'GET /api/payments/:businessId/statements/:statementId/lines': 'dashboard',
  'GET /api/payments/:businessId/statements/:statementId/export': 'dashboard',
  'GET /api/payments/:businessId/open-week/lines': 'dashboard',
  'GET /api/payments/:businessId/invoices/:invoiceId': 'dashboard',
  // Disputing a refund charged to the business is a manager's, like its money.
  'POST /api/refunds/:refundId/dispute': 'dashboard',
  // The bank details a manager reads (only the owner changes them).
  'GET /api/businesses/:businessId/bank-details': 'dashboard',
  // What customers say: the desk reads it; a reply is the business speaking in public, a manager's (the dashboard's area).
  'GET /api/reviews/:businessId/summary': 'desk',
  'GET /api/reviews/:businessId': 'desk',
  'PUT /api/reviews/:businessId/:reviewId/reply': 'dashboard',
  // Order notifications on the member's own devices.
  'GET /api/push/key': 'notifications',
  'GET /api/push/subscriptions': 'notifications',
  'POST /api/push/subscriptions': 'notifications',
  'DELETE /api/push/subscriptions/:id': 'notifications',
};

/** The staff rule of a route, or undefined: staff are refused. */
export function staffRuleOf(method: string | string[], url: string): StaffRule | undefined {
  return typeof method === 'string' ? STAFF_ROUTES[`${method} ${url}`] : undefined;
}
