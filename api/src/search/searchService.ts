import {
  SEARCH_PAGE_SIZE,
  type FilterOptions,
  type SearchQuery,
  type SearchResponse,
} from 'shared-contracts/api/search';
import { filterOptionsSchema } from 'shared-contracts/api/search';
import type { PublicSettings } from 'shared-contracts/api';
import { birthdateRange } from '../lib/birthdateRange';
import { HttpError } from '../lib/httpErrors';
import { toCard } from '../repositories/profileCards';
import type { Viewer } from '../repositories/profiles';
import type { SearchRepository } from '../repositories/search';

/** How old the result counts may get before a search refreshes them (in the background). */
const COUNTS_MAX_AGE_MS = 5 * 60_000;

/** Throws the 400 a search answers for filters the site does not offer (a country, a region) or a reversed age range. */
function assertOffered(
  settings: PublicSettings,
  filters: Pick<FilterOptions, 'min_age' | 'max_age' | 'country' | 'countryregion'>,
): void {
  if (!settings.countries.includes(filters.country))
    throw new HttpError(400, 'unknown_country', `This site does not offer ${filters.country}`);
  if (
    filters.countryregion !== 0 &&
    !(settings.region_data[filters.country] ?? []).some((region) => region.id === filters.countryregion)
  ) {
    throw new HttpError(400, 'unknown_region', 'No such region in that country');
  }
  if (filters.min_age > filters.max_age)
    throw new HttpError(400, 'validation', 'min_age is above max_age', { min_age: 'min_age_above_max_age' });
}

/** The gender a search looks for when nobody said: niche 7 is the gay niche (their own), otherwise the other one. */
const defaultSought = (settings: PublicSettings, own: 'male' | 'female' | null): 'male' | 'female' => {
  const gender = own ?? 'male';
  return settings.niche === 7 ? gender : gender === 'male' ? 'female' : 'male';
};

/**
 * Member search (docs/product.md §2, §4): filters from the first load's defaults or saved search, pages of 12 most recently
 * active first — ids from an index-only walk, cards for just those 12 — and the result count from the per-year
 * counts table, which is refreshed in the background every few minutes.
 */
export class SearchService {
  private refreshing: Promise<void> | null = null;
  private countsFreshUntil = 0;

  constructor(private readonly repository: SearchRepository) {}

  /** Recounts the results per birth year now (docs/scaling.md). */
  async refreshCounts(): Promise<void> {
    await this.repository.refreshCounts();
    this.countsFreshUntil = Date.now() + COUNTS_MAX_AGE_MS;
  }

  /** Counts exist before the first answer; afterwards stale counts are refreshed without making a search wait. */
  private async ensureCounts(): Promise<void> {
    if (Date.now() < this.countsFreshUntil) return;
    const ageMs = await this.repository.countsAgeMs();
    if (ageMs !== null && ageMs < COUNTS_MAX_AGE_MS) {
      this.countsFreshUntil = Date.now() + COUNTS_MAX_AGE_MS - ageMs;
      return;
    }
    this.refreshing ??= this.refreshCounts().finally(() => {
      this.refreshing = null;
    });
    if (ageMs === null) await this.refreshing;
  }

  /** The filters a first load starts with: the member's last manual search, else sensible defaults. */
  private async initialFilters(viewer: Viewer | null, settings: PublicSettings): Promise<FilterOptions> {
    if (viewer) {
      const parsed = filterOptionsSchema.safeParse(await this.repository.savedFilters(viewer.memberId));
      if (parsed.success && settings.countries.includes(parsed.data.country)) return parsed.data;
    }
    const gender = defaultSought(settings, viewer?.gender ?? null);
    const country =
      viewer && settings.countries.includes(viewer.country)
        ? viewer.country
        : settings.geoip_selected_country || (settings.countries[0] ?? '');
    return { gender, min_age: settings.minimum_age, max_age: 100, country, countryregion: 0 };
  }

