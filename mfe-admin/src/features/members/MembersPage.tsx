import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  defaultMemberSort,
  defaultSortDirection,
  memberSearchEndpoint,
  memberSortsFor,
  type MemberRow,
  type MemberSort,
} from 'shared-contracts/api/admin';
import { Breakable } from '../../shared/Breakable';
import { DataTable, type SortingState } from '../../shared/DataTable';
import { useKeysetPages } from '../../shared/keysetPages';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { PageHeader } from '../../shared/PageHeader';
import { useSelectedSite } from '../../shared/sites';
import { useConsoleLink } from './links';
import { MemberStateBadges } from './MemberStateBadges';
import { MemberSearchForm } from './MemberSearchForm';
import { useMemberSearchQuery, type MemberSearchParams } from './membersApi';

const column = createColumnHelper<MemberRow>();
const queryKeys = ['q', 'by', 'exact', 'state', 'sort', 'dir'] as const;

/** The search as the address has it (so a link or a reload keeps it); what does not parse is no search. */
function searchFrom(params: URLSearchParams): MemberSearchParams {
  const values = Object.fromEntries(queryKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])));
  return memberSearchEndpoint.query.safeParse(values).success ? (values as MemberSearchParams) : {};
}

/**
 * Members (docs/operators.md "Members"): find by e-mail (prefix or exact), name (prefix, any case) or id, on the
 * chosen site or all; each order the server offers for the search is a column that sorts; pages follow by keyset.
 */
export default function MembersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const { siteId } = useSelectedSite();
  const search = searchFrom(params);
  const base: MemberSearchParams = { ...search, ...(siteId ? { site: String(siteId) } : {}) };
  const pages = useKeysetPages<string>(JSON.stringify(base));
  const after = pages.current;
  const firstPage = useMemberSearchQuery(base);
  const page = useMemberSearchQuery(after ? { ...base, after } : base);
  const total = firstPage.data?.total;

  const sort: MemberSort = search.sort ?? defaultMemberSort(search.by);
  const dir = search.dir ?? defaultSortDirection(sort);
  const sortable = memberSortsFor(search.by);
  const sorting: SortingState = [{ id: sort, desc: dir === 'desc' }];
  const withSite = useConsoleLink();

  const update = (changes: Partial<Record<(typeof queryKeys)[number], string | undefined>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const columns = [
    column.accessor('name', {
      id: 'name',
      header: t('members.name'),
      enableSorting: sortable.includes('name'),
      cell: ({ row }) => (
        <>
          <Link to={withSite(`/admin/members/${row.original.id}`)} className="fw-semibold">
            {row.original.name || t('members.noName')}
          </Link>
          <div className="small text-body-secondary">#{row.original.id}</div>
        </>
      ),
    }),
    column.accessor('email', {
      id: 'email',
      header: t('members.email'),
      enableSorting: sortable.includes('email'),
      cell: ({ getValue }) => <Breakable text={getValue()} />,
    }),
    column.display({
      id: 'state',
      header: t('members.state'),
      cell: ({ row }) => <MemberStateBadges status={row.original.status} restriction={row.original.restriction} />,
    }),
    ...(siteId ? [] : [column.accessor('site_name', { id: 'site', header: t('members.site'), enableSorting: false })]),
    column.accessor('country', { id: 'country', header: t('members.country'), enableSorting: false }),
    column.accessor('signup_date', {
      id: 'signup',
      header: t('members.signedUp'),
      enableSorting: sortable.includes('signup'),
      cell: ({ getValue }) => <span className="text-nowrap">{format.date(getValue())}</span>,
    }),
    column.accessor('credits', {
      id: 'credits',
      header: t('members.credits'),
      enableSorting: false,
      cell: ({ getValue }) => format.number(getValue()),
    }),
  ];

  return (
    <>
      <PageHeader title={t('members.title')} intro={t('members.intro')} />
      <MemberSearchForm
        key={JSON.stringify(search)}
        current={search}
        onSearch={(query) =>
          update({ q: query.q, by: query.by, exact: query.exact, state: query.state, sort: undefined, dir: undefined })
        }
      />
      {total && (
        <p className="mb-2" role="status">
          {t(`members.count.${total.kind}`, { count: total.count, formatted: format.number(total.count) })}
        </p>
      )}
      {page.data ? (
        <DataTable
          caption={t('members.title')}
          columns={columns}
          data={page.data.members}
          getRowId={(row) => String(row.id)}
          emptyText={t('members.noMatch')}
          sorting={sorting}
          onSortingChange={(change) => {
            const [next] = typeof change === 'function' ? change(sorting) : change;
            if (!next) return;
            const nextSort = next.id as MemberSort;
            update({ sort: nextSort, dir: next.desc ? 'desc' : 'asc' });
          }}
          pager={pages.pager(page.data.next, {
            previous: t('members.previousPage'),
            next: t('members.nextPage'),
          })}
        />
      ) : (
        <LoadState isError={page.isError} onRetry={() => void page.refetch()} />
      )}
    </>
  );
}
