import type { MemberSort, MemberState, SortDirection } from 'shared-contracts/api/admin';
import type { Queryable, SqlValue } from '../db/database';
import { normalizeEmail } from './members';

/** What the console looks for (the rules of what goes with what are in members/memberSearch.ts). */
export interface MemberSearch {
  match?:
    { field: 'id'; id: number } | { field: 'email'; text: string; exact: boolean } | { field: 'name'; text: string };
  siteId?: number;
  state?: MemberState;
  sort: MemberSort;
  dir: SortDirection;
  /** Keyset position: the sort key (as text) and the tie-breaking id of the last row of the page before. */
  after?: { key: string; id: number };
  limit: number;
}

export interface MemberSearchRow {
  id: number;
  profile_id: number;
  site_id: number;
  site_name: string;
  email: string;
  name: string;
  country: string;
  status: 'active' | 'not_confirmed' | 'deactivated' | 'deleted';
  restriction: 'suspended' | 'banned' | null;
  signup_date: Date;
  last_active: Date;
  credits: number;
  paid_user: boolean;
  /** This row's keyset position. */
  sort_key: string;
  sort_id: number;
}

/**
 * Each order is an index of migration 023 (with the site in front for one site's members): its key as the index
 * holds it, how that key is sent back in a cursor, and the id that breaks ties. Names and addresses compare under
 * "C" (byte order) so a prefix is one range of the index whatever the database's collation.
 */
const ORDERS: Record<MemberSort, { key: string; keyText: string; cast: string; tieBreak: string }> = {
  signup: { key: 'm.signup_date', keyText: 'm.signup_date::text', cast: '::timestamptz', tieBreak: 'm.id' },
  email: {
    key: 'm.email_normalized collate "C"',
    keyText: 'm.email_normalized',
    cast: '::text',
    tieBreak: 'm.id',
  },
  name: { key: 'lower(p.name) collate "C"', keyText: 'lower(p.name)', cast: '::text', tieBreak: 'p.id' },
};

/**
 * The last character there is: every text that starts with a prefix sorts (bytewise) from the prefix up to the prefix
 * followed by this one, so a prefix search is a range of an index.
 */
const LAST_CHARACTER = 'chr(1114111)';

/**
 * Finding members in the console (docs/operators.md "Members"): keyset pages in the order of one index, so page 1,000
 * costs what page 1 does, and a capped count instead of counting the table on every page.
 */
