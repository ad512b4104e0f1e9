import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/access';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses, invoices, pushSubscriptions, reviews, statements, users } from '../../server/db/schema';
import { LEDGER_BACKFILL_JOB } from '../../server/statements/jobs';
import { createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, jobDone, loginAs } from './helpers';
import { ribKey } from '../../src/domain/legalIdentity';
import { demoStaff, demoTenant, STAFF_PASSWORD } from './tenant';

/**
 * Every route of the server's route table called as each kind of caller, on real objects of
 * one tenant (Dar Zitoun, or Marché Al Amal for the store routes). The expectation of each cell is written
 * here by hand: 'ok' (the caller gets through: not 401/403, never 5xx), 401, or 'denied' (403, or 404 where
 * the server does not say the object exists). A route missing from the matrix fails the test.
 */

/**
 * `manager` and `desk` are staff of the tenant's business, `otherManager` a manager of the other tenant's
 * (src/domain/staff.ts): what they may reach is written by hand here too.
 */
const CALLERS = [
  'none',
  'client',
  'rider',
  'unverified',
  'otherOwner',
  'owner',
  'restaurantAdmin',
  'admin',
  'manager',
  'desk',
  'otherManager',
] as const;
type Caller = (typeof CALLERS)[number];
type Expected = 'ok' | 401 | 'denied';

interface Entry {
  /** Whose objects the ids name: the owner is that business's owner, the other owner the other's. */
  tenant?: 'resto' | 'store';
  /** The caller is given so that each allowed caller of a delete removes an object of its own. */
  path: (ids: Ids, caller: Caller) => string;
  body?: (ids: Ids) => unknown;
  /** Callers that get through; everyone else signed in is denied, no token is 401 (unless public). */
  allow: readonly Caller[] | 'public';
}
type Ids = Record<string, string>;

const STAFF = ['owner', 'admin'] as const;
/** The business's orders desk: its owner, an admin, and both staff roles. */
const DESK = [...STAFF, 'manager', 'desk'] as const;
/** Everything else of the business: its owner, an admin and a manager. */
const MANAGE = [...STAFF, 'manager'] as const;
const ADMIN = ['admin'] as const;
const OWNERS_ONLY = ['owner', 'otherOwner'] as const;
const STAFF_ACCOUNTS = ['manager', 'desk', 'otherManager'] as const;
/** Who is told of new orders (Web Push): owners of a business, their staff, and admins for Easy Market. */
const HEAR_ORDERS = ['owner', 'otherOwner', 'admin', ...STAFF_ACCOUNTS] as const;
const SIGNED_IN = ['client', 'rider', 'unverified', 'otherOwner', 'owner', 'restaurantAdmin', 'admin', ...STAFF_ACCOUNTS] as const;

