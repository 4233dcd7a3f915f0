/** A place by its centre in degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface Projection {
  /** Width over height of the projected area. */
  aspect: number;
  /** A point's position across the area, 0..1 from the left and from the top (outside points are clamped). */
  project(point: GeoPoint): { x: number; y: number };
}

const MIN_SPAN_DEGREES = 1;
const MIN_ASPECT = 0.7;
const MAX_ASPECT = 2.2;

/**
 * An equirectangular projection fitted to `points` (a country's region centres): longitudes shrink by the cosine of
 * the middle latitude, so the country keeps its shape; a margin of `padding` (share of each side) keeps dots off
 * the edge, and very narrow or very wide countries are letterboxed into a drawable aspect. No map library, no tiles.
 */
export function fitProjection(points: readonly GeoPoint[], padding = 0.08): Projection {
  const lats = points.map((point) => point.lat).filter(Number.isFinite);
  const lons = points.map((point) => point.lon).filter(Number.isFinite);
  let south = lats.length ? Math.min(...lats) : -1;
  let north = lats.length ? Math.max(...lats) : 1;
  let west = lons.length ? Math.min(...lons) : -1;
  let east = lons.length ? Math.max(...lons) : 1;
  const midLat = (south + north) / 2;
  const shrink = Math.max(0.2, Math.cos((midLat * Math.PI) / 180));
  if (north - south < MIN_SPAN_DEGREES) [south, north] = [midLat - MIN_SPAN_DEGREES / 2, midLat + MIN_SPAN_DEGREES / 2];
  const midLon = (west + east) / 2;
  if ((east - west) * shrink < MIN_SPAN_DEGREES)
    [west, east] = [midLon - MIN_SPAN_DEGREES / shrink / 2, midLon + MIN_SPAN_DEGREES / shrink / 2];
  let width = (east - west) * shrink;
  let height = north - south;
  // Letterbox: widen a tall country, heighten a flat one, around its centre.
  if (width / height < MIN_ASPECT) width = height * MIN_ASPECT;
  if (width / height > MAX_ASPECT) height = width / MAX_ASPECT;
  const left = midLon * shrink - width / 2;
  const top = (south + north) / 2 + height / 2;
  const scale = 1 - 2 * padding;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    aspect: round(width / height),
    project: ({ lat, lon }) => ({
      x: round(clamp(padding + ((lon * shrink - left) / width) * scale)),
      y: round(clamp(padding + ((top - lat) / height) * scale)),
    }),
  };
}

/**
 * A small, stable offset (in degrees, up to ±`spread`) for a profile id, so members of one region do not sit on one
 * dot and nobody's position is their real one: the same member gets the same offset on every page.
 */
export function jitter(id: number, spread = 0.35): { lat: number; lon: number } {
  // A 32-bit integer hash (xorshift-multiply), deterministic across runs and platforms.
  let hash = (id ^ 0x9e3779b9) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b) >>> 0;
  hash = (hash ^ (hash >>> 16)) >>> 0;
  const a = (hash & 0xffff) / 0xffff;
  const b = (hash >>> 16) / 0xffff;
  return { lat: (a * 2 - 1) * spread, lon: (b * 2 - 1) * spread };
}

function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * The points that belong on one drawing of a country: far-flung ones (overseas territories, and the odd wrong
 * centre in public data, such as a province placed on another continent) are left out, so they do not shrink the
 * country to a corner. A point goes when it is over three times the typical distance from the middle, and over 800 km.
 */
export function mainlandPoints<P extends GeoPoint>(points: readonly P[]): P[] {
  const valid = points.filter((point) => Number.isFinite(point.lat) && Number.isFinite(point.lon));
  if (valid.length < 3) return valid;
  const centre = { lat: median(valid.map((point) => point.lat)), lon: median(valid.map((point) => point.lon)) };
  const distances = valid.map((point) => distanceKm(centre, point));
  const limit = Math.max(800, 3 * median(distances));
  return valid.filter((_, index) => (distances[index] ?? 0) <= limit);
}
