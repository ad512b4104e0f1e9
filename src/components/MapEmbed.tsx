import { mapsEmbedUrl, MAPS_ZOOM, type LngLat } from '../domain/geo';

export interface MapEmbedProps {
  /** [longitude, latitude], as GeoJSON stores it. */
  coordinates: LngLat;
  /** Names the map for screen readers, e.g. "Map of Chez Nadia". */
  title: string;
  height?: number;
  zoom?: number;
}

/** A maps embed centred on a point (SPEC: zoom 15). */
export function MapEmbed({ coordinates, title, height = 240, zoom = MAPS_ZOOM }: MapEmbedProps) {
  return (
    <iframe
      title={title}
      src={mapsEmbedUrl(coordinates, zoom)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      style={{ display: 'block', width: '100%', height, border: '1px solid #d9d9d9', borderRadius: 8, background: '#eef1f5' }}
    />
  );
}
