import type { GeocodeResponse } from 'shared-contracts/api/signup';

/** A position from the browser, at most an hour old (docs/product.md §9); null when unsupported, refused or unavailable. */
export function currentPosition(): Promise<GeolocationPosition | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), {
      maximumAge: 60 * 60 * 1000,
      timeout: 10_000,
    });
  });
}

/** docs/product.md §4 Geolocation permission: unsupported, unknown, or the browser's state. */
export async function geolocationPermission(): Promise<'unsupported' | 'unknown' | PermissionState> {
  if (!('geolocation' in navigator)) return 'unsupported';
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'unknown';
  }
}

/** The app's call of GET /api/geocode.php (each app declares its calls; this module makes none). */
export type Geocode = (lat: number, lon: number) => Promise<GeocodeResponse>;

/** The place the browser says the member is at, or null without a position; a failed call rejects. */
export async function placeFromPosition(geocode: Geocode): Promise<GeocodeResponse | null> {
  const position = await currentPosition();
  return position ? geocode(position.coords.latitude, position.coords.longitude) : null;
}
