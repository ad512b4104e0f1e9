import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GeoPoint } from '../../src/domain/geo';
import { centimes, ZERO, type Centimes } from '../../src/domain/money';
import type { CatalogueOption, PricedChoice } from '../../src/domain/orderLines';
import type { Closure } from '../../src/domain/service';
import { LOCALES } from '../../src/i18n/types';
import { TIME_ZONES } from '../../src/domain/clock';
import { STAFF_ROLES } from '../../src/domain/staff';
import { LEDGER_KINDS } from '../../src/domain/commission';
import { INVOICE_KINDS } from '../../src/domain/statements';
import { CANCELLERS, DISPUTE_STATUSES, LIABLE_PARTIES, type RefundPick } from '../../src/domain/orderProblems';

/** Property names follow the provider API's field names (SPEC §3), so rows serialise as the API speaks. */
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
/** An amount in whole centimes (src/domain/money.ts); bigint, since an order of 50 lines can pass 21 million dh. */
const centimesColumn = customType<{ data: Centimes; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  // node-postgres answers an int8 as text, PGlite as a number or a bigint.
  fromDriver: (value) => centimes(Number(value)),
});
const money = (name: string) => centimesColumn(name).notNull().default(ZERO);

export type OptionChoice = PricedChoice<Centimes>;
export type ProductOption = CatalogueOption<Centimes>;
export interface TimeSlot {
  opening: string;
  closing: string;
}
export type WeekSchedule = Record<string, TimeSlot[]>;
export type { Closure };
export interface SocialMedia {
  ig?: string;
  fb?: string;
  web?: string;
  tiktok?: string;
}
/** A snapshot of one order line, priced by the server when the order was placed. */
export interface OrderLine {
  productId: string;
  name: string;
  image: string;
  prix: Centimes;
  quantity: number;
  options: { name: string; choices: OptionChoice[] }[];
  prixTotal: Centimes;
  /** The quantity was taken from the product's counted stock; a refusal puts it back. */
  stockTaken?: boolean;
}

