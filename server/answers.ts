import type { FastifyInstance } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { ORDER_KINDS } from '../src/domain/orders';
import { RIDER_AVAILABILITIES } from '../src/domain/riderStats';
import { BUSINESS_TYPES } from '../src/domain/roles';
import { LOCALES } from '../src/i18n/types';

/**
 * What the API answers (TypeBox), as each handler builds it. Fastify serialises a 2xx answer with its
 * schema (fast-json-stringify), which drops any property the schema does not name and coerces types: so
 * every field a handler returns is named here, nulls included. JSON columns whose content the domain rules
 * own (options, schedule, closures, locations, audit snapshots) stay open (`additionalProperties`).
 * Entities carry an `$id`: OpenAPI lists them under components.schemas and routes point to them (`ref`).
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Str = (description?: string) => Type.String(description ? { description } : {});
const Num = (description?: string) => Type.Number(description ? { description } : {});
const Int = (description?: string) => Type.Integer(description ? { description } : {});
const Bool = (description?: string) => Type.Boolean(description ? { description } : {});
/** A moment as the database writes it (PostgreSQL's text form) or ISO 8601. */
const Moment = (description = 'A moment (timestamp with time zone)') => Type.String({ description });
const Open = { additionalProperties: true } as const;
const enumOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Enum([...values] as T[], description ? { description } : {});
const BusinessKind = enumOf(BUSINESS_TYPES);
const OrderKind = enumOf(ORDER_KINDS);

/** A route's answer that points to a shared schema by its `$id` (typed as the schema for the handlers). */
export const ref = <T extends TSchema & { $id?: string }>(schema: T) => Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#` });

/** `{ data, total, page, pageSize }`: one page of a list and how many there are in all. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    total: Int('Rows in the whole list'),
    page: Int('The page, from 1'),
    pageSize: Int('Rows a page'),
  });

// ── Shared shapes of JSON columns ──────────────────────────────────────────────────────────────────
const GeoPoint = Type.Object(
  { type: Type.Literal('Point'), coordinates: Type.Array(Type.Number(), { description: '[longitude, latitude]' }) },
  { ...Open, description: 'A GeoJSON point' },
);
const OptionChoice = Type.Object({ name: Str(), price: Num('Added to the price') }, Open);
const ProductOption = Type.Object(
  { name: Str(), multiple: Bool(), is_required: Bool(), option: Type.Array(OptionChoice) },
  { ...Open, description: 'An option group and its choices' },
);
const Options = Type.Array(ProductOption);

// ── Messages ───────────────────────────────────────────────────────────────────────────────────────
/** `{ message }`: the outcome in the spec's words. */
export const MessageAnswer = Type.Object({ message: Str("The outcome in the spec's words") }, { $id: 'MessageAnswer' });

// ── Accounts ───────────────────────────────────────────────────────────────────────────────────────
const userFields = {
  _id: Str(),
  name: Str(),
  email: Str(),
  phone: Str(),
  role: Str('admin, restaurant_owner, store_owner, admin_restaurant, services_owner, rider or client'),
  verified: Bool('Verified by an admin'),
  profilePicture: Nullable(Str()),
  Date_birth: Nullable(Str('YYYY-MM-DD')),
  N_account: Nullable(Str()),
  N_identité: Nullable(Str('Identity card number')),
  scan_Id: Nullable(Str('The uploaded ID scan')),
  language: enumOf(LOCALES, 'The language the person reads: en, fr or ar'),
  createdAt: Moment(),
};
/** An account as it may leave the server: never the password hash, the e-mail confirmation or the token version. */
export const User = Type.Object(userFields, { $id: 'User' });
export const UserAnswer = Type.Object({ user: ref(User) });
export const LoginAnswer = Type.Object({ token: Str('The bearer token'), user: ref(User), message: Str() });
export const UserMessageAnswer = Type.Object({ message: Str(), user: ref(User) });
/** An admin's partner list row: the account, its business (owners) and its rider number (riders). */
export const Partner = Type.Object(
  {
    ...userFields,
    businessId: Nullable(Str()),
    businessType: Nullable(BusinessKind),
    businessName: Nullable(Str()),
    Number_Rider: Nullable(Int()),
  },
  { $id: 'Partner' },
);
export const PartnerList = Type.Union([Type.Array(ref(Partner)), Page(ref(Partner))], {
  description: 'Every account (no `page`), or one page and the total',
});