/** An id nothing has: a refusal of the body comes before looking for it. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** `METHOD url` of the route table → the matrix row. */
const MATRIX: Record<string, Entry> = {
  'GET /api/health': { path: () => '/api/health', allow: 'public' },
  // The API's docs (server/docs.ts): public, like the contract they show.
  'GET /api/docs': { path: () => '/api/docs', allow: 'public' },
  'GET /api/docs/json': { path: () => '/api/docs/json', allow: 'public' },
  'GET /api/docs/yaml': { path: () => '/api/docs/yaml', allow: 'public' },
  'GET /api/docs/static/index.html': { path: () => '/api/docs/static/index.html', allow: 'public' },
  'GET /api/docs/static/swagger-initializer.js': { path: () => '/api/docs/static/swagger-initializer.js', allow: 'public' },
  'GET /api/docs/static/*': { path: () => '/api/docs/static/swagger-ui.css', allow: 'public' },
  'POST /api/auth/register': { path: () => '/api/auth/register', body: () => ({}), allow: 'public' },
  'POST /api/auth/login': {
    path: () => '/api/auth/login',
    body: () => ({ email: DEMO_ACCOUNTS.client, password: DEMO_PASSWORD }),
    allow: 'public',
  },
  'GET /api/auth/data': { path: () => '/api/auth/data', allow: SIGNED_IN },
  'PATCH /api/auth/data': { path: () => '/api/auth/data', body: () => ({ language: 'xx' }), allow: SIGNED_IN },
  'GET /api/auth/verify/:id': { path: () => '/api/auth/verify/not-a-link', allow: 'public' },
  'POST /api/auth/forget': { path: () => '/api/auth/forget', body: () => ({ email: 'not-an-email' }), allow: 'public' },
  'POST /api/auth/reset/:id': { path: () => '/api/auth/reset/not-a-link', body: () => ({}), allow: 'public' },
  'POST /api/auth/resendConfirmation': {
    path: () => '/api/auth/resendConfirmation',
    body: () => ({ email: 'not-an-email' }),
    allow: 'public',
  },
  // Logging out revokes every token of the account: called last, each caller with a session of its own.
  'POST /api/auth/logout': { path: () => '/api/auth/logout', allow: SIGNED_IN },
  // Two-factor sign-in and sessions: every signed-in account on its own; another account's, admins only.
  'POST /api/auth/login/secondFactor': {
    path: () => '/api/auth/login/secondFactor',
    body: () => ({ challenge: 'not-a-challenge', code: '123456' }),
    allow: 'public',
  },
  'GET /api/auth/twoFactor': { path: () => '/api/auth/twoFactor', allow: SIGNED_IN },
  'POST /api/auth/twoFactor/setup': { path: () => '/api/auth/twoFactor/setup', allow: SIGNED_IN },
  'POST /api/auth/twoFactor/confirm': { path: () => '/api/auth/twoFactor/confirm', body: () => ({ code: '000000' }), allow: SIGNED_IN },
  'DELETE /api/auth/twoFactor': { path: () => '/api/auth/twoFactor', allow: SIGNED_IN },
  'POST /api/auth/stepUp': { path: () => '/api/auth/stepUp', body: () => ({ password: 'not the password' }), allow: SIGNED_IN },
  'GET /api/auth/sessions': { path: () => '/api/auth/sessions', allow: SIGNED_IN },
  // An unknown session ends nothing; "the others" of the one token each account uses here: none.
  'DELETE /api/auth/sessions/:sessionId': { path: () => '/api/auth/sessions/00000000-0000-4000-8000-000000000000', allow: SIGNED_IN },
  'POST /api/auth/sessions/endOthers': { path: () => '/api/auth/sessions/endOthers', allow: SIGNED_IN },
  'GET /api/auth/accounts/:userId/security': { path: (i) => `/api/auth/accounts/${i.restoOwner}/security`, allow: ADMIN },
  'DELETE /api/auth/accounts/:userId/twoFactor': { path: (i) => `/api/auth/accounts/${i.restoOwner}/twoFactor`, allow: ADMIN },
  // Partners only (owners and riders, verified or not); a wrong version is refused after the access check.
  'PUT /api/auth/terms': {
    path: () => '/api/auth/terms',
    body: () => ({ version: 'not-the-current-one' }),
    allow: ['rider', 'unverified', 'otherOwner', 'owner'],
  },
  'PUT /api/auth/confirme/:userId': { path: (i) => `/api/auth/confirme/${i.restoOwner}`, body: () => ({}), allow: STAFF },
  'POST /api/images/upload': {
    path: () => '/api/images/upload',
    body: () => ({}),
    allow: ['unverified', 'otherOwner', 'owner', 'restaurantAdmin', 'admin', 'manager', 'otherManager'],
  },
  'GET /api/data/googleAN4': { path: () => '/api/data/googleAN4', allow: 'public' },
  'POST /api/data/pageView': { path: () => '/api/data/pageView', body: () => ({ page: '/' }), allow: 'public' },
  // A store owner cannot open a restaurant.
  'POST /api/:type/add': { path: () => '/api/restaurant/add', body: () => ({}), allow: ['unverified', 'owner', 'admin'] },
  'GET /api/:type/getByOwner/:ownerId': { path: (i) => `/api/restaurant/getByOwner/${i.restoOwner}`, allow: DESK },
  'GET /api/admin/restaurant/:id': { path: (i) => `/api/admin/restaurant/${i.resto}`, allow: ADMIN },
  'GET /api/admin/store/:id': { tenant: 'store', path: (i) => `/api/admin/store/${i.store}`, allow: ADMIN },
  'GET /api/admin/services/:id': { path: (i) => `/api/admin/services/${i.services}`, allow: ADMIN },
  'PUT /api/:type/pause/:id': { path: (i) => `/api/restaurant/pause/${i.resto}`, body: () => ({ minutes: 'x' }), allow: DESK },
  'DELETE /api/:type/pause/:id': { path: (i) => `/api/restaurant/pause/${i.resto}`, allow: DESK },
  'PUT /api/:type/update/:id': { path: (i) => `/api/restaurant/update/${i.resto}`, body: () => ({}), allow: MANAGE },
  'GET /api/:type/escalation/:id': { path: (i) => `/api/restaurant/escalation/${i.resto}`, allow: MANAGE },
  'PUT /api/:type/escalation/:id': {
    path: (i) => `/api/restaurant/escalation/${i.resto}`,
    body: () => ({ reminderMinutes: 0 }),
    allow: MANAGE,
  },
  'GET /api/products/getByOwner/:businessId': { tenant: 'store', path: (i) => `/api/products/getByOwner/${i.store}`, allow: DESK },
  'GET /api/products/getAllCategories/:businessId': {
    tenant: 'store',
    path: (i) => `/api/products/getAllCategories/${i.store}`,
    allow: DESK,
  },
  'POST /api/products/addCategory': {
    tenant: 'store',
    path: () => '/api/products/addCategory',
    body: (i) => ({ businessId: i.store, name: '' }),
    allow: MANAGE,
  },
  'PUT /api/products/updateCategory/:id': {
    tenant: 'store',
    path: (i) => `/api/products/updateCategory/${i.storeCategory}`,
    body: () => ({ name: '' }),
    allow: MANAGE,
  },
  'DELETE /api/products/deleteCategory/:id': {
    tenant: 'store',
    path: (i) => `/api/products/deleteCategory/${i.storeCategory}`,
    allow: MANAGE,
  },
  'POST /api/products/addOne/:businessId': {
    tenant: 'store',
    path: (i) => `/api/products/addOne/${i.store}`,
    body: () => ({}),
    allow: MANAGE,
  },
  'PUT /api/products/update/:id': {
    tenant: 'store',
    path: (i) => `/api/products/update/${i.storeItem}`,
    body: () => ({ price: -1 }),
    allow: MANAGE,
  },
  'DELETE /api/products/delete/:id': {
    tenant: 'store',
    path: (i, c) => `/api/products/delete/${c === 'admin' ? i.storeItem2 : c === 'manager' ? i.storeItem3 : i.storeItem}`,
    allow: MANAGE,
  },
  'GET /api/menu/getByOwner/:businessId': { path: (i) => `/api/menu/getByOwner/${i.resto}`, allow: DESK },
  'GET /api/menu/getAllCategories/:businessId': { path: (i) => `/api/menu/getAllCategories/${i.resto}`, allow: DESK },
  'POST /api/menu/addCategory': { path: () => '/api/menu/addCategory', body: (i) => ({ businessId: i.resto, name: '' }), allow: MANAGE },
  'PUT /api/menu/updateCategory/:id': {
    path: (i) => `/api/menu/updateCategory/${i.restoCategory}`,
    body: () => ({ name: '' }),
    allow: MANAGE,
  },
  'DELETE /api/menu/deleteCategory/:id': { path: (i) => `/api/menu/deleteCategory/${i.restoCategory}`, allow: MANAGE },
  'POST /api/menu/addOne/:businessId': { path: (i) => `/api/menu/addOne/${i.resto}`, body: () => ({}), allow: MANAGE },
  'GET /api/easyMarket/export': { path: () => '/api/easyMarket/export', allow: ADMIN },
  // An Easy Market file read back (preview, then import): admins only; a body without a file is refused (400).
  'POST /api/easyMarket/import/preview': { path: () => '/api/easyMarket/import/preview', body: () => ({}), allow: ADMIN },
  'POST /api/easyMarket/import': { path: () => '/api/easyMarket/import', body: () => ({}), allow: ADMIN },
  // The catalogue as a file, and a file's import (preview, then import): the owner, an admin and a manager. A body
  // without a file is refused (400) before anything is read or written.
  'GET /api/menu/export/:businessId': { path: (i) => `/api/menu/export/${i.resto}`, allow: MANAGE },
  'GET /api/products/export/:businessId': { tenant: 'store', path: (i) => `/api/products/export/${i.store}`, allow: MANAGE },
  'POST /api/menu/import/:businessId/preview': { path: (i) => `/api/menu/import/${i.resto}/preview`, body: () => ({}), allow: MANAGE },
  'POST /api/menu/import/:businessId': { path: (i) => `/api/menu/import/${i.resto}`, body: () => ({}), allow: MANAGE },
  'POST /api/products/import/:businessId/preview': {
    tenant: 'store',
    path: (i) => `/api/products/import/${i.store}/preview`,
    body: () => ({}),
    allow: MANAGE,
  },
  'POST /api/products/import/:businessId': {
    tenant: 'store',
    path: (i) => `/api/products/import/${i.store}`,
    body: () => ({}),
    allow: MANAGE,
  },
  // Stock and bulk changes: the owner, an admin and a manager (not the desk). A preview writes nothing.
  'GET /api/menu/restock/:businessId': { path: (i) => `/api/menu/restock/${i.resto}`, allow: MANAGE },
  'GET /api/products/restock/:businessId': { tenant: 'store', path: (i) => `/api/products/restock/${i.store}`, allow: MANAGE },
  'POST /api/menu/bulk/:businessId': {
    path: (i) => `/api/menu/bulk/${i.resto}`,
    body: (i) => ({ action: 'hide', ids: [i.restoItem], preview: true }),
    allow: MANAGE,
  },
  'POST /api/products/bulk/:businessId': {
    tenant: 'store',
    path: (i) => `/api/products/bulk/${i.store}`,
    body: (i) => ({ action: 'hide', ids: [i.storeItem], preview: true }),
    allow: MANAGE,
  },
  'PUT /api/menu/update/:id': { path: (i) => `/api/menu/update/${i.restoItem}`, body: () => ({ price: -1 }), allow: MANAGE },
  'DELETE /api/menu/delete/:id': {
    path: (i, c) => `/api/menu/delete/${c === 'admin' ? i.restoItem2 : c === 'manager' ? i.restoItem3 : i.restoItem}`,
    allow: MANAGE,
  },
  'GET /api/packs/byBesnise/:businessId': { path: (i) => `/api/packs/byBesnise/${i.resto}`, allow: MANAGE },
  'POST /api/packs/addPack/:businessId': { path: (i) => `/api/packs/addPack/${i.resto}`, body: () => ({}), allow: MANAGE },
  'PUT /api/packs/updatePack/:packId': { path: (i) => `/api/packs/updatePack/${i.pack}`, body: () => ({ price: -1 }), allow: MANAGE },
  'DELETE /api/packs/deletePack/:packId': {
    path: (i, c) => `/api/packs/deletePack/${c === 'admin' ? i.pack2 : c === 'manager' ? i.pack3 : i.pack}`,
    allow: MANAGE,
  },
  'GET /api/orders/:type/:businessId': { path: (i) => `/api/orders/restaurant/${i.resto}`, allow: DESK },
  'GET /api/orders/:type/:businessId/export': { path: (i) => `/api/orders/restaurant/${i.resto}/export`, allow: DESK },
  'PUT /api/orders/:type/updatestatue/:id': {
    path: (i) => `/api/orders/restaurant/updatestatue/${i.restoOrder}`,
    body: () => ({ status: 'nonsense' }),
    allow: DESK,
  },
  'PUT /api/orderPack/changeStatus/:id': {
    path: (i) => `/api/orderPack/changeStatus/${i.packOrder}`,
    body: () => ({ status: 'nonsense' }),
    allow: DESK,
  },
  'GET /api/orders/admin/:status/:type': { path: () => '/api/orders/admin/new/restaurant', allow: ADMIN },
  'GET /api/orders/admin/:status/:type/export': { path: () => '/api/orders/admin/new/restaurant/export', allow: ADMIN },
  'PUT /api/orders/admin/:type/:id/:status': { path: (i) => `/api/orders/admin/restaurant/${i.restoOrder}/nonsense`, allow: ADMIN },
  'PUT /api/orders/admin/pack/:id/:status': { path: (i) => `/api/orders/admin/pack/${i.packOrder}/nonsense`, allow: ADMIN },
  'GET /api/easyMarket/orders/getALL/new': { path: () => '/api/easyMarket/orders/getALL/new', allow: ADMIN },
  'PUT /api/easyMarket/orders/edit/:id/:status': { path: (i) => `/api/easyMarket/orders/edit/${i.groceryOrder}/nonsense`, allow: ADMIN },
  'PUT /api/grocery/order/:id': { path: (i) => `/api/grocery/order/${i.groceryOrder}`, body: () => ({ status: 'nonsense' }), allow: ADMIN },
  'POST /api/client/orders': { path: () => '/api/client/orders', body: () => ({ type: 'nonsense' }), allow: ['client'] },
  'GET /api/client/orders': { path: () => '/api/client/orders', allow: ['client'] },
  // When an order goes wrong: the customer cancels its own, the business's desk cancels and changes its orders, an admin
  // refunds and decides; a dispute is the owner's or a manager's (src/domain/orderProblems.ts).
  'POST /api/client/orders/:id/cancel': {
    path: (i) => `/api/client/orders/${i.restoOrder}/cancel`,
    body: () => ({ reason: 'x' }),
    allow: ['client'],
  },
  'POST /api/orders/:id/cancel': { path: (i) => `/api/orders/${i.restoOrder}/cancel`, body: () => ({ reason: 'x' }), allow: DESK },
  'POST /api/orders/:id/edit': { path: (i) => `/api/orders/${i.restoOrder}/edit`, body: () => ({ lines: [] }), allow: DESK },
  'GET /api/orders/:id/problems': { path: (i) => `/api/orders/${i.restoOrder}/problems`, allow: DESK },
  'POST /api/admin/orders/:id/refunds': {
    path: (i) => `/api/admin/orders/${i.restoOrder}/refunds`,
    body: () => ({ whole: 'x' }),
    allow: ADMIN,
  },
  'PUT /api/admin/orders/:id/liability': { path: (i) => `/api/admin/orders/${i.restoOrder}/liability`, body: () => ({}), allow: ADMIN },
  'POST /api/refunds/:refundId/dispute': {
    path: () => `/api/refunds/${NO_SUCH_ID}/dispute`,
    body: () => ({ comment: '' }),
    allow: ['owner', 'otherOwner', 'manager', 'otherManager'],
  },
  'POST /api/admin/disputes/:disputeId/decision': {
    path: () => `/api/admin/disputes/${NO_SUCH_ID}/decision`,
    body: () => ({}),
    allow: ADMIN,
  },
  'GET /api/rider/orders': { path: () => '/api/rider/orders', allow: ['rider'] },
  'PUT /api/rider/orders/:id/:status': { path: (i) => `/api/rider/orders/${i.restoOrder}/nonsense`, allow: ['rider'] },
  'GET /api/admin/getAll/:role': { path: () => '/api/admin/getAll/restaurant_owner', allow: ADMIN },
  'PUT /api/admin/update/:id': { path: (i) => `/api/admin/update/${i.unverifiedId}`, body: () => ({ verified: 'x' }), allow: ADMIN },
  'POST /api/admin/resetPassword/:id': { path: (i) => `/api/admin/resetPassword/${i.unverifiedId}`, allow: ADMIN },
  'PUT /api/admin/updateEmail/:id': {
    path: (i) => `/api/admin/updateEmail/${i.restoOwner}`,
    body: () => ({ email: 'not-an-email' }),
    allow: ADMIN,
  },
  'GET /api/data/admin/rider': { path: () => '/api/data/admin/rider', allow: ADMIN },
  'GET /api/rider/getById/:id': { path: (i) => `/api/rider/getById/${i.rider}`, allow: ADMIN },
  'GET /api/data/journal/rider/:id': { path: (i) => `/api/data/journal/rider/${i.rider}`, allow: ADMIN },
  'GET /api/data/journal/rider/:id/export': { path: (i) => `/api/data/journal/rider/${i.rider}/export`, allow: ADMIN },
  'GET /api/data/journal/rider/:id/current/export': {
    path: (i) => `/api/data/journal/rider/${i.rider}/current/export`,
    allow: ADMIN,
  },
  'GET /api/data/journal/confirm/:id': { path: (i) => `/api/data/journal/confirm/${i.rider}`, allow: ADMIN },
  'GET /api/easyMarket/category/get/mainCatAdmin': { path: () => '/api/easyMarket/category/get/mainCatAdmin', allow: ADMIN },
  'POST /api/easyMarket/category/add/mainCat': { path: () => '/api/easyMarket/category/add/mainCat', body: () => ({}), allow: ADMIN },
  'POST /api/easyMarket/category/add/subCat/:id': {
    path: (i) => `/api/easyMarket/category/add/subCat/${i.mainCat}`,
    body: () => ({}),
    allow: ADMIN,
  },
  'POST /api/easyMarket/category/add/cat/:id': {
    path: (i) => `/api/easyMarket/category/add/cat/${i.subCat}`,
    body: () => ({}),
    allow: ADMIN,
  },
  'PUT /api/easyMarket/category/update/mainCat/:id': {
    path: (i) => `/api/easyMarket/category/update/mainCat/${i.mainCat}`,
    body: () => ({ name: '' }),
    allow: ADMIN,
  },
  'PUT /api/easyMarket/category/update/subCat/:id': {
    path: (i) => `/api/easyMarket/category/update/subCat/${i.subCat}`,
    body: () => ({ name: '' }),
    allow: ADMIN,
  },
  'PUT /api/easyMarket/category/update/cat/:id': {
    path: (i) => `/api/easyMarket/category/update/cat/${i.emCat}`,
    body: () => ({ name: '' }),
    allow: ADMIN,
  },
  'DELETE /api/easyMarket/category/delete/mainCat/:id': {
    path: (i) => `/api/easyMarket/category/delete/mainCat/${i.mainCat}`,
    allow: ADMIN,
  },
  'DELETE /api/easyMarket/category/delete/subCat/:id': { path: (i) => `/api/easyMarket/category/delete/subCat/${i.subCat}`, allow: ADMIN },
  'DELETE /api/easyMarket/category/delete/cat/:id': { path: (i) => `/api/easyMarket/category/delete/cat/${i.emCat}`, allow: ADMIN },
  'GET /api/easyMarket/product/getAdmin/:categoryId': { path: (i) => `/api/easyMarket/product/getAdmin/${i.emCat}`, allow: ADMIN },
  'POST /api/easyMarket/product/add': { path: () => '/api/easyMarket/product/add', body: () => ({}), allow: ADMIN },
  'PUT /api/easyMarket/product/update/:id': {
    path: (i) => `/api/easyMarket/product/update/${i.emProduct}`,
    body: () => ({ prix: -1 }),
    allow: ADMIN,
  },
  'DELETE /api/easyMarket/product/delete/:id': { path: (i) => `/api/easyMarket/product/delete/${i.emProduct}`, allow: ADMIN },
  'GET /api/data/revenue/:type/:businessId': { path: (i) => `/api/data/revenue/restaurant/${i.resto}`, allow: MANAGE },
  'GET /api/data/product/:businessId/:type': { path: (i) => `/api/data/product/${i.resto}/restaurant`, allow: MANAGE },
  'GET /api/data/admin/overview': { path: () => '/api/data/admin/overview', allow: ADMIN },
  // Commission terms are the admins'; a business's balance is its owner's and manager's (not the desk's) and the admins'.
  'GET /api/admin/commission/:businessId': { path: (i) => `/api/admin/commission/${i.resto}`, allow: ADMIN },
  'POST /api/admin/commission/:businessId': {
    path: (i) => `/api/admin/commission/${i.resto}`,
    body: () => ({ rate: -1 }),
    allow: ADMIN,
  },
  'GET /api/ledger/:businessId/balance': { path: (i) => `/api/ledger/${i.resto}/balance`, allow: MANAGE },
  // Statements and invoices: the business's owner, its manager and admins; closing, credit notes and reconciliation: admins.
  'GET /api/payments/:businessId': { path: (i) => `/api/payments/${i.resto}`, allow: MANAGE },
  'GET /api/payments/:businessId/statements': { path: (i) => `/api/payments/${i.resto}/statements`, allow: MANAGE },
  'GET /api/payments/:businessId/statements/:statementId': {
    path: (i) => `/api/payments/${i.resto}/statements/${i.statement}`,
    allow: MANAGE,
  },
  'GET /api/payments/:businessId/statements/:statementId/lines': {
    path: (i) => `/api/payments/${i.resto}/statements/${i.statement}/lines`,
    allow: MANAGE,
  },
  'GET /api/payments/:businessId/statements/:statementId/export': {
    path: (i) => `/api/payments/${i.resto}/statements/${i.statement}/export`,
    allow: MANAGE,
  },
  'GET /api/payments/:businessId/open-week/lines': { path: (i) => `/api/payments/${i.resto}/open-week/lines`, allow: MANAGE },
  'GET /api/payments/:businessId/invoices/:invoiceId': {
    path: (i) => `/api/payments/${i.resto}/invoices/${i.invoice}`,
    allow: MANAGE,
  },
  'POST /api/admin/statements/close': { path: () => '/api/admin/statements/close', body: () => ({ weekStart: 'x' }), allow: ADMIN },
  'POST /api/admin/invoices/:invoiceId/credit-note': {
    path: (i) => `/api/admin/invoices/${i.invoice}/credit-note`,
    body: () => ({ reason: '' }),
    allow: ADMIN,
  },
  'GET /api/admin/reconciliation': { path: () => '/api/admin/reconciliation?from=2026-11-01&to=2026-11-30', allow: ADMIN },
  // Bank details: read by the business's owner, manager and admins, changed by the owner alone, a RIB verified by admins.
  'GET /api/businesses/:businessId/bank-details': { path: (i) => `/api/businesses/${i.resto}/bank-details`, allow: MANAGE },
  'PUT /api/businesses/:businessId/bank-details': {
    path: (i) => `/api/businesses/${i.resto}/bank-details`,
    body: () => ({ rib: 'not a RIB' }),
    allow: ['owner'],
  },
  'POST /api/admin/businesses/:businessId/rib/verify': {
    path: (i) => `/api/admin/businesses/${i.resto}/rib/verify`,
    body: () => ({ ribChangedAt: null }),
    allow: ADMIN,
  },
  // Payouts are the admins'; the requests below are refused for their body or query, so nothing is paid.
  'GET /api/admin/payouts': { path: () => '/api/admin/payouts?status=unpaid', allow: ADMIN },
  'POST /api/admin/payouts': { path: () => '/api/admin/payouts', body: () => ({ statementIds: [], bankReference: '' }), allow: ADMIN },
  'GET /api/admin/payouts/transfer-file': { path: () => '/api/admin/payouts/transfer-file?statementIds=x', allow: ADMIN },
  // The order-problems desk: an admin's, read only.
  'GET /api/admin/problems/summary': { path: () => '/api/admin/problems/summary', allow: ADMIN },
  'GET /api/admin/problems/cancellations': { path: () => '/api/admin/problems/cancellations?by=admin', allow: ADMIN },
  'GET /api/admin/problems/refunds': { path: () => '/api/admin/problems/refunds?disputed=true', allow: ADMIN },
  'GET /api/admin/problems/disputes': { path: () => '/api/admin/problems/disputes?status=open', allow: ADMIN },
  'GET /api/admin/problems/late': { path: () => '/api/admin/problems/late', allow: ADMIN },
  'GET /api/admin/problems/rates': { path: () => '/api/admin/problems/rates', allow: ADMIN },
  'GET /api/admin/businesses/:businessId/problem-rates': {
    path: (i) => `/api/admin/businesses/${i.resto}/problem-rates`,
    allow: ADMIN,
  },
  'GET /api/audit': { path: (i) => `/api/audit?page=1&actor=${i.restoOwner}`, allow: ADMIN },
  'GET /api/push/key': { path: () => '/api/push/key', allow: HEAR_ORDERS },
  'GET /api/push/subscriptions': { path: () => '/api/push/subscriptions', allow: HEAR_ORDERS },
  'POST /api/push/subscriptions': { path: () => '/api/push/subscriptions', body: () => ({}), allow: HEAR_ORDERS },
  // Each allowed caller removes a device of its own; the owner's device is what the others try.
  'DELETE /api/push/subscriptions/:id': {
    path: (i, caller) => `/api/push/subscriptions/${HEAR_ORDERS.includes(caller as never) ? i[`device_${caller}`] : i.device_owner}`,
    allow: HEAR_ORDERS,
  },
  'GET /api/system/status': { path: () => '/api/system/status', allow: ADMIN },
  // A business's team: its owner's alone (an admin lists and removes members); staff read their own membership.
  'GET /api/team': { path: () => '/api/team', allow: OWNERS_ONLY },
  'POST /api/team/invitations': { path: () => '/api/team/invitations', body: () => ({}), allow: OWNERS_ONLY },
  'POST /api/team/invitations/:id/resend': { path: (i) => `/api/team/invitations/${i.invitation}/resend`, allow: ['owner'] },
  'DELETE /api/team/invitations/:id': { path: (i) => `/api/team/invitations/${i.invitation2}`, allow: ['owner'] },
  'PUT /api/team/members/:id': { path: (i) => `/api/team/members/${i.teamMember}`, body: () => ({ role: 'desk' }), allow: ['owner'] },
  'DELETE /api/team/members/:id': {
    path: (i, c) => `/api/team/members/${c === 'admin' ? i.teamMember3 : i.teamMember2}`,
    allow: ['owner', 'admin'],
  },
  'GET /api/admin/team/:ownerId': { path: (i) => `/api/admin/team/${i.restoOwner}`, allow: ADMIN },
  'GET /api/team/join/:token': { path: () => '/api/team/join/not-a-link', allow: 'public' },
  'POST /api/team/join/:token': { path: () => '/api/team/join/not-a-link', body: () => ({}), allow: 'public' },
  'GET /api/team/me': { path: () => '/api/team/me', allow: STAFF_ACCOUNTS },
  // Ratings: a customer rates only its own orders (the order named is the demo client's; refused for its body);
  // the business's desk reads them, its owner and managers reply, admins watch and hide.
  'GET /api/client/orders/:id/review': { path: (i) => `/api/client/orders/${i.reviewedOrder}/review`, allow: ['client'] },
  'POST /api/client/orders/:id/review': {
    path: (i) => `/api/client/orders/${i.reviewedOrder}/review`,
    body: () => ({ stars: 9 }),
    allow: ['client'],
  },
  'PUT /api/client/orders/:id/review': {
    path: (i) => `/api/client/orders/${i.reviewedOrder}/review`,
    body: () => ({ stars: 9 }),
    allow: ['client'],
  },
  'GET /api/reviews/:businessId/summary': { path: (i) => `/api/reviews/${i.resto}/summary`, allow: DESK },
  'GET /api/reviews/:businessId': { path: (i) => `/api/reviews/${i.resto}?page=1`, allow: DESK },
  'PUT /api/reviews/:businessId/:reviewId/reply': {
    path: (i) => `/api/reviews/${i.resto}/${i.review}/reply`,
    body: () => ({ text: '' }),
    allow: ['owner', 'manager'],
  },
  'GET /api/admin/reviews/partners': { path: () => '/api/admin/reviews/partners', allow: ADMIN },
  'GET /api/admin/reviews/alerts': { path: () => '/api/admin/reviews/alerts', allow: ADMIN },
  'PUT /api/admin/reviews/:reviewId/moderation': {
    path: (i) => `/api/admin/reviews/${i.review}/moderation`,
    body: () => ({ part: 'comment', hidden: true }),
    allow: ADMIN,
  },
  'GET /api/admin/reviews/settings': { path: () => '/api/admin/reviews/settings', allow: ADMIN },
  'PUT /api/admin/reviews/settings': { path: () => '/api/admin/reviews/settings', body: () => ({ alertThreshold: 9 }), allow: ADMIN },
};