export const users = pgTable(
  'users',
  {
    _id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    verified: boolean('verified').notNull().default(false),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    profilePicture: text('profile_picture'),
    Date_birth: text('date_birth'),
    N_account: text('n_account'),
    N_identité: text('n_identite'),
    scan_Id: text('scan_id'),
    /** Raised by a password reset and by logging out: login tokens carry it, older ones stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The language the person reads (en, fr or ar): the e-mails they get are written in it. */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    /** The clock the person reads times in: UTC (the default) or the business's, Africa/Casablanca. */
    timeZone: text('time_zone', { enum: TIME_ZONES }).notNull().default('UTC'),
    /** The version of the partner terms the person accepted during onboarding, and when. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'string' }),
    /** The authenticator app's secret, encrypted with the configured key (server/secretBox.ts); set once confirmed. */
    twoFactorSecret: text('two_factor_secret'),
    /** A secret offered for enrolment, encrypted, until the first code confirms it. */
    twoFactorPending: text('two_factor_pending'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true, mode: 'string' }),
    /** The last 30-second step whose code was accepted: a code is never accepted twice. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // Partner lists page by name within a role, and the accounts waiting for verification by name.
    index('users_role_name_idx').on(t.role, t.name, t._id),
    index('users_unverified_name_idx')
      .on(t.name, t._id)
      .where(sql`${t.verified} = false`),
  ],
);

/** One-time links sent by e-mail (confirm the address, reset the password); only a hash is kept. */
export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users._id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** Restaurants, stores and services share one shape; `type` tells them apart. */
export const businesses = pgTable(
  'businesses',
  {
    _id: id(),
    type: text('type', { enum: ['restaurant', 'store', 'services'] }).notNull(),
    owner: uuid('owner_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    background: text('background').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    description: text('description').notNull().default(''),
    socialMedia: jsonb('social_media').$type<SocialMedia>().notNull().default({}),
    delivery: boolean('delivery').notNull().default(true),
    openingTime: text('opening_time').notNull().default('09:00'),
    closingTime: text('closing_time').notNull().default('20:00'),
    openingAllTimes: boolean('opening_all_times').notNull().default(false),
    isTemporarilyClosed: boolean('is_temporarily_closed').notNull().default(false),
    schedule: jsonb('schedule').$type<WeekSchedule>().notNull().default({}),
    /** New orders paused ("busy") until this moment; it simply expires, no timer needed on any node. */
    pausedUntil: timestamp('paused_until', { withTimezone: true, mode: 'string' }),
    /** New orders paused until the owner resumes them. */
    pausedIndefinitely: boolean('paused_indefinitely').notNull().default(false),
    /** Exceptional closures (holidays, works): whole days from/to, "YYYY-MM-DD" on Oujda's calendar. */
    closures: jsonb('closures').$type<Closure[]>().notNull().default([]),
    /** The usual preparation time, offered first when an order is accepted. */
    preparationMinutes: integer('preparation_minutes').notNull().default(20),
    /** Print the kitchen ticket when an order is accepted. */
    printOnAccept: boolean('print_on_accept').notNull().default(false),
    category: jsonb('category').$type<string[]>().notNull().default([]),
    location: jsonb('location').$type<GeoPoint>().notNull(),
    city: text('city').notNull().default('oujda'),
    visible: boolean('visible').notNull().default(true),
    /** Who the commission invoices are made out to (src/domain/legalIdentity.ts): the name and address when unset. */
    legalName: text('legal_name'),
    legalAddress: text('legal_address'),
    /** Identifiant Commun de l'Entreprise, 15 digits, when the partner has one. */
    ice: text('ice'),
    /** Where payouts go: a Moroccan RIB, 24 digits with its key. A change waits for an admin's verification. */
    rib: text('rib'),
    ribVerifiedAt: timestamp('rib_verified_at', { withTimezone: true, mode: 'string' }),
    /** When the RIB was last entered: an admin verifies the RIB of that moment, not one changed under its eyes. */
    ribChangedAt: timestamp('rib_changed_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('businesses_owner_unique').on(t.owner), index('businesses_type_idx').on(t.type)],
);

/** Menu categories (restaurants, services) and product categories (stores). */
export const catalogueCategories = pgTable(
  'catalogue_categories',
  {
    _id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses._id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Hours its items can be ordered (opening-hours rules); null means whenever the business is open. */
    availability: jsonb('availability').$type<WeekSchedule>(),
    createdAt: createdAt(),
  },
  (t) => [index('catalogue_categories_business_idx').on(t.businessId)],
);

/** Menu items and store products. `active` true means hidden from customers (SPEC §3). */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    _id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses._id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => catalogueCategories._id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    price: money('price'),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    active: boolean('active').notNull().default(false),
    soldOut: boolean('sold_out').notNull().default(false),
    /** Sold out "until tomorrow": back on sale from this moment (the next opening), read as on sale after it. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true, mode: 'string' }),
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /** Units left; null means not counted. Orders take from it in their own transaction. */
    stock: integer('stock'),
    /** At or below this many units the product is listed to restock on the dashboard. */
    lowStock: integer('low_stock'),
    /** Hours the item can be ordered (opening-hours rules); null means its category's, or always. */
    availability: jsonb('availability').$type<WeekSchedule>(),
    /** A store product's EAN-13, EAN-8 or UPC-A (check digit verified); one product per code in a business. */
    barcode: text('barcode'),
    createdAt: createdAt(),
  },
  (t) => [
    index('catalogue_items_business_idx').on(t.businessId),
    index('catalogue_items_category_idx').on(t.categoryId),
    check('catalogue_items_stock_check', sql`${t.stock} >= 0`),
    uniqueIndex('catalogue_items_business_barcode_unique').on(t.businessId, t.barcode),
  ],
);

export const packs = pgTable(
  'packs',
  {
    _id: id(),
    business_id: uuid('business_id')
      .notNull()
      .references(() => businesses._id, { onDelete: 'cascade' }),
    business_Type: text('business_type').notNull(),
    name: text('name').notNull(),
    price: money('price'),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    active: boolean('active').notNull().default(true),
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('packs_business_idx').on(t.business_id)],
);

/** Riders' working data beside their user account. */
export const riders = pgTable('riders', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users._id, { onDelete: 'cascade' }),
  Number_Rider: integer('number_rider').notNull().unique(),
  avability: text('avability').notNull().default('unavailable'),
  currentLocation: jsonb('current_location').$type<GeoPoint>(),
});

