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

// The figures live in data/*.json; this module only gives them their types.

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

export const CATALOGUES = catalogues as {
  optionGroups: Record<string, t.ProductOption>;
  menus: Record<string, { category: string; items: MenuItem[] }[]>;
  /** Which business sells which menu; `categories` keeps only those, `hidden` and `soldOut` name items. */
  catalogues: { business: string; menu: string; categories?: string[]; hidden?: string[]; soldOut?: string[] }[];
};

export const PACKS = packs as (Omit<typeof t.packs.$inferInsert, 'business_id' | 'business_Type'> & { business: string })[];

export const EASY_MARKET = easyMarket as {
  image: string;
  mainCategories: {
    name: string;
    description: string;
    subs: {
      name: string;
      categories: { name: string; marque: string[]; products: { name: string; prix: number; prixActual: number }[] }[];
    }[];
  }[];
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
