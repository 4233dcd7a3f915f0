import { SEARCH_PAGE_SIZE, type FilterOptions, type SearchQuery, type SearchResponse } from 'shared-contracts/api/search';
import { filterOptionsSchema } from 'shared-contracts/api/search';
import type { PublicSettings } from 'shared-contracts/api';
import type { Database, SqlValue } from '../db/database';
import { HttpError } from '../plugins/errors';
import { hiddenProfiles } from './blocks';
import { CARD_COLUMNS, toCard, type CardRow } from './profileCards';

export interface Viewer {
  memberId: number;
  profileId: number;
  gender: 'male' | 'female' | null;
  country: string;
}

/** How old the result counts may get before a search refreshes them (in the background). */
const COUNTS_MAX_AGE_MS = 5 * 60_000;

/** The first and last birth date of people aged min..max today (max inclusive: up to the day before max+1). */
function birthdateRange(minAge: number, maxAge: number, today = new Date()): [string, string] {
  const shift = (years: number, days = 0) => {
    const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
    return date.toISOString().slice(0, 10);
  };
  return [shift(maxAge + 1, 1), shift(minAge)];
}

/**
 * Member search (docs/product.md §2, §4): filters from the first load's defaults or saved search, pages of 12 most recently
 * active first — ids from an index-only walk, cards for just those 12 — and the result count from the per-year
 * counts table, which is refreshed in the background every few minutes.
 */
export class SearchService {
  private refreshing: Promise<void> | null = null;
  private countsFreshUntil = 0;

  constructor(private readonly db: Database) {}

