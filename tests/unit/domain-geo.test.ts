import { describe, expect, it } from 'vitest';
import { CITY, isInOujda, isInPolygon, isValidLngLat, mapsEmbedUrl, MAPS_ZOOM, OUJDA_POLYGON, type LngLat } from '../../src/domain/geo';

const CENTRE: LngLat = [-1.908, 34.681]; // Oujda's city centre, [longitude, latitude]
const EPS = 1e-6;

describe('the Oujda polygon', () => {
  it('is a closed ring of [longitude, latitude] around the city', () => {
    expect(CITY).toBe('oujda');
    expect(OUJDA_POLYGON.length).toBeGreaterThanOrEqual(3);
    const lngs = OUJDA_POLYGON.map(([lng]) => lng);
    const lats = OUJDA_POLYGON.map(([, lat]) => lat);
    expect(Math.min(...lngs)).toBeCloseTo(-2.0);
    expect(Math.max(...lngs)).toBeCloseTo(-1.82);
    expect(Math.min(...lats)).toBeCloseTo(34.62);
    expect(Math.max(...lats)).toBeCloseTo(34.76);
  });

  it('contains the city centre and well-known places', () => {
    expect(isInOujda(CENTRE)).toBe(true);
    expect(isInOujda([-1.93, 34.65])).toBe(true); // university area
    expect(isInOujda([-1.86, 34.72])).toBe(true);
  });

  it('leaves out other cities and a swapped [latitude, longitude]', () => {
    expect(isInOujda([-6.8498, 33.9716])).toBe(false); // Rabat
    expect(isInOujda([-2.9335, 35.1681])).toBe(false); // Nador
    expect(isInOujda([-1.7, 34.68])).toBe(false); // Algerian side, east
    expect(isInOujda([CENTRE[1], CENTRE[0]])).toBe(false);
  });

  // Each edge of the box: a point just inside is in, just outside is out, exactly on it counts as inside.
  const edges: [string, LngLat, LngLat, LngLat][] = [
    ['west', [-2.0 + EPS, 34.69], [-2.0 - EPS, 34.69], [-2.0, 34.69]],
    ['east', [-1.82 - EPS, 34.69], [-1.82 + EPS, 34.69], [-1.82, 34.69]],
    ['south', [-1.9, 34.62 + EPS], [-1.9, 34.62 - EPS], [-1.9, 34.62]],
    ['north', [-1.9, 34.76 - EPS], [-1.9, 34.76 + EPS], [-1.9, 34.76]],
  ];
  it.each(edges)('%s edge: inside, outside and on it', (_edge, inside, outside, on) => {
    expect(isInOujda(inside)).toBe(true);
    expect(isInOujda(outside)).toBe(false);
    expect(isInOujda(on)).toBe(true);
  });

  it('counts the corners as inside and points beyond a corner as outside', () => {
    for (const corner of OUJDA_POLYGON) expect(isInOujda(corner)).toBe(true);
    expect(isInOujda([-2.0 - EPS, 34.62 - EPS])).toBe(false);
    expect(isInOujda([-1.82 + EPS, 34.76 + EPS])).toBe(false);
  });

  it('refuses coordinates that are not numbers on the globe', () => {
    expect(isInOujda([Number.NaN, 34.68] as unknown as LngLat)).toBe(false);
    expect(isValidLngLat([-1.9, 34.68])).toBe(true);
    expect(isValidLngLat([-181, 0])).toBe(false);
    expect(isValidLngLat([0, 91])).toBe(false);
    expect(isValidLngLat(['-1.9', '34.68'])).toBe(false);
    expect(isValidLngLat([-1.9])).toBe(false);
    expect(isValidLngLat(null)).toBe(false);
  });
});

describe('point in polygon (any shape)', () => {
  // A concave "L": the notch at the top right is outside.
  const L: LngLat[] = [
    [0, 0],
    [0, 4],
    [2, 4],
    [2, 2],
    [4, 2],
    [4, 0],
  ];
  it('handles a concave polygon on both sides of each edge', () => {
    expect(isInPolygon([1, 3], L)).toBe(true);
    expect(isInPolygon([3, 1], L)).toBe(true);
    expect(isInPolygon([3, 3], L)).toBe(false);
    expect(isInPolygon([2 - EPS, 3], L)).toBe(true);
    expect(isInPolygon([2 + EPS, 3], L)).toBe(false);
    expect(isInPolygon([3, 2 - EPS], L)).toBe(true);
    expect(isInPolygon([3, 2 + EPS], L)).toBe(false);
    expect(isInPolygon([2, 3], L)).toBe(true);
    expect(isInPolygon([-EPS, 2], L)).toBe(false);
  });
  it('handles a triangle and its slanted edge', () => {
    const T: LngLat[] = [
      [0, 0],
      [4, 0],
      [0, 4],
    ];
    expect(isInPolygon([1, 1], T)).toBe(true);
    expect(isInPolygon([2, 2], T)).toBe(true);
    expect(isInPolygon([2.01, 2.01], T)).toBe(false);
    expect(isInPolygon([1.99, 1.99], T)).toBe(true);
  });
});

describe('maps embed', () => {
  it('puts latitude first and zooms to 15', () => {
    expect(MAPS_ZOOM).toBe(15);
    expect(mapsEmbedUrl([-1.908, 34.681])).toBe('https://maps.google.com/maps?q=34.681,-1.908&z=15&output=embed');
    expect(mapsEmbedUrl([-1.9, 34.7], 12)).toContain('&z=12&');
  });
});
