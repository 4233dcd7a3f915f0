import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE, type FilterOptions, type SearchQuery, type SearchResponse } from 'shared-contracts/api/search';
import { filterOptionsSchema } from 'shared-contracts/api/search';
import type { PublicSettings } from 'shared-contracts/api';
import type { Database, SqlValue } from '../db/database';
import { HttpError } from '../plugins/errors';
import { CARD_COLUMNS, toCard, type CardRow } from './profileCards';

export interface Viewer {
  memberId: number;
  profileId: number;
  gender: 'male' | 'female' | null;
  country: string;
}

const COUNT_CACHE_MS = 60_000;
const COUNT_CACHE_ENTRIES = 5_000;

/** The first and last birth date of people aged min..max today (max inclusive: up to the day before max+1). */
function birthdateRange(minAge: number, maxAge: number, today = new Date()): [string, string] {
  const shift = (years: number, days = 0) => {
    const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
    return date.toISOString().slice(0, 10);
  };
  return [shift(maxAge + 1, 1), shift(minAge)];
}

/**
 * Member search (SPEC §2, §4): filters from the first load's defaults or saved search, pages of 12 most recently
 * active first, and a count capped at 10,000 that is cached for a minute per filter set.
 */
export class SearchService {
  private counts = new Map<string, { value: number; at: number }>();

  constructor(private readonly db: Database) {}

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

  async search(siteId: number, settings: PublicSettings, viewer: Viewer | null, query: SearchQuery): Promise<SearchResponse> {
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
      and p.id <> $6 and not exists (select 1 from blocks b where b.member_id = $7 and b.profile_id = p.id)`;
    if (filters.countryregion !== 0) {
      params.push(filters.countryregion);
      where += ` and p.region = $${params.length}`;
    }
    const rows = await this.db.query<CardRow>(
      `select ${CARD_COLUMNS}
         from profiles p left join profile_images i on i.id = p.main_image_id
        where ${where}
        order by p.last_active desc, p.id desc
        limit ${pp} offset ${(page - 1) * pp}`,
      params,
    );
    if (viewer && query.manual_search === '1' && query.do_not_save !== '1') {
      await this.db.query(
        `insert into saved_searches (member_id, filters) values ($1, $2)
         on conflict (member_id) do update set filters = excluded.filters, updated_at = now()`,
        [viewer.memberId, JSON.stringify(filters)],
      );
    }
    return {
      profiles: rows.map((row) => toCard(row)),
      paging: { num_results: await this.count(where, params), page, pp },
      filter_options: filters,
    };
  }

  private async count(where: string, params: SqlValue[]): Promise<number> {
    // Viewers differ only by their own profile and blocks: counts are shared across viewers, close enough for "N results".
    const key = JSON.stringify([where, params.slice(0, 5), params.slice(7)]);
    const cached = this.counts.get(key);
    if (cached && Date.now() - cached.at < COUNT_CACHE_MS) return cached.value;
    const [row] = await this.db.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from profiles p where ${where} limit ${SEARCH_COUNT_CAP}) capped`,
      params,
    );
    const value = row?.n ?? 0;
    if (this.counts.size >= COUNT_CACHE_ENTRIES) this.counts.clear();
    this.counts.set(key, { value, at: Date.now() });
    return value;
  }
}
