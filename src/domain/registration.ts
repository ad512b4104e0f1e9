import { BUSINESS_CATEGORIES, MAX_BUSINESS_CATEGORIES } from './categories';
import { CITY, isInOujda, isValidLngLat, type GeoPoint, type LngLat } from './geo';
import { MSG } from './messages';
import { normalizePhone } from './phone';
import type { BusinessType } from './roles';
import { isBlank, type FieldErrors } from './validation';

/** Business registration at onboarding (SPEC §5 "Business registration"). */

export const MAX_DESCRIPTION_WORDS = 200;
export const REGISTRATION_TIME_STEP_MINUTES = 30;
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 30_000, maximumAge: 10_000 } as const;
export const NOT_IN_OUJDA_TOAST_SECONDS = 6;

const MINUTES_PER_DAY = 24 * 60;

/** 'HH:mm' → minutes after midnight, or null when it is not a time of day. */
export function toMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function fromMinutes(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Every time from `from` to `to` (inclusive) in steps, wrapping past midnight when `to` is earlier. */
function timeRange(from: string, to: string, step = REGISTRATION_TIME_STEP_MINUTES): string[] {
  const start = toMinutes(from)!;
  let end = toMinutes(to)!;
  if (end < start) end += MINUTES_PER_DAY;
  const out: string[] = [];
  for (let m = start; m <= end; m += step) out.push(fromMinutes(m));
  return out;
}

/** Opening choices: 08:00 to 14:00 every 30 minutes. */
export const OPENING_TIME_CHOICES: readonly string[] = timeRange('08:00', '14:00');
/** Closing choices: 14:30 to 03:30 (the next morning) every 30 minutes. */
export const CLOSING_TIME_CHOICES: readonly string[] = timeRange('14:30', '03:30');

/**
 * A closing time earlier than (or equal to) the opening means the business closes after midnight:
 * it is open overnight, until that time the next day.
 */
export function isOvernight(openingTime: string, closingTime: string): boolean {
  const open = toMinutes(openingTime);
  const close = toMinutes(closingTime);
  return open !== null && close !== null && close <= open;
}

/** How long the business is open, in minutes, counting an overnight opening through midnight. */
export function openMinutes(openingTime: string, closingTime: string): number | null {
  const open = toMinutes(openingTime);
  const close = toMinutes(closingTime);
  if (open === null || close === null) return null;
  return close > open ? close - open : close + MINUTES_PER_DAY - open;
}

/** Whether a minute of the day falls inside the opening, including the after-midnight part of an overnight one. */
export function isOpenAt(openingTime: string, closingTime: string, minuteOfDay: number): boolean {
  const open = toMinutes(openingTime);
  const close = toMinutes(closingTime);
  if (open === null || close === null) return false;
  if (!isOvernight(openingTime, closingTime)) return minuteOfDay >= open && minuteOfDay < close;
  return minuteOfDay >= open || minuteOfDay < close;
}

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

export function isDescriptionShortEnough(text: string): boolean {
  return countWords(text) <= MAX_DESCRIPTION_WORDS;
}

export function toGeoPoint([lng, lat]: LngLat): GeoPoint {
  return { type: 'Point', coordinates: [lng, lat] };
}

/** The [longitude, latitude] of a GeoJSON Point, or null when it is not one. */
export function pointCoordinates(location: unknown): LngLat | null {
  if (!location || typeof location !== 'object') return null;
  const { type, coordinates } = location as { type?: unknown; coordinates?: unknown };
  return type === 'Point' && isValidLngLat(coordinates) ? coordinates : null;
}

export interface BusinessRegistrationInput {
  owner?: unknown;
  name?: unknown;
  contactNumber?: unknown;
  city?: unknown;
  category?: unknown;
  delivery?: unknown;
  openingAllTimes?: unknown;
  openingTime?: unknown;
  closingTime?: unknown;
  logo?: unknown;
  background?: unknown;
  description?: unknown;
  location?: unknown;
}

export type BusinessRegistrationField =
  | 'owner'
  | 'name'
  | 'contactNumber'
  | 'city'
  | 'category'
  | 'delivery'
  | 'openingTime'
  | 'closingTime'
  | 'logo'
  | 'background'
  | 'description'
  | 'location';

/** Categories chosen among the type's list, at least one, at most three. */
export function categoryError(type: BusinessType, category: unknown): string | undefined {
  if (!Array.isArray(category) || category.length === 0) return MSG.allFieldsRequired;
  if (category.length > MAX_BUSINESS_CATEGORIES) return MSG.maxCategories;
  const allowed = BUSINESS_CATEGORIES[type];
  if (new Set(category).size !== category.length || !category.every((c) => typeof c === 'string' && allowed.includes(c))) {
    return MSG.unknownBusinessCategory;
  }
  return undefined;
}

/** The location's problem, if any: missing, or outside the Oujda polygon. */
export function locationError(location: unknown): string | undefined {
  if (location === undefined || location === null) return MSG.allFieldsRequired;
  const point = pointCoordinates(location);
  if (!point || !isInOujda(point)) return MSG.notInOujda;
  return undefined;
}

/**
 * Every rule of the business step, in the order a person meets them; the same function guards the
 * SPA's form and the server's POST /{type}/add. Field messages are the specification's words.
 */
export function validateBusinessRegistration(type: BusinessType, input: BusinessRegistrationInput): FieldErrors<BusinessRegistrationField> {
  const errors: FieldErrors<BusinessRegistrationField> = {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');

  if (isBlank(input.owner)) errors.owner = MSG.allFieldsRequired;
  if (isBlank(input.name) || typeof input.name !== 'string') errors.name = MSG.allFieldsRequired;
  if (isBlank(input.contactNumber) || typeof input.contactNumber !== 'string') errors.contactNumber = MSG.allFieldsRequired;
  else if (!normalizePhone(input.contactNumber)) errors.contactNumber = MSG.phoneInvalid;
  if (isBlank(input.city)) errors.city = MSG.allFieldsRequired;
  else if (text(input.city).trim().toLowerCase() !== CITY) errors.city = MSG.notInOujda;
  const category = categoryError(type, input.category);
  if (category) errors.category = category;
  if (typeof input.delivery !== 'boolean') errors.delivery = MSG.allFieldsRequired;

  if (input.openingAllTimes !== true) {
    if (input.openingAllTimes !== false && input.openingAllTimes !== undefined) errors.openingTime = MSG.allFieldsRequired;
    else if (isBlank(input.openingTime) || isBlank(input.closingTime)) {
      if (isBlank(input.openingTime)) errors.openingTime = MSG.selectTimes;
      if (isBlank(input.closingTime)) errors.closingTime = MSG.selectTimes;
    } else {
      if (!OPENING_TIME_CHOICES.includes(text(input.openingTime))) errors.openingTime = MSG.invalidTime;
      if (!CLOSING_TIME_CHOICES.includes(text(input.closingTime))) errors.closingTime = MSG.invalidTime;
    }
  }

  if (isBlank(input.logo) || isBlank(input.background)) {
    if (isBlank(input.logo)) errors.logo = MSG.uploadBoth;
    if (isBlank(input.background)) errors.background = MSG.uploadBoth;
  } else if (typeof input.logo !== 'string' || typeof input.background !== 'string') {
    errors.logo = MSG.uploadBoth;
  }

  if (isBlank(input.description) || typeof input.description !== 'string') errors.description = MSG.allFieldsRequired;
  else if (!isDescriptionShortEnough(input.description)) errors.description = MSG.max200Words;

  const location = locationError(input.location);
  if (location) errors.location = location;
  return errors;
}
