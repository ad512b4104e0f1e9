/** [longitude, latitude], the GeoJSON order. */
export type LngLat = readonly [number, number];

export const CITY = 'oujda';
export const MAPS_ZOOM = 15;

/** The area served around Oujda (longitude −2.00…−1.82, latitude 34.62…34.76), clockwise. */
export const OUJDA_POLYGON: readonly LngLat[] = [
  [-2.0, 34.62],
  [-2.0, 34.76],
  [-1.82, 34.76],
  [-1.82, 34.62],
];

/** Ray casting; points exactly on an edge count as inside. */
export function isInPolygon([x, y]: LngLat, polygon: readonly LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (onSegment([x, y], [xi, yi], [xj, yj])) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function onSegment([x, y]: LngLat, [x1, y1]: LngLat, [x2, y2]: LngLat): boolean {
  const cross = (x - x1) * (y2 - y1) - (y - y1) * (x2 - x1);
  if (Math.abs(cross) > 1e-12) return false;
  return x >= Math.min(x1, x2) && x <= Math.max(x1, x2) && y >= Math.min(y1, y2) && y <= Math.max(y1, y2);
}

export function isInOujda(point: LngLat): boolean {
  return isValidLngLat(point) && isInPolygon(point, OUJDA_POLYGON);
}

export function isValidLngLat(point: unknown): point is LngLat {
  return (
    Array.isArray(point) &&
    point.length === 2 &&
    point.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    Math.abs(point[0] as number) <= 180 &&
    Math.abs(point[1] as number) <= 90
  );
}

export interface GeoPoint {
  type: 'Point';
  coordinates: [number, number];
}

export function mapsEmbedUrl([lng, lat]: LngLat, zoom = MAPS_ZOOM): string {
  return `https://maps.google.com/maps?q=${lat},${lng}&z=${zoom}&output=embed`;
}
