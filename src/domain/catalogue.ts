import { MSG } from './messages';
import { isPrice, parsePrice, toCentimes, toDirhams, type Centimes, type Dirhams } from './money';
import { mapOptionPrices, type CatalogueOption } from './orderLines';
import { lookalikeKey } from './input';
import type { BusinessType } from './roles';
import { isBlank, isBlankText, type FieldErrors } from './validation';

/**
 * Catalogue rules (SPEC §3 Category, Product, Option, Pack; §5 Pack, Product save, Category,
 * Deletion rules), shared by the management screens and the reference API.
 */

/** One choice of an option; its price defaults to 0 (SPEC §9). */
export interface OptionChoice {
  name: string;
  price: number;
}

/** A product or pack option: `option` lists its choices. */
export interface ProductOption {
  name: string;
  multiple: boolean;
  is_required: boolean;
  option: OptionChoice[];
}

/** The API path prefix of a business's catalogue: products for stores, menu for restaurants and services. */
export type CataloguePrefix = 'products' | 'menu';
export const CATALOGUE_PREFIXES: readonly CataloguePrefix[] = ['products', 'menu'];

export function cataloguePrefixOf(type: BusinessType): CataloguePrefix {
  return type === 'store' ? 'products' : 'menu';
}

/** Whether a business of this type keeps its catalogue under this prefix. */
export function prefixFitsType(prefix: CataloguePrefix, type: BusinessType): boolean {
  return cataloguePrefixOf(type) === prefix;
}

export const OPTION_PRICE_DEFAULT = 0;
/** How many pack options the pack list shows before '+N more' (SPEC §2, §9). */
export const PACK_OPTIONS_PREVIEW = 2;

export const emptyChoice = (): OptionChoice => ({ name: '', price: OPTION_PRICE_DEFAULT });
export const emptyOption = (): ProductOption => ({ name: '', multiple: false, is_required: false, option: [emptyChoice()] });

/** A price typed in a form or sent by a client: numbers, or numeric strings ("12.5", "65,50"). */
export const toPrice = parsePrice;

/** Options as sent (checked by `optionsError`), as stored: each choice's price in centimes. */
export function storedOptions(options: unknown): CatalogueOption<Centimes>[] {
  return mapOptionPrices(normalizeOptions(options), toCentimes);
}

/** Stored options as the API answers them: prices in dh. */
export function answeredOptions(options: readonly CatalogueOption<Centimes>[]): CatalogueOption<Dirhams>[] {
  return mapOptionPrices(options, toDirhams);
}

/** Fills what an option may leave out: a choice's price is 0 unless given, flags are false. */
export function normalizeOptions(options: unknown): ProductOption[] {
  if (!Array.isArray(options)) return [];
  return options.map((raw) => {
    const o = (raw ?? {}) as Partial<Record<keyof ProductOption, unknown>>;
    const choices = Array.isArray(o.option) ? o.option : [];
    return {
      name: typeof o.name === 'string' ? o.name.trim() : '',
      multiple: o.multiple === true,
      is_required: o.is_required === true,
      option: choices.map((c) => {
        const choice = (c ?? {}) as { name?: unknown; price?: unknown };
        const price =
          choice.price === undefined || choice.price === null || choice.price === '' ? OPTION_PRICE_DEFAULT : toPrice(choice.price);
        return { name: typeof choice.name === 'string' ? choice.name.trim() : '', price: price ?? Number.NaN };
      }),
    };
  });
}

/**
 * The first problem with a list of options, or undefined: each option has a name and at least one
 * choice; each choice has a name and a price (non-negative, at most 2 decimals).
 */
export function optionsError(options: unknown): string | undefined {
  if (options === undefined || options === null) return undefined;
  if (!Array.isArray(options)) return MSG.optionsInvalid;
  for (const raw of options) {
    if (!raw || typeof raw !== 'object') return MSG.optionsInvalid;
    const o = raw as Record<string, unknown>;
    if (isBlank(o.name) || typeof o.name !== 'string') return MSG.optionNameRequired;
    if (o.multiple !== undefined && typeof o.multiple !== 'boolean') return MSG.optionsInvalid;
    if (o.is_required !== undefined && typeof o.is_required !== 'boolean') return MSG.optionsInvalid;
    if (!Array.isArray(o.option) || o.option.length === 0) return MSG.optionNeedsChoice;
    for (const c of o.option as unknown[]) {
      if (!c || typeof c !== 'object') return MSG.optionsInvalid;
      const choice = c as Record<string, unknown>;
      if (isBlank(choice.name) || typeof choice.name !== 'string') return MSG.choiceNameRequired;
      const price =
        choice.price === undefined || choice.price === null || choice.price === '' ? OPTION_PRICE_DEFAULT : toPrice(choice.price);
      if (!isPrice(price)) return MSG.priceInvalid;
    }
  }
  return undefined;
}