/** A payment to a rider closes a journal period: the orders it settled point to it. */
export const riderPayments = pgTable('rider_payments', {
  _id: id(),
  riderId: uuid('rider_id')
    .notNull()
    .references(() => users._id, { onDelete: 'cascade' }),
  amount: money('amount'),
  paidBy: uuid('paid_by').references(() => users._id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Every order: restaurant, store and services orders (`kind`), pack orders (`type_order` 'pack') and
 * Easy Market grocery orders (kind 'grocery', no business).
 */
export const orders = pgTable(
  'orders',
  {
    _id: id(),
    commandNumber: serial('command_number').notNull(),
    kind: text('kind', { enum: ['restaurant', 'store', 'services', 'grocery'] }).notNull(),
    type_order: text('type_order', { enum: ['order', 'pack'] })
      .notNull()
      .default('order'),
    businessId: uuid('business_id').references(() => businesses._id, { onDelete: 'set null' }),
    packId: uuid('pack_id').references(() => packs._id, { onDelete: 'set null' }),
    user_id: uuid('user_id').references(() => users._id, { onDelete: 'set null' }),
    numberPhone: text('number_phone').notNull().default(''),
    orders: jsonb('lines').$type<OrderLine[]>().notNull().default([]),
    deleveryFee: money('delivery_fee'),
    totalPrix: money('total_prix'),
    /** What the goods cost the marketplace (Easy Market), for the rider's easy fee. */
    prixActual: money('prix_actual'),
    statusOrders: text('status_orders').notNull().default('new'),
    statusPreparing: boolean('status_preparing').notNull().default(false),
    statusSending: boolean('status_sending').notNull().default(false),
    message: text('message').notNull().default(''),
    /** Set when the business accepts: how long it needs, and when the order should be ready. */
    preparationMinutes: integer('preparation_minutes'),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'string' }),
    /** Set when the business refuses: one of REFUSAL_REASONS, and the owner's words for 'other'. */
    refusalReason: text('refusal_reason'),
    refusalNote: text('refusal_note'),
    /** Accepted by the business's auto-accept setting, not by a person (the desk shows a badge). */
    autoAccepted: boolean('auto_accepted').notNull().default(false),
    /** Who accepted or refused it: the person's name as it was then (the owner or a staff member); null when automatic. */
    decidedBy: text('decided_by'),
    /** When every admin was alerted that nobody answered it (the admin overview flags it). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true, mode: 'string' }),
    rider_id: uuid('rider_id').references(() => users._id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => riderPayments._id, { onDelete: 'set null' }),
    /**
     * The commission terms the order was placed under, copied (src/domain/commission.ts): the business's own
     * (`commissionTermsId`) or its type's default (no id). Null for Easy Market and orders older than commissions.
     */
    commissionTermsId: uuid('commission_terms_id').references(() => commissionTerms._id, { onDelete: 'restrict' }),
    commissionRate: integer('commission_rate'),
    commissionFee: centimesColumn('commission_fee'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    // Paged lists walk these in creation order: a business's (or a kind's) orders, of some statuses or all.
    index('orders_business_status_idx').on(t.businessId, t.statusOrders, t.createdAt),
    index('orders_kind_status_idx').on(t.kind, t.statusOrders, t.createdAt),
    // A page of a list, deep ones included, is read from these alone (index-only): the order of the list, then
    // what its filters test, then the id the page's rows are loaded by.
    index('orders_business_list_idx').on(t.businessId, t.createdAt, t.commandNumber, t.statusOrders, t.kind, t._id),
    index('orders_kind_list_idx').on(t.kind, t.createdAt, t.commandNumber, t.statusOrders, t._id),
    index('orders_command_number_idx').on(t.commandNumber),
    // A search by any part of a phone number (pg_trgm, created by the migration that adds this index).
    index('orders_phone_trgm_idx').using('gin', t.numberPhone.op('gin_trgm_ops')),
    // A rider's journal and history: their orders in creation order.
    index('orders_rider_created_idx').on(t.rider_id, t.createdAt, t.commandNumber),
    index('orders_created_idx').on(t.createdAt),
    // A desk catching up after a gap reads what changed after a moment (server/orders/changes.ts).
    index('orders_business_updated_idx').on(t.businessId, t.updatedAt),
    index('orders_kind_updated_idx').on(t.kind, t.updatedAt),
  ],
);

/**
 * A business's commission terms from a moment on (src/domain/commission.ts): a rate in basis points and a fixed
 * fee per order. Append-only history: new terms are a new row; an order placed at t takes the row with the
 * latest `effective_from` ≤ t (the business type's default while there is none).
 */
export const commissionTerms = pgTable(
  'commission_terms',
  {
    _id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses._id),
    rate: integer('rate').notNull(),
    fixedFee: money('fixed_fee'),
    effectiveFrom: timestamp('effective_from', { withTimezone: true, mode: 'string' }).notNull(),
    setBy: uuid('set_by').references(() => users._id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('commission_terms_business_effective_idx').on(t.businessId, t.effectiveFrom, t.createdAt),
    check('commission_terms_rate_check', sql`${t.rate} between 0 and 10000`),
    check('commission_terms_fee_check', sql`${t.fixedFee} >= 0`),
  ],
);

/**
 * What the marketplace and a partner owe each other, entry by entry, in centimes signed from the partner's side
 * (positive: owed to it). Written in the transaction of the change that causes it, once per order and kind;
 * append-only: a trigger (migration 0022) refuses every UPDATE and DELETE. A balance is the sum of the entries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    _id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses._id),
    /** The order it comes from; none for a payout. */
    orderId: uuid('order_id').references(() => orders._id),
    /** The statement a payout settles: one payout entry per statement. */
    payoutOf: uuid('payout_of').references((): AnyPgColumn => statements._id),
    /**
     * What wrote it besides the order's delivery or cancellation: a refund, a dispute reversed, a change of the
     * party liable (their id). Each source writes each kind once.
     */
    sourceId: uuid('source_id'),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: centimesColumn('amount').notNull(),
    /** When it happened (the delivery), as against when it was written. */
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // An order's delivery (or cancellation) writes each kind once; a refund, a reversal or a liability change too.
    uniqueIndex('ledger_entries_order_kind_unique')
      .on(t.orderId, t.kind)
      .where(sql`${t.sourceId} is null`),
    uniqueIndex('ledger_entries_source_kind_unique').on(t.sourceId, t.kind),
    uniqueIndex('ledger_entries_payout_unique').on(t.payoutOf),
    index('ledger_entries_business_occurred_idx').on(t.businessId, t.occurredAt),
    check('ledger_entries_source_check', sql`(${t.kind} = 'payout') = (${t.payoutOf} is not null and ${t.orderId} is null)`),
  ],
);

