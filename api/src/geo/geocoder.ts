import { City, State } from 'country-state-city';

/**
 * Of the given ISO subdivision codes of a country, the one the place lies in: its own subdivision when listed,
 * else the one whose centre is nearest (towns in the data may belong to a grouping the site does not offer, such
 * as Belgium's Flanders instead of its provinces, or a UK county instead of its nation).
 */
export function regionCodeFor(place: Place, codes: readonly string[]): string | null {
  if (codes.includes(place.stateCode)) return place.stateCode;
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const code of codes) {
    const state = State.getStateByCodeAndCountry(code, place.countryCode);
    if (!state) continue;
    const distance = distanceKm(place, { lat: Number(state.latitude), lon: Number(state.longitude) });
    if (distance < bestDistance) {
      best = code;
      bestDistance = distance;
    }
  }
  return best;
}

export interface Place {
  name: string;
  countryCode: string;
  stateCode: string;
  lat: number;
  lon: number;
}

/** Beyond this a position is "nowhere in particular" (at sea, or far from any town the data knows). */
const MAX_DISTANCE_KM = 60;
const CELL_DEGREES = 1;

const cellKey = (lat: number, lon: number) => `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/**
 * Reverse geocoding from offline data (the ~150,000 towns of country-state-city, shipped in the npm package): the
 * nearest town to a position. Towns are bucketed into 1° cells on first use, so a lookup reads a few hundred.
 */
export class Geocoder {
  private cells: Map<string, Place[]> | null = null;

  private index(): Map<string, Place[]> {
    if (this.cells) return this.cells;
    const cells = new Map<string, Place[]>();
    for (const city of City.getAllCities()) {
      const place = {
        name: city.name,
        countryCode: city.countryCode,
        stateCode: city.stateCode,
        lat: Number(city.latitude),
        lon: Number(city.longitude),
      };
      if (!Number.isFinite(place.lat) || !Number.isFinite(place.lon)) continue;
      const key = cellKey(place.lat, place.lon);
      const cell = cells.get(key);
      if (cell) cell.push(place);
      else cells.set(key, [place]);
    }
    this.cells = cells;
    return cells;
  }

  nearest(lat: number, lon: number): Place | null {
    const cells = this.index();
    const here = { lat, lon };
    let best: Place | null = null;
    let bestDistance = MAX_DISTANCE_KM;
    const row = Math.floor(lat / CELL_DEGREES);
    const column = Math.floor(lon / CELL_DEGREES);
    for (let dRow = -1; dRow <= 1; dRow += 1) {
      for (let dColumn = -1; dColumn <= 1; dColumn += 1) {
        const wrapped = ((((column + dColumn + 180) % 360) + 360) % 360) - 180;
        for (const place of cells.get(`${row + dRow}:${wrapped}`) ?? []) {
          const distance = distanceKm(here, place);
          if (distance < bestDistance) {
            best = place;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  }
}
