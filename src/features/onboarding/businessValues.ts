import { CITY, type GeoPoint, type LngLat } from '../../domain/geo';
import { toGeoPoint, type BusinessRegistrationField } from '../../domain/registration';

/** What the business step sends: POST /{type}/add. */
export interface BusinessValues {
  owner: string;
  name: string;
  contactNumber: string;
  city: string;
  category: string[];
  delivery: boolean;
  openingAllTimes: boolean;
  openingTime?: string;
  closingTime?: string;
  logo: string;
  background: string;
  description: string;
  location: GeoPoint;
}

export interface BusinessFormValues {
  name?: string;
  contactNumber?: string;
  category?: string[];
  delivery?: boolean;
  openingAllTimes?: boolean;
  openingTime?: string;
  closingTime?: string;
  logo?: string;
  background?: string;
  description?: string;
  location?: LngLat;
}

/** Form fields a rule's error belongs to (the location is one field, the times two). */
const FIELD_OF: Record<BusinessRegistrationField, keyof BusinessFormValues | null> = {
  owner: null,
  city: null,
  name: 'name',
  contactNumber: 'contactNumber',
  category: 'category',
  delivery: 'delivery',
  openingTime: 'openingTime',
  closingTime: 'closingTime',
  logo: 'logo',
  background: 'background',
  description: 'description',
  location: 'location',
};

/** What is typed → what POST /{type}/add receives (trimmed, the city fixed, the map's point as GeoJSON). */
export function businessPayload(owner: string, v: BusinessFormValues): BusinessValues {
  return {
    owner,
    name: (v.name ?? '').trim(),
    contactNumber: (v.contactNumber ?? '').trim(),
    city: CITY,
    category: v.category ?? [],
    delivery: v.delivery ?? false,
    openingAllTimes: v.openingAllTimes ?? false,
    ...(v.openingAllTimes ? {} : { openingTime: v.openingTime, closingTime: v.closingTime }),
    logo: v.logo ?? '',
    background: v.background ?? '',
    description: (v.description ?? '').trim(),
    location: (v.location ? toGeoPoint(v.location) : undefined) as GeoPoint,
  };
}

/** The rules' errors on the form's fields, each in the reader's words (the owner and city are not fields). */
export function fieldErrors(errors: Partial<Record<BusinessRegistrationField, string>>, text: (message: string) => string) {
  return (Object.entries(errors) as [BusinessRegistrationField, string][])
    .map(([rule, message]) => ({ name: FIELD_OF[rule], errors: [text(message)] }))
    .filter((f): f is { name: keyof BusinessFormValues; errors: string[] } => f.name !== null);
}
