import { toCentimes, type Centimes } from '../../../src/domain/money';
import { mapOptionPrices, type CatalogueOption } from '../../../src/domain/orderLines';
import type { OrderStatus } from '../../../src/domain/orders';
import type * as t from '../schema';
import type { DEMO_ACCOUNTS } from './demoAccounts';
import accounts from './data/accounts.json';
import catalogues from './data/catalogues.json';
import easyMarket from './data/easyMarket.json';
import orderHistory from './data/orderHistory.json';
import packs from './data/packs.json';
import pageViews from './data/pageViews.json';
import partners from './data/partners.json';
import riders from './data/riders.json';
import todayOrders from './data/todayOrders.json';

// The figures live in data/*.json, prices in dh as people write them; this module gives them their types and
// their amounts in centimes.

type LngLat = [number, number];
type Range = [number, number];

export type DemoBusiness = Omit<typeof t.businesses.$inferInsert, 'owner' | 'contactNumber' | 'location' | 'schedule'> & {
  location: LngLat;
  /** One day's opening hours, kept all week. */
  hours: t.TimeSlot[];
};

/** A user row; a demo login names its DEMO_ACCOUNTS key instead of its e-mail. */
export type DemoPerson = Omit<typeof t.users.$inferInsert, 'email' | 'passwordHash'> & {
  account?: keyof typeof DEMO_ACCOUNTS;
  email?: string;
  business?: DemoBusiness;
  rider?: { number: number; availability: string; location: LngLat };
};

export const DEMO_PEOPLE = [...accounts, ...riders, ...partners] as DemoPerson[];

type MenuItem = Omit<typeof t.catalogueItems.$inferInsert, 'businessId' | 'categoryId' | 'options'> & { options?: string[] };
type InDh<T, K extends keyof T> = Omit<T, K> & Record<K, number>;

const optionsInCentimes = (options: Record<string, CatalogueOption>) =>
  Object.fromEntries(Object.entries(options).map(([name, o]) => [name, mapOptionPrices([o], toCentimes)[0]!]));

const CATALOGUES_IN_DH = catalogues as {
  optionGroups: Record<string, CatalogueOption>;
  menus: Record<string, { category: string; items: InDh<MenuItem, 'price'>[] }[]>;
  catalogues: { business: string; menu: string; categories?: string[]; hidden?: string[]; soldOut?: string[] }[];
};
export const CATALOGUES: {
  optionGroups: Record<string, t.ProductOption>;
  menus: Record<string, { category: string; items: MenuItem[] }[]>;
  /** Which business sells which menu; `categories` keeps only those, `hidden` and `soldOut` name items. */
  catalogues: { business: string; menu: string; categories?: string[]; hidden?: string[]; soldOut?: string[] }[];
} = {
  ...CATALOGUES_IN_DH,
  optionGroups: optionsInCentimes(CATALOGUES_IN_DH.optionGroups),
  menus: Object.fromEntries(
    Object.entries(CATALOGUES_IN_DH.menus).map(([name, menu]) => [
      name,
      menu.map((c) => ({ ...c, items: c.items.map((item) => ({ ...item, price: toCentimes(item.price) })) })),
    ]),
  ),
};

type DemoPack = Omit<typeof t.packs.$inferInsert, 'business_id' | 'business_Type'> & { business: string };
export const PACKS: DemoPack[] = (packs as (InDh<DemoPack, 'price'> & { options?: CatalogueOption[] })[]).map((p) => ({
  ...p,
  price: toCentimes(p.price),
  ...(p.options && { options: mapOptionPrices(p.options, toCentimes) }),
}));

interface EasyMarketTree<M> {
  image: string;
  mainCategories: {
    name: string;
    description: string;
    subs: {
      name: string;
      categories: { name: string; marque: string[]; products: { name: string; prix: M; prixActual: M }[] }[];
    }[];
  }[];
}
const EASY_MARKET_IN_DH = easyMarket as EasyMarketTree<number>;
export const EASY_MARKET: EasyMarketTree<Centimes> = {
  ...EASY_MARKET_IN_DH,
  mainCategories: EASY_MARKET_IN_DH.mainCategories.map((m) => ({
    ...m,
    subs: m.subs.map((s) => ({
      ...s,
      categories: s.categories.map((c) => ({
        ...c,
        products: c.products.map((p) => ({ ...p, prix: toCentimes(p.prix), prixActual: toCentimes(p.prixActual) })),
      })),
    })),
  })),
};

export const ORDER_HISTORY = orderHistory as {
  randomSeed: number;
  days: number;
  businesses: { business: string; ordersPerDay: Range }[];
  linesPerOrder: Range;
  quantityPerLine: Range;
  refusedShare: number;
  /** Orders are placed between the first hour's start and the last hour's end (UTC). */
  hours: Range;
  ridersLastPaidDaysAgo: number;
};

/** An order's lines: quantity by item name (Partial: each order names different items). */
export type DemoLines = Partial<Record<string, number>>;

export const TODAY_ORDERS = todayOrders as {
  businessOrders: { business: string; orders: { minutesAgo: number; status: OrderStatus; rider?: string; lines: DemoLines }[] }[];
  packOrders: { pack: string; minutesAgo: number; status: OrderStatus; message: string }[];
  groceryOrders: { hoursAgo: number; status: OrderStatus; rider?: string; lines: DemoLines }[];
};

export const PAGE_VIEWS: (typeof t.pageViews.$inferInsert)[] = pageViews;