export class MemberSearchRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Up to `limit` members in the order asked, after the cursor if any; `invalid_cursor` when the cursor's key is not
   * a value of the order (a cursor made up rather than answered).
   */
  async page(search: MemberSearch): Promise<MemberSearchRow[] | 'invalid_cursor'> {
    // The site is said of the row whose index gives the order: the planner, told it of both, would multiply the two
    // (equal) conditions' selectivities and think a site has a handful of members.
    const byName = search.sort === 'name' || search.match?.field === 'name';
    const { conditions, params } = filters(search, byName ? 'p' : 'm');
    const order = ORDERS[search.sort];
    const direction = search.dir === 'asc' ? 'asc' : 'desc';
    if (search.after) {
      params.push(search.after.key, search.after.id);
      const comparison = search.dir === 'asc' ? '>' : '<';
      conditions.push(
        `(${order.key}, ${order.tieBreak}) ${comparison} ($${params.length - 1}${order.cast}, $${params.length}::int)`,
      );
    }
    params.push(search.limit);
    const rows = this.db.query<MemberSearchRow>(
      `select m.id, p.id as profile_id, m.site_id,
              (select coalesce(s.settings->>'name', s.key) from sites s where s.id = m.site_id) as site_name,
              m.email, p.name, p.country, m.status, m.restriction, m.signup_date, p.last_active, m.credits, m.paid_user,
              ${order.keyText} as sort_key, ${order.tieBreak} as sort_id
         from members m join profiles p on p.member_id = m.id
        ${where(conditions)}
        order by ${order.key} ${direction}, ${order.tieBreak} ${direction}
        limit $${params.length}`,
      params,
    );
    return rows.catch((error: unknown) => {
      // Class 22, data exception: the cursor's key does not read as a timestamp.
      if (search.after && /^22/.test(String((error as { code?: unknown }).code))) return 'invalid_cursor' as const;
      throw error;
    });
  }

  /**
   * How many match, counting no further than `cap` (a page of an index, never the table). Only the tables the
   * filters name are read: every member has its profile, so a count by name reads the name index alone.
   */
  async countUpTo(search: Omit<MemberSearch, 'after' | 'limit' | 'sort' | 'dir'>, cap: number): Promise<number> {
    const byName = search.match?.field === 'name';
    const { conditions, params } = filters(search, byName ? 'p' : 'm');
    const from = !byName
      ? 'members m'
      : search.state === undefined
        ? 'profiles p'
        : 'members m join profiles p on p.member_id = m.id';
    // A prefix or a site is counted in its index's order, so the scan stops at the cap: unordered, the planner may
    // gather every match first (a bitmap of all 45,000 "ma…" names) when it guesses there are few. A state has good
    // statistics of its own, and the planner picks between its index and the other well.
    const order = ORDERS[byName ? 'name' : search.match?.field === 'email' ? 'email' : 'signup'];
    const ordered = search.state === undefined ? `order by ${order.key}, ${order.tieBreak}` : '';
    params.push(cap);
    const [row] = await this.db.query<{ count: number }>(
      `select count(*)::int as count
         from (select 1 from ${from} ${where(conditions)} ${ordered} limit $${params.length}) matches`,
      params,
    );
    return row?.count ?? 0;
  }

  /** The number of members as the table's statistics have it (kept by autovacuum; no row is read). */
  async estimatedTotal(): Promise<number> {
    const [row] = await this.db.query<{ estimate: number }>(
      `select greatest(reltuples, 0)::float8 as estimate from pg_class where oid = 'members'::regclass`,
    );
    return Math.round(row?.estimate ?? 0);
  }
}

function where(conditions: string[]): string {
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

/** The search's conditions; the site is said of the members' rows (`m`) or the profiles' (`p`). */
function filters(
  search: Pick<MemberSearch, 'match' | 'siteId' | 'state'>,
  siteOf: 'm' | 'p',
): { conditions: string[]; params: SqlValue[] } {
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  const param = (value: SqlValue) => {
    params.push(value);
    return `$${params.length}`;
  };
  const { match } = search;
  if (match?.field === 'id') conditions.push(`m.id = ${param(match.id)}`);
  if (match?.field === 'email' && match.exact)
    conditions.push(`m.email_normalized collate "C" = ${param(normalizeEmail(match.text))}`);
  if (match?.field === 'email' && !match.exact) {
    const prefix = param(normalizeEmail(match.text));
    conditions.push(
      `m.email_normalized collate "C" >= ${prefix}`,
      `m.email_normalized collate "C" < ${prefix} || ${LAST_CHARACTER}`,
    );
  }
  if (match?.field === 'name') {
    // lower() on both sides, as PostgreSQL computes it: the index holds PostgreSQL's lower case, not JavaScript's.
    const prefix = param(match.text);
    conditions.push(
      'p.member_id is not null',
      `lower(p.name) collate "C" >= lower(${prefix}::text)`,
      `lower(p.name) collate "C" < lower(${prefix}::text) || ${LAST_CHARACTER}`,
    );
  }
  if (search.siteId !== undefined) conditions.push(`${siteOf}.site_id = ${param(search.siteId)}`);
  if (search.state === 'suspended' || search.state === 'banned')
    conditions.push(`m.restriction = ${param(search.state)}`);
  else if (search.state !== undefined) conditions.push(`m.status = ${param(search.state)}`);
  return { conditions, params };
}
