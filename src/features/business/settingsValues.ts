import { normalizePhone } from '../../domain/phone';
import { DEFAULT_CLOSING_TIME, DEFAULT_OPENING_TIME, type SettingsValues } from '../../domain/settings';
import type { BusinessRecord } from './types';

/** What the settings form holds: the settings, with the location as two numbers. */
export interface SettingsFormValues extends Omit<SettingsValues, 'location'> {
  longitude?: number | null;
  latitude?: number | null;
}

export function toFormValues(business: BusinessRecord): SettingsFormValues {
  const [longitude, latitude] = business.location?.coordinates ?? [undefined, undefined];
  return {
    name: business.name ?? '',
    contactNumber: normalizePhone(business.contactNumber ?? '') ?? business.contactNumber ?? '',
    logo: business.logo ?? '',
    background: business.background ?? '',
    description: business.description ?? '',
    socialMedia: { ig: '', fb: '', web: '', tiktok: '', ...business.socialMedia },
    delivery: business.delivery ?? true,
    openingTime: business.openingTime || DEFAULT_OPENING_TIME,
    closingTime: business.closingTime || DEFAULT_CLOSING_TIME,
    openingAllTimes: business.openingAllTimes ?? false,
    category: business.category ?? [],
    longitude,
    latitude,
  };
}

export function toSettings(values: SettingsFormValues): SettingsValues {
  const { longitude, latitude, ...rest } = values;
  return {
    ...rest,
    logo: rest.logo ?? '',
    background: rest.background ?? '',
    description: rest.description ?? '',
    location: { type: 'Point', coordinates: [Number(longitude), Number(latitude)] },
  };
}