// ── Businesses ─────────────────────────────────────────────────────────────────────────────────────
export const Business = Type.Object(
  {
    _id: Str(),
    type: BusinessKind,
    owner: Str("The owner's account id"),
    name: Str(),
    logo: Str(),
    background: Str(),
    contactNumber: Str(),
    description: Str(),
    socialMedia: Type.Object(
      { ig: Type.Optional(Str()), fb: Type.Optional(Str()), web: Type.Optional(Str()), tiktok: Type.Optional(Str()) },
      Open,
    ),
    delivery: Bool(),
    openingTime: Str('HH:MM'),
    closingTime: Str('HH:MM'),
    openingAllTimes: Bool(),
    isTemporarilyClosed: Bool(),
    schedule: Type.Record(Type.String(), Type.Array(Type.Object({ opening: Str(), closing: Str() }, Open)), {
      description: '{ Monday: [{ opening, closing }], … Sunday }',
    }),
    pausedUntil: Nullable(Moment('New orders paused until then')),
    pausedIndefinitely: Bool(),
    closures: Type.Array(Type.Object({ from: Str('YYYY-MM-DD'), to: Str('YYYY-MM-DD'), note: Str() }, Open)),
    preparationMinutes: Int(),
    printOnAccept: Bool(),
    category: Type.Array(Str()),
    location: GeoPoint,
    city: Str(),
    visible: Bool(),
    createdAt: Moment(),
  },
  { $id: 'Business' },
);

// ── Catalogue (menu and products) ──────────────────────────────────────────────────────────────────
/** The owning business's id under the spec's name: one of these, by the business's type. */
const ownerFields = {
  restaurant_id: Type.Optional(Str('A restaurant’s id')),
  store_id: Type.Optional(Str('A store’s id')),
  business_id: Type.Optional(Str('A services business’s id')),
};
export const CatalogueCategory = Type.Object({ _id: Str(), name: Str(), ...ownerFields }, { $id: 'CatalogueCategory' });
export const CatalogueProduct = Type.Object(
  {
    _id: Str(),
    name: Str(),
    price: Num(),
    description: Str(),
    category: Nullable(Type.Object({ _id: Str(), name: Str() })),
    image: Str(),
    active: Bool('true: hidden from customers'),
    soldOut: Bool(),
    soldOutUntil: Nullable(Moment('Back on sale by itself then; null when sold out until changed')),
    options: Options,
    ...ownerFields,
  },
  { $id: 'CatalogueProduct' },
);
export const ProductAnswer = Type.Object({ product: ref(CatalogueProduct) });
export const DeletedProduct = Type.Object({ _id: Str(), ...ownerFields });

// ── Packs ──────────────────────────────────────────────────────────────────────────────────────────
export const Pack = Type.Object(
  {
    _id: Str(),
    business_id: Str(),
    business_Type: Str('restaurant, store or services'),
    name: Str(),
    price: Num(),
    description: Str(),
    image: Str(),
    active: Bool(),
    options: Options,
  },
  { $id: 'Pack' },
);

