import { isAllowedCategory, MAX_BUSINESS_CATEGORIES } from './categories';
import { isInOujda, type GeoPoint } from './geo';
import { MSG } from './messages';
import { normalizePhone } from './phone';
import type { BusinessType } from './roles';
import { END_OF_DAY_CLOSING, fromMinutes, toMinutes } from './schedule';
import { isBlank, type FieldErrors } from './validation';

/**
 * Business settings rules (SPEC §5 Settings, §9): the profile an owner (or an admin) edits on
 * /manage/restaurant, /manage/store, /settings/{type}/{id} and /settings.
 */

export const MAX_DESCRIPTION_CHARS = 120;
/** Settings' default hours (SPEC §9). */
export const DEFAULT_OPENING_TIME = '09:00';
export const DEFAULT_CLOSING_TIME = '20:00';
export const SETTINGS_TIME_STEP_MINUTES = 15;
export const SOCIAL_NETWORKS = ['ig', 'fb', 'web', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SettingsValues {
  name: string;
  contactNumber: string;
  logo: string;
  background: string;
  description: string;
  socialMedia: Partial<Record<SocialNetwork, string>>;
  delivery: boolean;
  openingTime: string;
  closingTime: string;
  openingAllTimes: boolean;
  category: string[];
  location: GeoPoint;
}

/** The settings body's fields, in the order the provider API names them. */
export const SETTINGS_FIELDS = [
  'contactNumber',
  'logo',
  'background',
  'name',
  'socialMedia',
  'delivery',
  'openingTime',
  'closingTime',
  'openingAllTimes',
  'description',
  'category',
  'location',
] as const satisfies readonly (keyof SettingsValues)[];

export type SettingsField = (typeof SETTINGS_FIELDS)[number] | `socialMedia.${SocialNetwork}`;

/** Opening and closing choices of the settings form: 00:00 to 23:45 in 15-minute steps. */
export function settingsTimeChoices(): string[] {
  const out: string[] = [];
  for (let m = 0; m < 24 * 60; m += SETTINGS_TIME_STEP_MINUTES) out.push(fromMinutes(m));
  return out;
}

/** An absolute http(s) link with a host (the social links). */
export function isValidUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** A clock time for the settings' hours: 00:00 to 23:59 (the 24/7 closing), or 24:00 as a closing. */
const isClockTime = (value: unknown, closing: boolean) => {
  const m = toMinutes(value);
  return (
    m !== null && (m < 24 * 60 || (closing && value === '24:00')) && (m % SETTINGS_TIME_STEP_MINUTES === 0 || value === END_OF_DAY_CLOSING)
  );
};

/**
 * Whether the hours make sense: unless the business is open 24/7, both are needed, each a time from
 * the list, and they differ. A closing earlier than the opening closes after midnight (as registration
 * allows up to 03:30).
 */
export function hoursProblem(values: Pick<Partial<SettingsValues>, 'openingAllTimes' | 'openingTime' | 'closingTime'>): string | null {
  if (values.openingAllTimes) return null;
  const { openingTime, closingTime } = values;
  if (!isClockTime(openingTime, false) || !isClockTime(closingTime, true) || toMinutes(openingTime) === toMinutes(closingTime))
    return MSG.settingsTime;
  return null;
}

/**
 * The settings form's problems, field by field, the required fields first ('Please fill all the
 * required fields'): contact number, logo, name, background and at least one category.
 */
export function validateSettings(values: Partial<Record<keyof SettingsValues, unknown>>, type: BusinessType): FieldErrors<SettingsField> {
  const errors: FieldErrors<SettingsField> = {};
  const category = Array.isArray(values.category) ? values.category : [];
  for (const field of ['contactNumber', 'logo', 'name', 'background'] as const) {
    if (typeof values[field] !== 'string' || isBlank(values[field])) errors[field] = MSG.settingsRequired;
  }
  if (category.length === 0) errors.category = MSG.settingsRequired;

  if (!errors.contactNumber && !normalizePhone(values.contactNumber as string)) errors.contactNumber = MSG.phoneInvalid;
  if (values.description !== undefined && values.description !== null) {
    if (typeof values.description !== 'string' || values.description.length > MAX_DESCRIPTION_CHARS)
      errors.description = MSG.descriptionTooLong;
  }
  if (!Array.isArray(values.category) && values.category !== undefined) errors.category = MSG.settingsRequired;
  else if (category.length > MAX_BUSINESS_CATEGORIES) errors.category = MSG.maxCategories;
  else if (category.some((c) => typeof c !== 'string' || !isAllowedCategory(type, c)) || new Set(category).size !== category.length) {
    errors.category = MSG.unknownBusinessCategory;
  }

  const social = values.socialMedia;
  if (social !== undefined && social !== null) {
    if (typeof social !== 'object' || Array.isArray(social)) errors.socialMedia = MSG.socialUrlInvalid;
    else {
      for (const [network, link] of Object.entries(social as Record<string, unknown>)) {
        if (!(SOCIAL_NETWORKS as readonly string[]).includes(network)) errors.socialMedia = MSG.socialUrlInvalid;
        else if (link !== undefined && link !== null && link !== '' && !isValidUrl(link))
          errors[`socialMedia.${network as SocialNetwork}`] = MSG.socialUrlInvalid;
      }
    }
  }
  if (values.delivery !== undefined && typeof values.delivery !== 'boolean') errors.delivery = MSG.settingsRequired;
  if (values.openingAllTimes !== undefined && typeof values.openingAllTimes !== 'boolean') errors.openingAllTimes = MSG.settingsTime;
  const hours = hoursProblem(values as Partial<SettingsValues>);
  if (hours) errors[values.openingTime && isClockTime(values.openingTime, false) ? 'closingTime' : 'openingTime'] = hours;

  const location = values.location as Partial<GeoPoint> | undefined;
  if (location === undefined || location === null) errors.location = MSG.settingsRequired;
  else if (location.type !== 'Point' || !Array.isArray(location.coordinates) || !isInOujda(location.coordinates as [number, number]))
    errors.location = MSG.notInOujda;
  return errors;
}

/** Trims the text fields and stores the phone as its 9 national digits; call after validateSettings passed. */
export function normalizeSettings<T extends Partial<SettingsValues>>(values: T): T {
  const out: T = { ...values };
  if (typeof out.name === 'string') out.name = out.name.trim();
  if (typeof out.description === 'string') out.description = out.description.trim();
  else if ('description' in out) out.description = '' as T['description'];
  if (typeof out.contactNumber === 'string') out.contactNumber = normalizePhone(out.contactNumber) ?? out.contactNumber;
  if ('socialMedia' in out && !out.socialMedia) out.socialMedia = {} as T['socialMedia'];
  if (out.socialMedia) {
    out.socialMedia = Object.fromEntries(
      Object.entries(out.socialMedia)
        .filter(([, link]) => typeof link === 'string' && link.trim() !== '')
        .map(([k, link]) => [k, (link as string).trim()]),
    );
  }
  if (out.location) out.location = { type: 'Point', coordinates: [out.location.coordinates[0], out.location.coordinates[1]] };
  return out;
}