const LOGOUT = 'POST /api/auth/logout';
const APP_START_MS = 180_000;
let built: BuiltApp;
const ids: Ids = {};
type StaffAccount = 'restoManager' | 'restoDesk' | 'storeManager' | 'storeDesk';
const tokens: Partial<
  Record<Exclude<Caller, 'none' | 'owner' | 'otherOwner' | 'manager' | 'desk' | 'otherManager'> | 'resto' | 'store' | StaffAccount, string>
> = {};
let staffEmails: Record<string, string> = {};

beforeAll(async () => {
  built = await createTestApp();
  const login = async (email: string) => (await loginAs(built, email)).token;
  tokens.client = await login(DEMO_ACCOUNTS.client);
  tokens.rider = await login(DEMO_ACCOUNTS.rider);
  tokens.unverified = await login(DEMO_ACCOUNTS.unverified);
  tokens.resto = await login(DEMO_ACCOUNTS.restaurant);
  tokens.store = await login(DEMO_ACCOUNTS.store);
  tokens.restaurantAdmin = await login(DEMO_ACCOUNTS.adminRestaurant);
  tokens.admin = await login(DEMO_ACCOUNTS.admin);
  Object.assign(ids, await demoTenant(built));
  ids.services = (await built.ctx.db.select({ id: businesses._id }).from(businesses).where(eq(businesses.type, 'services')))[0]!.id;
  const staff = await demoStaff(built, ids);
  Object.assign(ids, staff.ids);
  await jobDone(built, LEDGER_BACKFILL_JOB);
  const [closed] = await built.ctx.db.select().from(statements).where(eq(statements.businessId, ids.resto!)).limit(1);
  ids.statement = closed!._id;
  ids.invoice = (await built.ctx.db.select().from(invoices).where(eq(invoices.statementId, closed!._id)))[0]!._id;
  staffEmails = staff.emails;
  // A rating of the tenant's (seeded with the demo data).
  const [review] = await built.ctx.db.select().from(reviews).where(eq(reviews.businessId, ids.resto!)).limit(1);
  ids.review = review!._id;
  ids.reviewedOrder = review!.orderId;
  for (const account of ['restoManager', 'restoDesk', 'storeManager', 'storeDesk'] as const)
    tokens[account] = (await loginAs(built, staffEmails[account]!, STAFF_PASSWORD)).token;
  const adminId = (await built.ctx.db.select({ id: users._id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.admin)))[0]!.id;
  for (const [caller, userId] of [
    ['owner', ids.restoOwner],
    ['otherOwner', ids.storeOwner],
    ['admin', adminId],
    ['manager', ids.restoManagerUser],
    ['desk', ids.restoDeskUser],
    ['otherManager', ids.storeManagerUser],
  ] as const) {
    const [device] = await built.ctx.db
      .insert(pushSubscriptions)
      .values({ userId: userId!, endpoint: `https://push.example.test/${caller}`, p256dh: 'p', auth: 'a', browser: 'Test' })
      .returning();
    ids[`device_${caller}`] = device!._id;
  }
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
});