// ── Orders ─────────────────────────────────────────────────────────────────────────────────────────
const LineOptions = Type.Array(Type.Object({ name: Str(), choices: Type.Array(OptionChoice) }, Open));
const ItemLine = Type.Object({
  product: Type.Object({ _id: Type.Object({ _id: Str(), name: Str(), image: Str(), prix: Num() }) }),
  quantity: Int(),
  prixTotal: Num(),
  options: LineOptions,
});
const GroceryLine = Type.Object({
  product: Type.Object({ _id: Str(), name: Str(), image: Str(), price: Num() }),
  qty: Int(),
  prixTotal: Num(),
  options: LineOptions,
});
export const Order = Type.Object(
  {
    _id: Str(),
    commandNumber: Int(),
    createdAt: Moment('ISO 8601'),
    updatedAt: Moment('ISO 8601'),
    kind: OrderKind,
    type_order: enumOf(['order', 'pack'] as const),
    user_id: Nullable(Type.Object({ _id: Str(), name: Str() }, { description: 'The customer' })),
    numberPhone: Str(),
    orders: Type.Array(Type.Union([ItemLine, GroceryLine]), { description: 'The lines (Easy Market lines carry `qty`)' }),
    deleveryFee: Num(),
    totalPrix: Num(),
    statusOrders: Str('new, waiting, confirme, comming, succes or refusée'),
    statusPreparing: Bool(),
    statusSending: Bool(),
    message: Str(),
    preparationMinutes: Nullable(Int()),
    readyAt: Nullable(Moment('ISO 8601')),
    refusalReason: Nullable(Str()),
    refusalNote: Nullable(Str()),
    ...ownerFields,
    business: Nullable(Type.Object({ _id: Str(), name: Str(), type: Str() })),
    pack: Type.Optional(Nullable(Type.Object({ _id: Str(), name: Str(), image: Str(), price: Num() }, { description: 'Pack orders' }))),
    price: Type.Optional(Nullable(Num("The pack's price (pack orders)"))),
    rider_id: Nullable(
      Type.Object({
        _id: Str(),
        Number_Rider: Nullable(Int()),
        user_id: Type.Object({ _id: Str(), name: Str(), phone: Str() }),
        currentLocation: Nullable(GeoPoint),
      }),
    ),
  },
  { $id: 'Order' },
);
/** Item orders and pack orders apart, every one of them (SPEC §7). */
export const SplitOrders = Type.Object({ orders: Type.Array(ref(Order)), ordersPack: Type.Array(ref(Order)) });
export const OrderList = Type.Union([SplitOrders, Page(ref(Order))], {
  description: 'Without `page` every order, items and packs apart; with it one page (both together) and the total',
});
export const OrderChange = Type.Object({ msg: Str(), order: ref(Order) });
export const OrderAnswer = Type.Object({ order: ref(Order) });

/** A CSV download (streamed): documented only, Fastify never serialises a stream. */
export const CsvAnswer = {
  description: 'UTF-8 CSV with a BOM; X-Total-Count says how many rows come',
  content: { 'text/csv': { schema: Type.String() } },
};

// ── Riders ─────────────────────────────────────────────────────────────────────────────────────────
const riderFields = {
  riderId: Str(),
  _id: Str(),
  Number_Rider: Int(),
  name: Str(),
  email: Str(),
  phone: Str(),
  verified: Bool(),
  avability: enumOf(RIDER_AVAILABILITIES),
  currentLocation: Nullable(GeoPoint),
};
export const Rider = Type.Object(riderFields, { $id: 'Rider' });
const KindCounts = Type.Object({ grocery: Int(), restaurant: Int(), store: Int() });
const RiderListRow = Type.Object({
  ...riderFields,
  totalOrders: Type.Object(
    { day: KindCounts, week: KindCounts, month: KindCounts, allTime: KindCounts },
    { description: 'Delivered orders today, this week, this month and ever (UTC)' },
  ),
});
export const RiderList = Type.Union([Type.Array(RiderListRow), Page(RiderListRow)]);
export const RiderPayment = Type.Object(
  { _id: Str(), riderId: Str(), amount: Num(), paidBy: Nullable(Str()), createdAt: Moment() },
  { $id: 'RiderPayment' },
);
const journalFields = {
  _id: Str(),
  commandNumber: Int(),
  createdAt: Moment(),
  statusOrders: Str(),
  kind: OrderKind,
  type_order: enumOf(['order', 'pack'] as const),
  deleveryFee: Num(),
  totalPrix: Num(),
  prixActual: Num(),
};
const JournalOrder = Type.Object(journalFields);
const FeeJournal = Type.Object({
  CommandFee: Type.Array(
    Type.Object({ type: enumOf(['restaurant', 'store', 'packs'] as const), totalGain: Num(), total: Int(), cencel: Int(), fee: Num() }),
  ),
  easyFee: Type.Object({ fee: Num(), PrixTotal: Num(), PrixActual: Num() }),
});
const RiderJournal = Type.Object({
  rider: ref(Rider),
  FeeJournal,
  journal: Type.Object({
    easy: Type.Array(JournalOrder),
    restaurant: Type.Array(JournalOrder),
    store: Type.Array(JournalOrder),
    packs: Type.Array(JournalOrder),
  }),
  totalToPay: Num(),
  lastPayment: Nullable(ref(RiderPayment)),
});
export const JournalAnswer = Type.Union([RiderJournal, Page(Type.Object({ ...journalFields, paymentId: Nullable(Str()) }))], {
  description: 'Without `page` the journal since the last payment; with it one page of every order the rider carried',
});
export const PaymentAnswer = Type.Object({ message: Str(), payment: ref(RiderPayment), settledOrders: Int() });