/**
 * A business's closed week (src/domain/statements.ts): its summary as closed, never changed (a trigger refuses
 * UPDATE and DELETE). One per business and week; paid once a payout settles it.
 */
export const statements = pgTable(
  'statements',
  {
    _id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses._id),
    /** The Monday the week starts on, on Morocco's calendar. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'string' }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true, mode: 'string' }).notNull(),
    orders: integer('orders').notNull(),
    sales: centimesColumn('sales').notNull(),
    commission: centimesColumn('commission').notNull(),
    commissionTax: centimesColumn('commission_tax').notNull(),
    refunds: centimesColumn('refunds').notNull(),
    adjustments: centimesColumn('adjustments').notNull(),
    net: centimesColumn('net').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('statements_business_week_unique').on(t.businessId, t.weekStart), index('statements_week_idx').on(t.weekStart)],
);

/** The weeks closed: from then on an entry dated in one goes on the next week's statement, as a late adjustment. */
export const statementWeeks = pgTable('statement_weeks', {
  weekStart: date('week_start', { mode: 'string' }).primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** Which statement each ledger entry is on: every entry but a payout lands on exactly one. */
export const statementEntries = pgTable(
  'statement_entries',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .primaryKey()
      .references(() => ledgerEntries._id),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements._id),
    /** Dated in an earlier week, closed before it was written: a late adjustment. */
    late: boolean('late').notNull(),
  },
  (t) => [index('statement_entries_statement_idx').on(t.statementId)],
);

/** The last number given in each year: invoices and credit notes share one sequence, without gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** The parties an invoice names, as they were when it was issued. */
export interface InvoiceParty {
  name: string;
  address: string;
  ice: string | null;
  taxId?: string | null;
  tradeRegister?: string | null;
}

/**
 * A commission invoice (for a closed statement's commission and TVA) or a credit note cancelling one, numbered
 * per year without gaps; never changed once issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    _id: id(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses._id),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements._id),
    /** The invoice a credit note cancels. */
    creditsId: uuid('credits_id').references((): AnyPgColumn => invoices._id),
    reason: text('reason'),
    /** Positive on an invoice, negative on a credit note. */
    commission: centimesColumn('commission').notNull(),
    tax: centimesColumn('tax').notNull(),
    total: centimesColumn('total').notNull(),
    taxRate: integer('tax_rate').notNull(),
    issuer: jsonb('issuer').$type<InvoiceParty>().notNull(),
    customer: jsonb('customer').$type<InvoiceParty>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_year_sequence_unique').on(t.year, t.sequence),
    uniqueIndex('invoices_statement_invoice_unique')
      .on(t.statementId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_credits_unique').on(t.creditsId),
    index('invoices_business_issued_idx').on(t.businessId, t.issuedAt),
  ],
);