function tokenOf(caller: Caller, entry: Entry): string | undefined {
  const tenant = entry.tenant ?? 'resto';
  if (caller === 'none') return undefined;
  if (caller === 'owner') return tokens[tenant];
  if (caller === 'otherOwner') return tokens[tenant === 'resto' ? 'store' : 'resto'];
  const staff = staffAccountOf(caller, tenant);
  if (staff) return tokens[staff];
  return tokens[caller as keyof typeof tokens];
}

/** The staff account a staff caller is, for a row of this tenant. */
function staffAccountOf(caller: Caller, tenant: 'resto' | 'store'): StaffAccount | null {
  const other = tenant === 'resto' ? 'store' : 'resto';
  if (caller === 'manager') return `${tenant}Manager`;
  if (caller === 'desk') return `${tenant}Desk`;
  if (caller === 'otherManager') return `${other}Manager`;
  return null;
}

function expected(entry: Entry, caller: Caller): Expected {
  if (entry.allow === 'public') return 'ok';
  if (caller === 'none') return 401;
  return entry.allow.includes(caller) ? 'ok' : 'denied';
}

/** A 403 that asks for the step-up let the caller through the access rules: it is the next check. */
const verdict = (status: number, code?: string): Expected | 'server error' =>
  status >= 500 ? 'server error' : status === 401 ? 401 : (status === 403 && code !== 'stepUpRequired') || status === 404 ? 'denied' : 'ok';

