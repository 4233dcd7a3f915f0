import type { FilterOptions } from 'shared-contracts/api/search';
import type { Database, SqlValue } from '../db/database';
import { hiddenProfiles } from './blocks';
import { CARD_COLUMNS, type CardRow } from './profileCards';
import type { Viewer } from './profiles';

/** One page of a search: the filters, birth dates from `oldest` to `youngest` (YYYY-MM-DD), and where the page starts. */
export interface ResultPageQuery {
  siteId: number;
  filters: FilterOptions;
  oldest: string;
  youngest: string;
  viewer: Viewer | null;
  limit: number;
  offset: number;
  /** hideNudity: only profiles whose main photo scores under this (or is unscored); null for all. */
  nudityBelow: number | null;
}

/** Member search's data (docs/product.md §2, §4; docs/scaling.md): result pages, the counts table, saved searches. */
export class SearchRepository {
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
      await tx.query(
        `insert into search_counts_state (id, refreshed_at) values (true, now()) on conflict (id) do update set refreshed_at = now()`,
      );
    });
  }

  /** How old the counts are in milliseconds; null before the first count. */
  async countsAgeMs(): Promise<number | null> {
    const [state] = await this.db.query<{ age_ms: number }>(
      `select (extract(epoch from now() - refreshed_at) * 1000)::int as age_ms from search_counts_state`,
    );
    return state ? state.age_ms : null;
  }

  /** Results by birth year from `fromYear` to `toYear`. */
  async count(siteId: number, filters: FilterOptions, fromYear: number, toYear: number): Promise<number> {
    const params: SqlValue[] = [siteId, filters.country, filters.gender, fromYear, toYear];
    const region = filters.countryregion !== 0 ? ` and region = $${params.push(filters.countryregion)}` : '';
    const [row] = await this.db.query<{ n: number }>(
      `select coalesce(sum(n), 0)::int as n from search_counts
        where site_id = $1 and country = $2 and gender = $3 and birth_year between $4 and $5${region}`,
      params,
    );
    return row?.n ?? 0;
  }

  /**
   * Members with a photo first, then the most recently active. The page's ids come from an index-only walk (deep
   * pages skip index entries, not rows); only those profiles are read in full. The viewer and everyone a block hides
   * are left out.
   */
  async resultPage(query: ResultPageQuery): Promise<CardRow[]> {
    const { filters, viewer } = query;
    const params: SqlValue[] = [
      query.siteId,
      filters.country,
      filters.gender,
      query.oldest,
      query.youngest,
      viewer?.profileId ?? 0,
      viewer?.memberId ?? 0,
    ];
    let where = `p.site_id = $1 and p.status = 'active' and p.country = $2 and p.gender = $3 and p.birthdate between $4 and $5
      and p.id <> $6 and p.id not in ${hiddenProfiles('$7', '$6')}`;
    if (filters.countryregion !== 0) {
      params.push(filters.countryregion);
      where += ` and p.region = $${params.length}`;
    }
    // Read from the search indexes (main_photo_nudity is included in them), so the walk stays index-only.
    if (query.nudityBelow !== null) {
      params.push(query.nudityBelow);
      where += ` and (p.main_photo_nudity is null or p.main_photo_nudity < $${params.length})`;
    }
    return this.db.query<CardRow>(
      `with page as (
         select p.id, p.has_photo, p.last_active from profiles p
          where ${where}
          order by p.has_photo desc, p.last_active desc, p.id desc
          limit ${query.limit} offset ${query.offset}
       )
       select ${CARD_COLUMNS}
         from page join profiles p on p.id = page.id left join profile_images i on i.id = p.main_image_id
        order by page.has_photo desc, page.last_active desc, page.id desc`,
      params,
    );
  }

  /** The member's last manual search, as stored (checked by the caller). */
  async savedFilters(memberId: number): Promise<unknown> {
    const [saved] = await this.db.query<{ filters: unknown }>(
      'select filters from saved_searches where member_id = $1',
      [memberId],
    );
    return saved?.filters;
  }

  async saveFilters(memberId: number, filters: FilterOptions): Promise<void> {
    await this.db.query(
      `insert into saved_searches (member_id, filters) values ($1, $2)
       on conflict (member_id) do update set filters = excluded.filters, updated_at = now()`,
      [memberId, JSON.stringify(filters)],
    );
  }
}
