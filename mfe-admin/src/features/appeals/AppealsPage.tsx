import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { APPEALS_PAGE_SIZE, type AppealRow } from 'shared-contracts/api/admin';
import { DataTable } from '../../shared/DataTable';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { PagePager } from '../../shared/moderation/PagePager';
import { groundKey } from '../../shared/moderation/words';
import { PageHeader } from '../../shared/PageHeader';
import { useSelectedSite } from '../../shared/sites';
import { useAppealsQuery } from './appealsApi';

const column = createColumnHelper<AppealRow>();

/**
 * The appeals queue (docs/operators.md "Appeals"): open appeals, the longest waiting first, or the decided ones; each
 * opens the appeal, which another moderator than the one who decided must decide.
 */
export default function AppealsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const { siteId } = useSelectedSite();
  const status = params.get('status') === 'decided' ? 'decided' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const appeals = useAppealsQuery({ status, page: String(page), ...(siteId ? { site: String(siteId) } : {}) });
  const keep = siteId ? `?site=${siteId}` : '';
  const set = (changes: Record<string, string>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) updated.set(name, value);
      if (!('page' in changes)) updated.delete('page');
      return updated;
    });

  const columns = [
    column.display({
      id: 'member',
      header: t('moderation.appeals.member'),
      cell: ({ row }) => (
        <Link to={`/admin/appeals/${row.original.id}${keep}`}>
          <bdi>{row.original.profile.name || t('moderation.appeals.appeal', { id: row.original.id })}</bdi>
        </Link>
      ),
    }),
    column.accessor('site_name', { header: t('moderation.reports.site') }),
    column.display({
      id: 'decision',
      header: t('moderation.appeals.decision'),
      cell: ({ row }) => (
        <>
          {t(`moderation.actions.${row.original.decision.action}`)}
          <div className="small text-body-secondary">{t(groundKey(row.original.decision.ground))}</div>
        </>
      ),
    }),
    column.display({
      id: 'decidedBy',
      header: t('moderation.appeals.decisionBy'),
      cell: ({ row }) =>
        row.original.decision.automated
          ? t('moderation.history.automated')
          : (row.original.decision.operator?.name ?? '—'),
    }),
    column.accessor('created_at', {
      header: t('moderation.appeals.appealed'),
      cell: ({ getValue }) => <span className="text-nowrap">{format.dateTime(getValue())}</span>,
    }),
    ...(status === 'decided'
      ? [
          column.accessor('status', {
            header: t('moderation.appeals.outcome'),
            cell: ({ row }) =>
              `${t(`moderation.appeals.statusName.${row.original.status}`)} · ${row.original.decided_by?.name ?? ''}`,
          }),
        ]
      : []),
  ];

  return (
    <>
      <PageHeader title={t('moderation.appeals.title')} intro={t('moderation.appeals.intro')} />
      <div className="btn-group mb-3" role="group" aria-label={t('moderation.appeals.status')}>
        {(['open', 'decided'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={`btn btn-sm ${status === value ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={status === value}
            onClick={() => set({ status: value })}
          >
            {t(`moderation.appeals.statusName.${value}`)}
          </button>
        ))}
      </div>
      {appeals.data ? (
        <>
          <DataTable
            caption={t('moderation.appeals.title')}
            columns={columns}
            data={appeals.data.appeals}
            getRowId={(row) => String(row.id)}
            emptyText={t(status === 'open' ? 'moderation.appeals.empty' : 'moderation.appeals.emptyDecided')}
          />
          <PagePager
            label={t('moderation.appeals.title')}
            page={appeals.data.page}
            total={appeals.data.total}
            perPage={APPEALS_PAGE_SIZE}
            onPage={(next) => set({ page: String(next) })}
          />
        </>
      ) : (
        <LoadState isError={appeals.isError} onRetry={() => void appeals.refetch()} />
      )}
    </>
  );
}