describe('authorization matrix', () => {
  it('has one row for every route of the route table, and none for a route that is gone', () => {
    const table = apiRoutes(built.app).map((r) => `${r.method} ${r.url}`);
    expect(
      table.filter((key) => !MATRIX[key]),
      'routes without a row in the matrix',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !table.includes(key)),
      'rows for routes that no longer exist',
    ).toEqual([]);
  });

  it('answers every route × caller as the matrix says, on another tenant’s real objects', async () => {
    const wrong: string[] = [];
    let cells = 0;
    // The denied callers go first, then the allowed: an owner's delete that still answers 200 after them
    // shows the denied ones removed nothing.
    const rows = Object.entries(MATRIX).sort(([a], [b]) => Number(a === LOGOUT) - Number(b === LOGOUT));
    for (const [key, entry] of rows) {
      const method = key.split(' ')[0]!;
      const order = [...CALLERS].sort((a, b) => Number(expected(entry, a) === 'ok') - Number(expected(entry, b) === 'ok'));
      for (const caller of order) {
        let token = tokenOf(caller, entry);
        // Log out with a session of its own, so the others stay valid.
        if (key === LOGOUT && caller !== 'none') {
          const password = staffAccountOf(caller, entry.tenant ?? 'resto') ? STAFF_PASSWORD : DEMO_PASSWORD;
          token = (await loginAs(built, emailOf(caller, entry), password)).token;
        }
        const body = entry.body?.(ids);
        const res = await built.app.inject({
          method: method as 'GET',
          url: entry.path(ids, caller),
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          payload: body !== undefined ? JSON.stringify(body) : undefined,
        });
        cells++;
        const want = expected(entry, caller);
        const got = verdict(res.statusCode, res.statusCode === 403 ? (res.json() as { code?: string }).code : undefined);
        if (got !== want) wrong.push(`${key} as ${caller}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    console.log(
      `authorization matrix: ${Object.keys(MATRIX).length} routes × ${CALLERS.length} callers = ${cells} cells, ${wrong.length} wrong`,
    );
    if (wrong.length) console.log(wrong.join('\n'));
    expect(wrong).toEqual([]);
    // Some 800 requests one after another: minutes on a busy machine, not the 30 s of a single test.
  }, 300_000);
});

/**
 * The actions that move money or where it goes, with a request each that is otherwise right: without a fresh
 * second factor (none of this file's sessions proved one) each is refused with 403 and the code that says so.
 */
const STEP_UP: Record<string, { path: (ids: Ids) => string; body?: (ids: Ids) => unknown; as: 'admin' | 'owner' }> = {
  'POST /api/admin/payouts': {
    path: () => '/api/admin/payouts',
    body: (i) => ({ statementIds: [i.statement], bankReference: 'VIR-1' }),
    as: 'admin',
  },
  'PUT /api/businesses/:businessId/bank-details': {
    path: (i) => `/api/businesses/${i.resto}/bank-details`,
    body: () => ({ rib: '0117800000123456789012' + ribKey('0117800000123456789012') }),
    as: 'owner',
  },
  'POST /api/admin/commission/:businessId': { path: (i) => `/api/admin/commission/${i.resto}`, body: () => ({ rate: 1000 }), as: 'admin' },
  'PUT /api/admin/update/:id': { path: (i) => `/api/admin/update/${i.restoOwner}`, body: () => ({ verified: false }), as: 'admin' },
  'PUT /api/admin/updateEmail/:id': {
    path: (i) => `/api/admin/updateEmail/${i.restoOwner}`,
    body: () => ({ newEmail: 'new.address@example.ma' }),
    as: 'admin',
  },
  'DELETE /api/auth/twoFactor': { path: () => '/api/auth/twoFactor', as: 'owner' },
  'DELETE /api/auth/accounts/:userId/twoFactor': { path: (i) => `/api/auth/accounts/${i.restoOwner}/twoFactor`, as: 'admin' },
};

describe('the step-up', () => {
  it('is asked by exactly the routes that move money or where it goes, and answers 403 stepUpRequired without it, changing nothing', async () => {
    const stepped = apiRoutes(built.app)
      .filter((r) => r.stepUp)
      .map((r) => `${r.method} ${r.url}`);
    expect(stepped.sort()).toEqual(Object.keys(STEP_UP).sort());
    const [before] = await built.ctx.db.select().from(users).where(eq(users._id, ids.restoOwner!));
    for (const [key, entry] of Object.entries(STEP_UP)) {
      const body = entry.body?.(ids);
      const res = await built.app.inject({
        method: key.split(' ')[0] as 'POST',
        url: entry.path(ids),
        headers: { authorization: `Bearer ${tokens[entry.as === 'admin' ? 'admin' : 'resto']}` },
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      expect([key, res.statusCode, res.json().code]).toEqual([key, 403, 'stepUpRequired']);
    }
    const [after] = await built.ctx.db.select().from(users).where(eq(users._id, ids.restoOwner!));
    expect(after).toEqual(before);
  });
});

function emailOf(caller: Caller, entry: Entry): string {
  const tenant = entry.tenant ?? 'resto';
  const staff = staffAccountOf(caller, tenant);
  if (staff) return staffEmails[staff]!;
  const byCaller: Record<Exclude<Caller, 'none' | 'manager' | 'desk' | 'otherManager'>, string> = {
    client: DEMO_ACCOUNTS.client,
    rider: DEMO_ACCOUNTS.rider,
    unverified: DEMO_ACCOUNTS.unverified,
    owner: tenant === 'resto' ? DEMO_ACCOUNTS.restaurant : DEMO_ACCOUNTS.store,
    otherOwner: tenant === 'resto' ? DEMO_ACCOUNTS.store : DEMO_ACCOUNTS.restaurant,
    restaurantAdmin: DEMO_ACCOUNTS.adminRestaurant,
    admin: DEMO_ACCOUNTS.admin,
  };
  return byCaller[caller as keyof typeof byCaller];
}