/**
 * A statement settled: paid to the partner (a positive net) or collected from it (a negative one), once
 * (the statement is the key), with the bank's reference and the RIB it went to.
 */
export const payouts = pgTable(
  'payouts',
  {
    _id: id(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements._id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses._id),
    amount: centimesColumn('amount').notNull(),
    bankReference: text('bank_reference').notNull(),
    rib: text('rib'),
    recordedBy: uuid('recorded_by').references(() => users._id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('payouts_statement_unique').on(t.statementId), index('payouts_business_idx').on(t.businessId, t.recordedAt)],
);

/**
 * An order called off (status 'annulée'): by whom and why, whether the business had accepted it, and who bears
 * the cost (src/domain/orderProblems.ts). One per order; the party liable may be changed by an admin
 * (liability_changes keeps each change).
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders._id, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses._id, { onDelete: 'set null' }),
    by: text('by', { enum: CANCELLERS }).notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    /** The business had accepted it: only then does a cancellation cost anyone anything. */
    accepted: boolean('accepted').notNull(),
    liable: text('liable', { enum: LIABLE_PARTIES }).notNull(),
    actorId: uuid('actor_id').references(() => users._id, { onDelete: 'set null' }),
    /** The person's name as it was then (an owner, a staff member, an admin, the customer). */
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_cancellations_business_idx').on(t.businessId, t.createdAt),
    index('order_cancellations_created_idx').on(t.createdAt),
  ],
);

/**
 * Money given back to a customer for a delivered order: the whole order or chosen lines (`picks`), what the
 * customer gets (`amount`), the goods in it, the party liable and what that charges the business (`charge`, ≤ 0,
 * as its ledger entries sum). An admin's Idempotency-Key makes a retried refund count once.
 */