/** Removing a choice is refused when it is the option's last one: the option has its own remove button. */
export function canRemoveChoice(option: Pick<ProductOption, 'option'>): boolean {
  return option.option.length > 1;
}

/** The options with one choice removed, or the same list unchanged when that choice is the last one. */
export function removeChoice(options: ProductOption[], optionIndex: number, choiceIndex: number): ProductOption[] {
  const target = options[optionIndex];
  if (!target || !canRemoveChoice(target)) return options;
  return options.map((o, i) => (i === optionIndex ? { ...o, option: o.option.filter((_, j) => j !== choiceIndex) } : o));
}

/** What the pack list shows: the first 2 options, and how many more there are ('+N more'). */
export function optionsPreview<T>(options: readonly T[], limit = PACK_OPTIONS_PREVIEW): { shown: T[]; more: number } {
  return { shown: options.slice(0, limit), more: Math.max(0, options.length - limit) };
}

/** A short summary of an option for a product card: "Size: Regular, Large". */
export function optionSummary(option: Pick<ProductOption, 'name' | 'option'>): string {
  return `${option.name}: ${option.option.map((c) => c.name).join(', ')}`;
}

export type CategoryField = 'name';

/** Category: name required. */
export function validateCategory(input: { name?: unknown }): FieldErrors<CategoryField> {
  return isBlank(input.name) || typeof input.name !== 'string' ? { name: MSG.categoryNameRequired } : {};
}

/**
 * Two category names are the same when they differ only by case or spaces ("Drinks" and " drinks "), by
 * invisible characters, or by letters of another script drawn alike (a Cyrillic "о" for an "o").
 */
export const categoryNameKey = lookalikeKey;

export type ProductField = 'name' | 'price' | 'category' | 'description' | 'options';

export interface ProductInput {
  name?: unknown;
  price?: unknown;
  category?: unknown;
  description?: unknown;
  options?: unknown;
}

/**
 * Product save (SPEC §5): name, price, category and description required ('Please fill all fields');
 * 'Choose a category' when adding without one; a price is non-negative with at most 2 decimals.
 */
export function validateProduct(input: ProductInput, mode: 'add' | 'update'): FieldErrors<ProductField> {
  const errors: FieldErrors<ProductField> = {};
  // Checked first, so that an add without a category says 'Choose a category' (SPEC §5's 'no category').
  if (isBlank(input.category)) errors.category = mode === 'add' ? MSG.noCategory : MSG.fillAllFields;
  if (isBlankText(input.name)) errors.name = MSG.fillAllFields;
  if (isBlankText(input.description)) errors.description = MSG.fillAllFields;
  if (isBlank(input.price)) errors.price = MSG.fillAllFields;
  else if (!isPrice(toPrice(input.price))) errors.price = MSG.priceInvalid;
  const optionProblem = optionsError(input.options);
  if (optionProblem) errors.options = optionProblem;
  return errors;
}

export type PackField = 'name' | 'price' | 'description' | 'options';

export interface PackInput {
  name?: unknown;
  price?: unknown;
  description?: unknown;
  options?: unknown;
}

/**
 * Pack (SPEC §5): name and price required; adding also needs a description ('Please fill all fields');
 * every option has at least one choice.
 */
export function validatePack(input: PackInput, mode: 'add' | 'update'): FieldErrors<PackField> {
  const errors: FieldErrors<PackField> = {};
  if (isBlankText(input.name)) errors.name = MSG.fillAllFields;
  if (isBlank(input.price)) errors.price = MSG.fillAllFields;
  else if (!isPrice(toPrice(input.price))) errors.price = MSG.priceInvalid;
  if (mode === 'add' ? isBlankText(input.description) : !isBlank(input.description) && typeof input.description !== 'string')
    errors.description = MSG.fillAllFields;
  const optionProblem = optionsError(input.options);
  if (optionProblem) errors.options = optionProblem;
  return errors;
}