  /** Recounts active profiles per site, country, gender, region and birth year, in one transaction. */
  async refreshCounts(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('delete from search_counts');
      await tx.query(
        `insert into search_counts (site_id, country, gender, region, birth_year, n)
         select site_id, country, gender, region, extract(year from birthdate)::int, count(*)
           from profiles where status = 'active' and gender is not null and birthdate is not null
          group by 1, 2, 3, 4, 5`,
      );
      await tx.query(`insert into search_counts_state (id, refreshed_at) values (true, now()) on conflict (id) do update set refreshed_at = now()`);
    });
    this.countsFreshUntil = Date.now() + COUNTS_MAX_AGE_MS;
  }

  /** Counts exist before the first answer; afterwards stale counts are refreshed without making a search wait. */
  private async ensureCounts(): Promise<void> {
    if (Date.now() < this.countsFreshUntil) return;
    const [state] = await this.db.query<{ age_ms: number }>(`select (extract(epoch from now() - refreshed_at) * 1000)::int as age_ms from search_counts_state`);
    if (state && state.age_ms < COUNTS_MAX_AGE_MS) {
      this.countsFreshUntil = Date.now() + COUNTS_MAX_AGE_MS - state.age_ms;
      return;
    }
    this.refreshing ??= this.refreshCounts().finally(() => {
      this.refreshing = null;
    });
    if (!state) await this.refreshing;
  }

  /** The filters a first load starts with: the member's last manual search, else sensible defaults. */
  private async initialFilters(viewer: Viewer | null, settings: PublicSettings): Promise<FilterOptions> {
    if (viewer) {
      const [saved] = await this.db.query<{ filters: unknown }>('select filters from saved_searches where member_id = $1', [viewer.memberId]);
      const parsed = filterOptionsSchema.safeParse(saved?.filters);
      if (parsed.success && settings.countries.includes(parsed.data.country)) return parsed.data;
    }
    // Niche 7 is the gay niche: members look for their own gender; otherwise for the other one.
    const own = viewer?.gender ?? 'male';
    const gender = settings.niche === 7 ? own : own === 'male' ? 'female' : 'male';
    const country = viewer && settings.countries.includes(viewer.country) ? viewer.country : settings.geoip_selected_country || (settings.countries[0] ?? '');
    return { gender, min_age: settings.minimum_age, max_age: 100, country, countryregion: 0 };
  }

  /** `saveFilters`: a manual search becomes the member's saved search (only for requests from our own pages). */
  async search(siteId: number, settings: PublicSettings, viewer: Viewer | null, query: SearchQuery, options: { saveFilters: boolean }): Promise<SearchResponse> {
    const initial = await this.initialFilters(viewer, settings);
    const filters: FilterOptions = {
      gender: query.gender ?? initial.gender,
      min_age: Math.max(query.min_age ?? initial.min_age, settings.minimum_age),
      max_age: query.max_age ?? initial.max_age,
      country: query.country ?? initial.country,
      countryregion: query.countryregion ?? (query.country && query.country !== initial.country ? 0 : initial.countryregion),
    };
    if (!settings.countries.includes(filters.country)) throw new HttpError(400, 'unknown_country', `This site does not offer ${filters.country}`);
    if (filters.countryregion !== 0 && !(settings.region_data[filters.country] ?? []).some((region) => region.id === filters.countryregion)) {
      throw new HttpError(400, 'unknown_region', 'No such region in that country');
    }
    if (filters.min_age > filters.max_age) throw new HttpError(400, 'validation', 'min_age is above max_age', { min_age: 'min_age_above_max_age' });

    const pp = query.pp ?? SEARCH_PAGE_SIZE;
    const page = query.page ?? 1;
    const [oldest, youngest] = birthdateRange(filters.min_age, filters.max_age);
    const params: SqlValue[] = [siteId, filters.country, filters.gender, oldest, youngest, viewer?.profileId ?? 0, viewer?.memberId ?? 0];
    let where = `p.site_id = $1 and p.status = 'active' and p.country = $2 and p.gender = $3 and p.birthdate between $4 and $5
      and p.id <> $6 and p.id not in ${hiddenProfiles('$7', '$6')}`;
    if (filters.countryregion !== 0) {
      params.push(filters.countryregion);
      where += ` and p.region = $${params.length}`;
    }
    // Members with a photo first, then the most recently active. The page's ids come from an index-only walk (deep
    // pages skip index entries, not rows); only those 12 profiles are read in full.
    const rows = await this.db.query<CardRow>(
      `with page as (
         select p.id, p.has_photo, p.last_active from profiles p
          where ${where}
          order by p.has_photo desc, p.last_active desc, p.id desc
          limit ${pp} offset ${(page - 1) * pp}
       )
       select ${CARD_COLUMNS}
         from page join profiles p on p.id = page.id left join profile_images i on i.id = p.main_image_id
        order by page.has_photo desc, page.last_active desc, page.id desc`,
      params,
    );
    if (viewer && options.saveFilters && query.manual_search === '1' && query.do_not_save !== '1') {
      await this.db.query(
        `insert into saved_searches (member_id, filters) values ($1, $2)
         on conflict (member_id) do update set filters = excluded.filters, updated_at = now()`,
        [viewer.memberId, JSON.stringify(filters)],
      );
    }
    return {
      profiles: rows.map((row) => toCard(row)),
      paging: { num_results: await this.count(siteId, filters), page, pp },
      filter_options: filters,
    };
  }

  /** Results by birth year: off by at most the people whose birthday in the edge years is still to come. */
  private async count(siteId: number, filters: FilterOptions): Promise<number> {
    await this.ensureCounts();
    const thisYear = new Date().getUTCFullYear();
    const params: SqlValue[] = [siteId, filters.country, filters.gender, thisYear - filters.max_age - 1, thisYear - filters.min_age];
    const region = filters.countryregion !== 0 ? ` and region = $${params.push(filters.countryregion)}` : '';
    const [row] = await this.db.query<{ n: number }>(
      `select coalesce(sum(n), 0)::int as n from search_counts
        where site_id = $1 and country = $2 and gender = $3 and birth_year between $4 and $5${region}`,
      params,
    );
    return row?.n ?? 0;
  }
}