// ── Easy Market ────────────────────────────────────────────────────────────────────────────────────
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
    prix: Num('The price'),
    prixActual: Num("The marketplace's cost"),
    marque: Str('The brand'),
    active: Bool(),
    soldOut: Bool(),
    createdAt: Moment(),
  },
  { $id: 'EmProduct' },
);
export const EmProductList = Type.Union([Type.Array(ref(EmProduct)), Page(ref(EmProduct))]);
export const Deleted = Type.Object({ message: Str(), _id: Str() });

// ── Figures ────────────────────────────────────────────────────────────────────────────────────────
const SalesPoint = Type.Object({
  date: Str('YYYY-MM-DD, the first day of the bucket (UTC)'),
  totalOrder: Int(),
  success: Int(),
  refused: Int(),
});
const SalesOverview = Type.Object({
  totalSales: Num(),
  totalOrders: Int(),
  orderTypes: Type.Object({ success: Int(), refused: Int() }),
});
export const SalesReport = Type.Object(
  {
    salesData: Type.Object({ daily: Type.Array(SalesPoint), weekly: Type.Array(SalesPoint), monthly: Type.Array(SalesPoint) }),
    salesOverviewData: Type.Object({ daily: SalesOverview, weekly: SalesOverview, monthly: SalesOverview }),
  },
  { $id: 'SalesReport' },
);
export const TopProducts = Type.Array(
  Type.Object({
    productId: Str(),
    productName: Str(),
    productImage: Str(),
    productPrix: Num(),
    totalOrdering: Int('Units sold'),
    totalRevenue: Num(),
  }),
);
export const AdminOverview = Type.Object(
  {
    since: Moment('Start of today (UTC)'),
    today: Type.Array(Type.Object({ kind: Str(), status: Str(), count: Int() })),
    revenueToday: Num(),
    staleNew: Type.Object({
      count: Int(),
      orders: Type.Array(
        Type.Object({ _id: Str(), commandNumber: Int(), kind: Str(), businessName: Nullable(Str()), createdAt: Moment('ISO 8601') }),
      ),
    }),
    partnersAwaiting: Int(),
    ridersAvailable: Int(),
  },
  { $id: 'AdminOverview' },
);
export const AuditEntry = Type.Object(
  {
    _id: Int(),
    at: Moment(),
    actorId: Nullable(Str()),
    actorName: Str(),
    actorRole: Str(),
    action: Str(),
    targetType: Str(),
    targetId: Str(),
    before: Type.Unknown({ description: 'The values before (JSON), or null' }),
    after: Type.Unknown({ description: 'The values after (JSON), or null' }),
  },
  { $id: 'AuditEntry' },
);
export const PageViews = Type.Array(Type.Object({ pagePath: Str(), views: Int() }));
export const Health = Type.Object({ status: Str('ok or unavailable'), database: Str('pglite or postgres'), reason: Type.Optional(Str()) });
export const Upload = Type.Object({
  secure_url: Str('Where the image is served'),
  public_id: Str(),
  bytes: Int(),
  format: Str('jpg, png, gif or webp'),
});
/** No content. */
export const NoContent = Type.Unsafe<void>({ type: 'null', description: 'No content' });

/** The shared answers, registered once so routes can point to them (`ref`) and OpenAPI names them. */
const SHARED = [
  MessageAnswer,
  User,
  Partner,
  Business,
  CatalogueCategory,
  CatalogueProduct,
  Pack,
  Order,
  Rider,
  RiderPayment,
  EmMainCategory,
  EmSubCategory,
  EmCategory,
  EmProduct,
  SalesReport,
  AdminOverview,
  AuditEntry,
];
export function registerAnswerSchemas(app: FastifyInstance): void {
  for (const schema of SHARED) app.addSchema(schema);
}
