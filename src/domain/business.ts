import { businessTypeOf, type BusinessType } from './roles';

/**
 * The business type named by an admin route segment: /settings/{besniseType}/… uses the type
 * ('restaurant', 'store', 'services'), /besnise/{role}/… may use the owner's role instead.
 */
export function businessTypeFromSegment(segment: string | undefined): BusinessType | null {
  if (!segment) return null;
  if (segment === 'restaurant' || segment === 'store' || segment === 'services') return segment;
  return businessTypeOf(segment);
}

/** The type of business a role runs from its own screens (a restaurant admin keeps a restaurant's info). */
export function ownBusinessType(role: string): BusinessType | null {
  return role === 'admin_restaurant' ? 'restaurant' : businessTypeOf(role);
}