export const refunds = pgTable(
  'refunds',
  {
    _id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders._id, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses._id, { onDelete: 'set null' }),
    whole: boolean('whole').notNull(),
    picks: jsonb('picks').$type<RefundPick[]>().notNull(),
    amount: centimesColumn('amount').notNull(),
    goods: centimesColumn('goods').notNull(),
    liable: text('liable', { enum: LIABLE_PARTIES }).notNull(),
    charge: centimesColumn('charge').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users._id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestDigest: text('request_digest'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_business_idx').on(t.businessId, t.createdAt),
    index('refunds_created_idx').on(t.createdAt),
    uniqueIndex('refunds_idempotency_unique').on(t.createdBy, t.idempotencyKey),
    check('refunds_amount_check', sql`${t.amount} > 0 and ${t.goods} >= 0 and ${t.charge} <= 0`),
  ],
);

/** A business disputing a refund charged to it (once per refund), and an admin's decision: upheld or reversed. */
export const refundDisputes = pgTable(
  'refund_disputes',
  {
    _id: id(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds._id, { onDelete: 'cascade' }),
    businessId: uuid('business_id').references(() => businesses._id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
    openedBy: uuid('opened_by').references(() => users._id, { onDelete: 'set null' }),
    openedByName: text('opened_by_name').notNull(),
    decidedBy: uuid('decided_by').references(() => users._id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refund_disputes_refund_unique').on(t.refundId),
    index('refund_disputes_status_idx').on(t.status, t.createdAt),
    index('refund_disputes_business_idx').on(t.businessId, t.createdAt),
  ],
);

/** An admin changing who bears a cancellation's or a refund's cost, with a note; its ledger entries carry its id. */
export const liabilityChanges = pgTable(
  'liability_changes',
  {
    _id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders._id, { onDelete: 'cascade' }),
    /** The refund whose party changed; null for the order's cancellation. */
    refundId: uuid('refund_id').references(() => refunds._id, { onDelete: 'cascade' }),
    from: text('from', { enum: LIABLE_PARTIES }).notNull(),
    to: text('to', { enum: LIABLE_PARTIES }).notNull(),
    note: text('note').notNull(),
    changedBy: uuid('changed_by').references(() => users._id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('liability_changes_order_idx').on(t.orderId, t.createdAt)],
);

/** An accepted order changed by its business before pickup (lines unavailable or fewer): who, when, before → after. */
export const orderVersions = pgTable(
  'order_versions',
  {
    _id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders._id, { onDelete: 'cascade' }),
    /** 2 for the first change (the order as placed is version 1). */
    version: integer('version').notNull(),
    before: jsonb('before').$type<{ lines: OrderLine[]; totalPrix: Centimes }>().notNull(),
    after: jsonb('after').$type<{ lines: OrderLine[]; totalPrix: Centimes }>().notNull(),
    changedBy: uuid('changed_by').references(() => users._id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_versions_order_version_unique').on(t.orderId, t.version)],
);

/**
 * An order POST's `Idempotency-Key`, per customer, for 24 hours: the body's digest and the order it created,
 * written in the order's own transaction, so a retry on any node gets the first answer (server/orders/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestDigest: text('request_digest').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders._id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Delivered item orders' lines summed per business, UTC day (of the order's createdAt) and product, for the
 * dashboard's top products. Kept exact by the database itself: triggers on `orders` (migration
 * 0009_product_sales_daily_trigger) add an order's lines when it is or becomes a delivered item order and
 * take them away when it stops being one or is deleted, whichever code or SQL writes the order.
 */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses._id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    productId: text('product_id').notNull(),
    units: integer('units').notNull(),
    revenue: centimesColumn('revenue').notNull(),
    /** How many order lines the row sums: the row goes when none is left. */
    lines: integer('lines').notNull(),
    /** The latest of those lines (its order's createdAt) and what it said: for a product gone from the catalogue. */
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'string' }).notNull(),
    name: text('name'),
    image: text('image'),
    prix: centimesColumn('prix'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.productId] })],
);

/**
 * A business's orders counted per UTC day (of the order's createdAt), for the sales dashboard: all of them, the
 * delivered and the refused, and the delivered ones' total. Kept exact by the database itself: a trigger on `orders`
 * (migration 0028_order_sales_daily) takes an order away from its old day and adds it to its new one whenever its
 * business, day, status or total changes, whichever code or SQL writes it.
 */
