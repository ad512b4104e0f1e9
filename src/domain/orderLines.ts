import { centimesOrZero, sumMoney, timesMoney, toDirhams, ZERO, type Centimes } from './money';

/** A choice picked in one option of a product: { name: 'Size', choices: ['Large'] }. */
export interface OptionPick {
  name: string;
  choices: string[];
}

/** A choice and what it adds to the price: centimes as stored, dirhams on the wire and in forms. */
export interface PricedChoice<M extends number = number> {
  name: string;
  price: M;
}

/** A product's option as the catalogue defines it (SPEC §3 Option). */
export interface CatalogueOption<M extends number = number> {
  name: string;
  multiple: boolean;
  is_required: boolean;
  option: PricedChoice<M>[];
}

/** The same options with each choice's price converted (centimes ↔ dirhams at the API's edge). */
export function mapOptionPrices<A extends number, B extends number>(
  options: readonly CatalogueOption<A>[],
  convert: (price: A) => B,
): CatalogueOption<B>[] {
  return options.map((o) => ({ ...o, option: o.option.map((c) => ({ ...c, price: convert(c.price) })) }));
}

export const MAX_LINES = 50;
export const MAX_QUANTITY = 50;

export type PickResult =
  { ok: true; options: { name: string; choices: PricedChoice<Centimes>[] }[]; extra: Centimes } | { ok: false; message: string };

/**
 * Checks a customer's picks against a product's options and prices them from the catalogue: every
 * required option answered, one choice unless the option allows several, only choices that exist.
 */
export function priceOptions(productName: string, defined: readonly CatalogueOption<Centimes>[], picks: unknown): PickResult {
  const list = picks === undefined || picks === null ? [] : picks;
  if (!Array.isArray(list)) return { ok: false, message: 'options must be a list' };
  const chosen: { name: string; choices: PricedChoice<Centimes>[] }[] = [];
  const seen = new Set<string>();
  for (const raw of list as unknown[]) {
    const pick = raw as Partial<OptionPick> | null;
    if (!pick || typeof pick.name !== 'string' || !Array.isArray(pick.choices))
      return { ok: false, message: 'Each option needs a name and a list of choices' };
    const option = defined.find((o) => o.name === pick.name);
    if (!option) return { ok: false, message: `'${productName}' has no option '${pick.name}'` };
    if (seen.has(option.name)) return { ok: false, message: `Option '${option.name}' is given twice` };
    seen.add(option.name);
    const names = [...new Set(pick.choices.map(String))];
    if (!option.multiple && names.length > 1) return { ok: false, message: `Choose only one '${option.name}'` };
    const choices: PricedChoice<Centimes>[] = [];
    for (const name of names) {
      const choice = option.option.find((c) => c.name === name);
      if (!choice) return { ok: false, message: `'${option.name}' has no choice '${name}'` };
      choices.push({ name: choice.name, price: choice.price ?? ZERO });
    }
    if (choices.length) chosen.push({ name: option.name, choices });
  }
  const missing = defined.find((o) => o.is_required && !chosen.some((c) => c.name === o.name));
  if (missing) return { ok: false, message: `Please choose '${missing.name}' for '${productName}'` };
  return { ok: true, options: chosen, extra: sumMoney(chosen.flatMap((c) => c.choices.map((x) => x.price))) };
}

export function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY;
}

/** (unit price + option extras) × quantity. */
export function lineTotal(unitPrice: Centimes, extra: Centimes, quantity: number): Centimes {
  return timesMoney(sumMoney([unitPrice, extra]), quantity);
}

/** One line as a screen shows it, whatever shape the API sent (restaurant/store or grocery line); amounts in dh as sent. */
export interface LineView {
  key: string;
  /** The catalogue product the line was ordered from, when known. */
  productId: string | null;
  name: string;
  image: string;
  unitPrice: number;
  quantity: number;
  options: string[];
  total: number;
}

type Json = Record<string, unknown>;
const asObject = (v: unknown): Json | null => (v && typeof v === 'object' ? (v as Json) : null);
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0) || 0);

/**
 * Reads one order line. Restaurant/store lines are `{ product: { _id: { name, image, prix } }, quantity,
 * prixTotal, options }`, grocery lines `{ product: { name, image, price }, qty }` (SPEC §3). Returns null
 * when the product is gone (the screen then says MSG.orderLineMissing).
 */
export function readLine(line: unknown, index: number): LineView | null {
  const l = asObject(line);
  const product = asObject(l?.product);
  if (!l || !product) return null;
  const populated = asObject(product._id);
  const source = populated ?? product;
  const name = source.name;
  if (typeof name !== 'string' || !name) return null;
  const unitPrice = num(source.prix ?? source.price);
  const quantity = num(l.quantity ?? l.qty) || 1;
  const options = Array.isArray(l.options)
    ? (l.options as unknown[]).map((o) => {
        const opt = asObject(o);
        if (!opt) return String(o);
        const choices = Array.isArray(opt.choices) ? (opt.choices as unknown[]).map((c) => (asObject(c)?.name as string) ?? String(c)) : [];
        return choices.length ? `${String(opt.name)}: ${choices.join(', ')}` : String(opt.name ?? '');
      })
    : [];
  const id = (populated?._id as string | undefined) ?? (typeof product._id === 'string' ? product._id : undefined);
  const key = String(id ?? index);
  return {
    key: `${key}-${index}`,
    productId: id ?? null,
    name,
    image: typeof source.image === 'string' ? source.image : '',
    unitPrice,
    quantity,
    options: options.filter(Boolean),
    total: l.prixTotal !== undefined ? num(l.prixTotal) : toDirhams(timesMoney(centimesOrZero(unitPrice), quantity)),
  };
}
