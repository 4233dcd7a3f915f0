import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { caseSortOrders, CASES_PAGE_SIZE, type CaseRow, type CaseSortOrder } from 'shared-contracts/api/admin';
import { useSettings } from 'shared-contracts/store';
import { Blank } from '../../shared/Blank';
import { useFormat } from '../../shared/format';
import { QueueResults, StatusButtons, useQueueParams } from '../../shared/moderation/Queue';
import { useReasonName } from '../../shared/moderation/words';
import { PageHeader } from '../../shared/PageHeader';
import { useSelectedSite } from '../../shared/sites';
import { useCasesQuery } from './reportsApi';

const column = createColumnHelper<CaseRow>();
const isSort = (value: string | null): value is CaseSortOrder =>
  (caseSortOrders as readonly (string | null)[]).includes(value);

/**
 * The reports queue (docs/operators.md "Reports"): one row per case — the open reports on one member — per site,
 * oldest, newest or most reported first; closed cases to look back at. A row opens the case.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const reasonName = useReasonName();
  const format = useFormat();
  const { cdn_prefix: cdn } = useSettings();
  const { siteId } = useSelectedSite();
  const { params, status, page, set } = useQueueParams(['open', 'closed'] as const);
  const sort = isSort(params.get('sort')) ? (params.get('sort') as CaseSortOrder) : 'oldest';
  const cases = useCasesQuery({
    status,
    sort,
    page: String(page),
    ...(siteId ? { site: String(siteId) } : {}),
  });
  const keep = siteId ? `?site=${siteId}` : '';

  const columns = [
    column.display({
      id: 'member',
      header: t('moderation.reports.member'),
      cell: ({ row }) => {
        const { profile } = row.original;
        return (
          <Link className="d-flex align-items-center gap-2" to={`/admin/reports/${row.original.id}${keep}`}>
            {profile.main_image ? (
              <img
                src={`${cdn}${profile.main_image.thumb_filename}`}
                alt=""
                width={40}
                height={40}
                className="rounded object-fit-cover"
              />
            ) : (
              <span className="d-inline-block rounded bg-secondary-subtle" style={{ width: 40, height: 40 }} />
            )}
            <bdi>{profile.name || t('moderation.reports.noName', { id: profile.id })}</bdi>
          </Link>
        );
      },
    }),
    column.accessor('site_name', { header: t('moderation.reports.site') }),
    column.accessor('reports', {
      header: t('moderation.reports.count'),
      cell: ({ getValue }) => <span className="badge text-bg-danger">{getValue()}</span>,
    }),
    column.accessor('reasons', {
      header: t('moderation.reports.reasons'),
      cell: ({ getValue }) => getValue().map(reasonName).join(', '),
    }),
    column.accessor(status === 'closed' ? 'closed_at' : 'opened_at', {
      id: 'when',
      header: t(status === 'closed' ? 'moderation.reports.closed' : 'moderation.reports.opened'),
      cell: ({ getValue }) => <span className="text-nowrap">{format.dateTime(getValue())}</span>,
    }),
    column.accessor('claimed_by', {
      header: t('moderation.reports.claimedBy'),
      cell: ({ getValue }) => getValue()?.name ?? <Blank />,
    }),
  ];

  return (
    <>
      <PageHeader title={t('moderation.reports.title')} intro={t('moderation.reports.intro')} />
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <StatusButtons
          label={t('moderation.reports.status')}
          statuses={['open', 'closed'] as const}
          current={status}
          name={(value) => t(`moderation.reports.statusName.${value}`)}
          onChange={(value) => set({ status: value })}
        />
        {status === 'open' && (
          <div>
            <label className="form-label small mb-1" htmlFor="case-sort">
              {t('moderation.reports.sort')}
            </label>
            <select
              id="case-sort"
              className="form-select form-select-sm"
              value={sort}
              onChange={(event) => set({ sort: event.target.value })}
            >
              {caseSortOrders.map((order) => (
                <option key={order} value={order}>
                  {t(`moderation.reports.sortName.${order}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <QueueResults
        caption={t('moderation.reports.title')}
        columns={columns}
        query={cases}
        rows={cases.data?.cases}
        perPage={CASES_PAGE_SIZE}
        emptyText={t(status === 'open' ? 'moderation.reports.empty' : 'moderation.reports.emptyClosed')}
        onPage={(next) => set({ page: String(next) })}
      />
    </>
  );
}
