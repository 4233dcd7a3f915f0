import { State } from 'country-state-city';
import { fitProjection, jitter, mainlandPoints, nicheAudience, nicheById, type Niche } from 'shared-contracts';
import type { LanderMap, LanderProfile, LanderProfilesResponse, PublicSettings } from 'shared-contracts/api';
import { ageOn } from 'shared-contracts/api/signup';
import { birthdateRange } from '../lib/birthdateRange';
import type { LanderPick, LanderRepository, LanderRow } from '../repositories/landers';
import type { SiteRepository } from '../repositories/sites';

const DEFAULT_COUNT = 12;
/**
 * Profiles asked for per place on the page. A new database gives every profile a face of its own; one seeded before
 * that shares a dozen faces per gender and age among many profiles, and a face shows once, so some are passed over.
 */
const CANDIDATES_PER_PLACE = 3;
/** Each round leaves out the faces found before it, so a few rounds fill a page wherever enough faces exist. */
const MAX_ROUNDS = 4;

/** The first `count` rows whose photo no row before them (nor in `shown`) has: no face twice on one page. */
function distinctFaces(rows: LanderRow[], count: number, shown: LanderRow[]): LanderRow[] {
  const seen = new Set(shown.map((row) => row.filename));
  return rows.filter((row) => !seen.has(row.filename) && seen.add(row.filename)).slice(0, count);
}

type Pick = Omit<LanderPick, 'excludeIds' | 'excludeFiles' | 'limit'>;

export interface LanderRequest {
  siteId: number;
  settings: PublicSettings;
  niche?: Niche | undefined;
  count?: number | undefined;
  country?: string | undefined;
  map: boolean;
  /** The visitor's subdivision (ISO 3166-2 code without the country) when the edge proxy names it. */
  visitorRegionCode: string;
}

/**
 * The profiles a public lander shows (docs/product.md §1 niches): the niche's gender and ages, from the visitor's
 * country first and then from the site's other countries. Only what a logged-out search card shows leaves here; a
 * map position is the member's region centre moved by a per-profile offset, never a real place.
 */
export class LanderService {
  constructor(
    private readonly repository: LanderRepository,
    private readonly sites: SiteRepository,
  ) {}

  async profiles(request: LanderRequest): Promise<LanderProfilesResponse> {
    const { settings } = request;
    const niche = request.niche ?? nicheById(settings.niche);
    const audience = nicheAudience(niche, settings.minimum_age);
    const [oldest, youngest] = birthdateRange(audience.minAge, audience.maxAge);
    const country =
      request.country && settings.countries.includes(request.country)
        ? request.country
        : settings.geoip_selected_country || (settings.countries[0] ?? '');
    const limit = request.count ?? DEFAULT_COUNT;
    // Real members first: their profile pages are public anyway (docs/product.md "Landing pages"); the operator's
    // fictional profiles fill what they leave, marked.
    const pick = { siteId: request.siteId, countries: settings.countries, gender: audience.gender, oldest, youngest };
    const rows = await this.fill({ ...pick, country }, limit, []);
    // The map shows the visitor's country only; other pages fill up from the site's other countries.
    if (rows.length < limit && !request.map) {
      rows.push(...(await this.fill({ ...pick, country: null }, limit - rows.length, rows)));
      // Real members of other countries before fictional profiles of the visitor's.
      rows.sort((a, b) => Number(a.fictional) - Number(b.fictional));
    }
    const today = new Date();
    const profiles: LanderProfile[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      age: row.birthdate ? ageOn(row.birthdate, today) : null,
      city: row.city,
      gender: row.gender,
      fictional: row.fictional,
      photo: `${settings.cdn_prefix}${row.thumb_filename}`,
      photo_large: `${settings.cdn_prefix}${row.filename}`,
    }));
    if (!request.map) return { niche, country, profiles };

    const map = await this.map(country, request.visitorRegionCode);
    const regionCentre = new Map(map.centres.map((centre) => [centre.id, centre]));
    for (const [index, row] of rows.entries()) {
      const centre = regionCentre.get(row.region);
      const profile = profiles[index];
      if (!centre || !profile) continue;
      const offset = jitter(row.id);
      Object.assign(profile, map.projection.project({ lat: centre.lat + offset.lat, lon: centre.lon + offset.lon }));
    }
    return { niche, country, profiles, map: map.answer };
  }

  /** Up to `count` profiles of `pick` with faces neither `shown` nor each other's, in the repository's order. */
  private async fill(pick: Pick, count: number, shown: LanderRow[]): Promise<LanderRow[]> {
    const found: LanderRow[] = [];
    for (let round = 0; round < MAX_ROUNDS && found.length < count; round++) {
      const before = [...shown, ...found];
      const limit = (count - found.length) * CANDIDATES_PER_PLACE;
      const rows = await this.repository.pick({
        ...pick,
        excludeIds: before.map((row) => row.id),
        excludeFiles: before.map((row) => row.filename),
        limit,
      });
      found.push(...distinctFaces(rows, count - found.length, before));
      if (rows.length < limit) break;
    }
    return found;
  }

  /** The country's regions at their centres (offline ISO 3166-2 data), fitted to a 0..1 drawing. */
  private async map(country: string, visitorRegionCode: string) {
    const regions = await this.sites.regionsIn([country]);
    const located = regions.flatMap((region) => {
      const state = State.getStateByCodeAndCountry(region.code, country);
      const lat = Number(state?.latitude);
      const lon = Number(state?.longitude);
      return state && Number.isFinite(lat) && Number.isFinite(lon)
        ? [{ id: region.id, code: region.code, lat, lon }]
        : [];
    });
    // Overseas parts and misplaced centres would shrink the country to a corner; their members get no dot.
    const centres = mainlandPoints(located);
    const projection = fitProjection(centres);
    const visitor = centres.find((centre) => centre.code === visitorRegionCode.toUpperCase());
    const answer: LanderMap = {
      country,
      aspect: projection.aspect,
      regions: centres.map((centre) => ({ id: centre.id, ...projection.project(centre) })),
      visitor_region: visitor?.id ?? null,
    };
    return { centres, projection, answer };
  }
}
