import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPEALS_PAGE_SIZE, type AppealRow } from 'shared-contracts/api/admin';
import { useFormat } from '../../shared/format';
import { QueueResults, StatusButtons, useQueueParams } from '../../shared/moderation/Queue';
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
  const { siteId } = useSelectedSite();
  const { status, page, set } = useQueueParams(['open', 'decided'] as const);
  const appeals = useAppealsQuery({ status, page: String(page), ...(siteId ? { site: String(siteId) } : {}) });
  const keep = siteId ? `?site=${siteId}` : '';

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
      <div className="mb-3">
        <StatusButtons
          label={t('moderation.appeals.status')}
          statuses={['open', 'decided'] as const}
          current={status}
          name={(value) => t(`moderation.appeals.statusName.${value}`)}
          onChange={(value) => set({ status: value })}
        />
      </div>
      <QueueResults
        caption={t('moderation.appeals.title')}
        columns={columns}
        query={appeals}
        rows={appeals.data?.appeals}
        perPage={APPEALS_PAGE_SIZE}
        emptyText={t(status === 'open' ? 'moderation.appeals.empty' : 'moderation.appeals.emptyDecided')}
        onPage={(next) => set({ page: String(next) })}
      />
    </>
  );
}