export const orderSalesDaily = pgTable(
  'order_sales_daily',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses._id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull(),
    delivered: integer('delivered').notNull(),
    refused: integer('refused').notNull(),
    /** The delivered orders' totals. */
    sales: centimesColumn('sales').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

export const emMainCategories = pgTable('em_main_categories', {
  _id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const emSubCategories = pgTable(
  'em_sub_categories',
  {
    _id: id(),
    mainCategoryId: uuid('main_category_id')
      .notNull()
      .references(() => emMainCategories._id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('em_sub_main_idx').on(t.mainCategoryId)],
);

export const emCategories = pgTable(
  'em_categories',
  {
    _id: id(),
    subCategoryId: uuid('sub_category_id')
      .notNull()
      .references(() => emSubCategories._id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    active: boolean('active').notNull().default(true),
    marque: jsonb('marque').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('em_cat_sub_idx').on(t.subCategoryId)],
);

export const emProducts = pgTable(
  'em_products',
  {
    _id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => emCategories._id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    prix: money('prix'),
    prixActual: money('prix_actual'),
    marque: text('marque').notNull().default(''),
    active: boolean('active').notNull().default(true),
    soldOut: boolean('sold_out').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('em_products_category_name_idx').on(t.categoryId, t.name, t._id), index('em_products_name_idx').on(sql`lower(${t.name})`)],
);

export const pageViews = pgTable('page_views', {
  pagePath: text('page_path').primaryKey(),
  views: integer('views').notNull().default(0),
});

/** Settings the server keeps for itself (the generated JWT secret when none is configured, …). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images, kept in the database so every node serves every image. `_id` is the public id
 * (`<folder>/<uuid>.<ext>`), the path after /uploads/.
 */
export const images = pgTable(
  'images',
  {
    _id: text('id').primaryKey(),
    owner: uuid('owner_id').references(() => users._id, { onDelete: 'set null' }),
    preset: text('preset').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('images_owner_created_idx').on(t.owner, t.createdAt)],
);

/** Attempt counters shared by every node (login, password reset, …): one row per key and current window. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Large live-event payloads passed between nodes by @socket.io/postgres-adapter (its expected table). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/**
 * Who did what, when: admin actions and money-relevant changes, with the values before and after.
 * Append-only: a trigger (migration 0005) refuses every UPDATE and DELETE. The actor's name is copied so
 * the line still reads right after the account changes or goes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    _id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The target as a person knows it at the time (a name and e-mail, "#1234"): a later rename leaves it. */
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_at_idx').on(t.actorId, t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
    index('audit_log_target_at_idx').on(t.targetType, t.targetId, t.at),
  ],
);

/**
 * Work that must happen later or exactly once whatever the number of nodes (a push, an escalation, an
 * auto-refuse): a row each, claimed by one node at a time (`FOR UPDATE SKIP LOCKED`), so a restart loses
 * none and two nodes never run the same one. `key` makes scheduling idempotent (`order-waiting:<id>`).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`done_at is null`),
  ],
);

/**
 * The devices a person asked to be notified on (Web Push): one row per browser subscription, several per
 * person. The endpoint is the push service's address for that browser; p256dh and auth are its public keys.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    _id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the person reads in their device list: "Chrome · Android". */
    browser: text('browser').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * How a business's unanswered orders escalate, and whether it accepts them automatically
 * (src/domain/escalation.ts). No row: the defaults.
 */
export const escalationSettings = pgTable('escalation_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses._id, { onDelete: 'cascade' }),
  reminderMinutes: integer('reminder_minutes').notNull(),
  adminAlertMinutes: integer('admin_alert_minutes').notNull(),
  autoRefuseMinutes: integer('auto_refuse_minutes'),
  autoAccept: boolean('auto_accept').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * One row per API node, rewritten every 15 s while it runs (server/system/heartbeat.ts): the admins' system screen
 * lists the nodes seen in the last minute. The id is made at start, so a restarted node is a new row.
 */
export const nodeHeartbeats = pgTable(
  'node_heartbeats',
  {
    nodeId: text('node_id').primaryKey(),
    host: text('host').notNull(),
    version: text('version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'string' }).notNull(),
    sockets: integer('sockets').notNull().default(0),
    /** What failed on this node in the hour before seenAt. */
    emailsFailedHour: integer('emails_failed_hour').notNull().default(0),
    pushesFailedHour: integer('pushes_failed_hour').notNull().default(0),
  },
  (t) => [index('node_heartbeats_seen_idx').on(t.seenAt)],
);

/**
 * The staff of a business (src/domain/staff.ts): each member has their own account (`users`, role `staff`)
 * and acts for the owner's business with a staff role. One business per staff account.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    _id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    createdAt: createdAt(),
    /** The last time the member opened the back-office signed in. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [uniqueIndex('staff_members_user_unique').on(t.userId), index('staff_members_owner_idx').on(t.ownerId)],
);

/** An owner's invitation to join the team: a single-use link (only its hash kept) that expires. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    _id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The language of the owner when inviting: the e-mail and its page are in it. */
    language: text('language', { enum: LOCALES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [uniqueIndex('staff_invitations_token_unique').on(t.tokenHash), index('staff_invitations_owner_idx').on(t.ownerId)],
);

/**
 * A customer's rating of a delivered order (src/domain/reviews.ts): one per order, its stars, tags (as bits of
 * REVIEW_TAGS), comment and thumbs on items; the business's one public reply; what an admin hid and why (the
 * stars still count). `deliveredAt` is copied from the order when rated, so the list shows it without a join.
 */
export interface ItemThumb {
  productId: string;
  name: string;
  thumb: 'up' | 'down';
}
export const reviews = pgTable(
  'reviews',
  {
    _id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders._id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses._id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users._id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    tagBits: integer('tag_bits').notNull().default(0),
    comment: text('comment').notNull().default(''),
    items: jsonb('items').$type<ItemThumb[]>().notNull().default([]),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'string' }),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true, mode: 'string' }),
    /** Who wrote the reply: the owner's or a manager's name as it was then. */
    repliedBy: text('replied_by'),
    commentHiddenAt: timestamp('comment_hidden_at', { withTimezone: true, mode: 'string' }),
    commentHiddenReason: text('comment_hidden_reason'),
    replyHiddenAt: timestamp('reply_hidden_at', { withTimezone: true, mode: 'string' }),
    replyHiddenReason: text('reply_hidden_reason'),
    /** What the list's filters test, kept beside the stars so a filtered page and its count read the index alone. */
    hasComment: boolean('has_comment').generatedAlwaysAs(sql`comment <> ''`),
    answered: boolean('answered').generatedAlwaysAs(sql`reply is not null`),
  },
  (t) => [
    uniqueIndex('reviews_order_unique').on(t.orderId),
    // A business's pages, newest first, filtered or not, and their counts: from this index alone.
    index('reviews_business_list_idx').on(t.businessId, t.createdAt, t.stars, t.hasComment, t.answered, t._id),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * A business's ratings of one day (UTC, the day they were written): how many, of each star, of each tag (by the tag's
 * bit, room for 16). Kept by a trigger on `reviews` (migration 0025), so the figures of 7 to 180 days read at most
 * 180 rows whatever the number of reviews, and the admins' list sums 30 rows a partner.
 */
export const reviewDays = pgTable(
  'review_days',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses._id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
    stars: integer('stars').array().notNull(),
    tags: integer('tags').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] }), index('review_days_day_idx').on(t.day, t.businessId)],
);

/** One sign-in of an account (a browser): login tokens name it, and an ended one is refused at once on every node. */
export const sessions = pgTable(
  'sessions',
  {
    _id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    /** The browser's User-Agent header as sent at sign-in (cut to 400 characters). */
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The last time the person proved a second factor (or, without one, the password) in this session: the step-up. */
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'string' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use recovery codes of an account's second factor; only a hash is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
