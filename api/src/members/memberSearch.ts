import { z } from 'zod/mini';
import {
  defaultMemberSort,
  defaultSortDirection,
  MEMBERS_COUNT_CAP,
  MEMBERS_PAGE_SIZE,
  memberSorts,
  sortDirections,
  type MemberSearchQuery,
  type MemberSort,
  type SortDirection,
} from 'shared-contracts/api/admin';
import { isCleanText, MAX_ID } from 'shared-contracts/api';
import { invalidFields } from '../lib/httpErrors';
import type { MemberSearch, MemberSearchRepository, MemberSearchRow } from '../repositories/memberSearch';

/** A cursor: the order it belongs to, and the key and id of the last row of its page. */
const cursorSchema = z.tuple([
  z.enum(memberSorts),
  z.enum(sortDirections),
  z.string().check(z.maxLength(300), z.refine(isCleanText)),
  z.int().check(z.minimum(1), z.maximum(MAX_ID)),
]);

const invalidCursor = () => invalidFields({ after: 'invalid_cursor' });

function encodeCursor(sort: MemberSort, dir: SortDirection, row: MemberSearchRow): string {
  return Buffer.from(JSON.stringify([sort, dir, row.sort_key, row.sort_id])).toString('base64url');
}

function decodeCursor(cursor: string, sort: MemberSort, dir: SortDirection): { key: string; id: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const result = cursorSchema.safeParse(parsed);
  // A cursor of another order would start the page at a meaningless place.
  if (!result.success || result.data[0] !== sort || result.data[1] !== dir) throw invalidCursor();
  return { key: result.data[2], id: result.data[3] };
}

export interface MemberSearchPage {
  rows: MemberSearchRow[];
  next: string | null;
  sort: MemberSort;
  dir: SortDirection;
  total: { count: number; kind: 'exact' | 'at_least' | 'estimate' } | null;
}

/**
 * Finding members (docs/operators.md "Members"): what the console asks for, as a keyset page of one index. The
 * first page also says how many match: exactly up to MEMBERS_COUNT_CAP, "at least" beyond for a filtered list, and
 * the table's estimate for the unfiltered one; never a count of the whole table.
 */
export class MemberSearchService {
  constructor(private readonly repository: MemberSearchRepository) {}

  async search(query: MemberSearchQuery): Promise<MemberSearchPage> {
    const sort = query.sort ?? defaultMemberSort(query.by);
    const dir = query.dir ?? defaultSortDirection(sort);
    const criteria: Pick<MemberSearch, 'match' | 'siteId' | 'state'> = {
      match: matchOf(query),
      siteId: query.site,
      state: query.state,
    };
    const after = query.after === undefined ? undefined : decodeCursor(query.after, sort, dir);
    const rows = await this.repository.page({ ...criteria, sort, dir, after, limit: MEMBERS_PAGE_SIZE + 1 });
    if (rows === 'invalid_cursor') throw invalidCursor();
    const page = rows.slice(0, MEMBERS_PAGE_SIZE);
    const last = page.at(-1);
    return {
      rows: page,
      next: rows.length > MEMBERS_PAGE_SIZE && last ? encodeCursor(sort, dir, last) : null,
      sort,
      dir,
      total: after ? null : await this.total(criteria),
    };
  }

  private async total(criteria: Pick<MemberSearch, 'match' | 'siteId' | 'state'>): Promise<MemberSearchPage['total']> {
    const counted = await this.repository.countUpTo(criteria, MEMBERS_COUNT_CAP + 1);
    if (counted <= MEMBERS_COUNT_CAP) return { count: counted, kind: 'exact' };
    const filtered = criteria.match !== undefined || criteria.siteId !== undefined || criteria.state !== undefined;
    // The statistics of a table not analysed yet say less than the cap: then "more than the cap" is all we know.
    const estimate = filtered ? 0 : await this.repository.estimatedTotal();
    return estimate > MEMBERS_COUNT_CAP
      ? { count: estimate, kind: 'estimate' }
      : { count: MEMBERS_COUNT_CAP, kind: 'at_least' };
  }
}

function matchOf(query: MemberSearchQuery): MemberSearch['match'] {
  if (query.q === undefined || query.by === undefined) return undefined;
  if (query.by === 'id') return { field: 'id', id: Number(query.q) };
  if (query.by === 'email') return { field: 'email', text: query.q, exact: query.exact === '1' };
  return { field: 'name', text: query.q };
}