  /**
   * `saveFilters`: a manual search becomes the member's saved search (only for requests from our own pages).
   * `hideNudity=1` leaves out profiles whose main photo scores `nudityThreshold` (the site's) or more.
   */
  async search(
    siteId: number,
    settings: PublicSettings,
    viewer: Viewer | null,
    query: SearchQuery,
    options: { saveFilters: boolean; nudityThreshold: number },
  ): Promise<SearchResponse> {
    const initial = await this.initialFilters(viewer, settings);
    const filters: FilterOptions = {
      gender: query.gender ?? initial.gender,
      min_age: Math.max(query.min_age ?? initial.min_age, settings.minimum_age),
      max_age: query.max_age ?? initial.max_age,
      country: query.country ?? initial.country,
      countryregion:
        query.countryregion ?? (query.country && query.country !== initial.country ? 0 : initial.countryregion),
    };
    assertOffered(settings, filters);

    const pp = query.pp ?? SEARCH_PAGE_SIZE;
    const page = query.page ?? 1;
    const [oldest, youngest] = birthdateRange(filters.min_age, filters.max_age);
    const rows = await this.repository.resultPage({
      siteId,
      filters,
      oldest,
      youngest,
      viewer,
      limit: pp,
      offset: (page - 1) * pp,
      nudityBelow: query.hideNudity === '1' || query.hideNudity === 'true' ? options.nudityThreshold : null,
    });
    if (viewer && options.saveFilters && query.manual_search === '1' && query.do_not_save !== '1') {
      await this.repository.saveFilters(viewer.memberId, filters);
    }
    return {
      profiles: rows.map((row) => toCard(row)),
      paging: { num_results: await this.count(siteId, filters), page, pp },
      filter_options: filters,
    };
  }

  /**
   * How many members logged-out search would find (the match finder, docs/product.md §2): no gender means both. The
   * filters are checked as a search checks them (400 for a country or region the site does not offer).
   */
  async matchCount(
    siteId: number,
    settings: PublicSettings,
    wanted: { gender?: 'male' | 'female'; min_age: number; max_age: number; country: string; countryregion: number },
  ): Promise<number> {
    assertOffered(settings, wanted);
    const range = { ...wanted, min_age: Math.max(wanted.min_age, settings.minimum_age) };
    if (range.min_age > range.max_age) return 0;
    const genders = wanted.gender ? [wanted.gender] : (['female', 'male'] as const);
    const counts = await Promise.all(genders.map((gender) => this.count(siteId, { ...range, gender })));
    return counts.reduce((sum, n) => sum + n, 0);
  }

  /**
   * Keeps a new member's first search (the match finder's answers at signup) as their saved search, which the first
   * load of /members starts from. Answers the site does not offer are dropped rather than failing the signup.
   */
  async saveFirstSearch(
    memberId: number,
    settings: PublicSettings,
    wanted: { gender?: 'male' | 'female'; min_age: number; max_age: number; country?: string; countryregion?: number },
    ownCountry: string,
  ): Promise<boolean> {
    const filters: FilterOptions = {
      gender: wanted.gender ?? defaultSought(settings, null),
      min_age: Math.max(wanted.min_age, settings.minimum_age),
      max_age: wanted.max_age,
      country: wanted.country ?? ownCountry,
      countryregion: wanted.countryregion ?? 0,
    };
    try {
      assertOffered(settings, filters);
    } catch {
      return false;
    }
    await this.repository.saveFilters(memberId, filters);
    return true;
  }

  /** Results by birth year: off by at most the people whose birthday in the edge years is still to come. */
  private async count(siteId: number, filters: FilterOptions): Promise<number> {
    await this.ensureCounts();
    const thisYear = new Date().getUTCFullYear();
    return this.repository.count(siteId, filters, thisYear - filters.max_age - 1, thisYear - filters.min_age);
  }
}
