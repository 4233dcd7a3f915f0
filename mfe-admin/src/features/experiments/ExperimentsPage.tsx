import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ExperimentSummary } from 'shared-contracts/api/experiments';
import { DataTable } from '../../shared/DataTable';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { useMay } from '../../shared/operatorSession';
import { PageHeader } from '../../shared/PageHeader';
import { useSelectedSite } from '../../shared/sites';
import { useExperimentsQuery } from './experimentsApi';
import { ExperimentStatus, VariantList } from './ExperimentStatus';

const column = createColumnHelper<ExperimentSummary>();

/** Every A/B experiment on lander versions (docs/experiments.md), newest first; of the chosen site, if one is. */
export default function ExperimentsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const may = useMay();
  const { search } = useLocation();
  const { siteId } = useSelectedSite();
  const experiments = useExperimentsQuery(undefined);
  const rows = (experiments.data?.experiments ?? []).filter((one) => siteId === null || one.siteId === siteId);

  const columns = [
    column.accessor('key', {
      header: t('experiments.key'),
      cell: ({ getValue }) => (
        <Link to={`/admin/experiments/${getValue()}${search}`} className="fw-semibold">
          {getValue()}
        </Link>
      ),
    }),
    column.accessor('site', { header: t('experiments.site') }),
    column.accessor('status', {
      header: t('experiments.statusLabel'),
      cell: ({ row }) => (
        <>
          <ExperimentStatus status={row.original.status} />
          {row.original.promotedVariant && (
            <div className="small text-body-secondary">
              {t('experiments.winner', { variant: row.original.promotedVariant })}
            </div>
          )}
        </>
      ),
    }),
    column.accessor('goal', {
      header: t('experiments.goal'),
      cell: ({ getValue }) => t(`experiments.goals.${getValue()}`),
    }),
    column.display({
      id: 'variants',
      header: t('experiments.variants'),
      cell: ({ row }) => <VariantList experiment={row.original} />,
    }),
    column.accessor('createdAt', {
      header: t('experiments.created'),
      cell: ({ getValue }) => <span className="text-nowrap">{format.date(getValue())}</span>,
    }),
    column.display({
      id: 'ran',
      header: t('experiments.ran'),
      cell: ({ row }) =>
        row.original.startedAt ? (
          <span className="text-nowrap">
            {row.original.stoppedAt
              ? `${format.date(row.original.startedAt)} – ${format.date(row.original.stoppedAt)}`
              : t('experiments.runningSince', { time: format.date(row.original.startedAt) })}
          </span>
        ) : (
          ''
        ),
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('experiments.title')}
        intro={t('experiments.intro')}
        actions={
          may('experiments.write') && (
            <Link to={`/admin/experiments/new${search}`} className="btn btn-primary">
              {t('experiments.new')}
            </Link>
          )
        }
      />
      {experiments.data ? (
        <DataTable
          caption={t('experiments.title')}
          columns={columns}
          data={rows}
          getRowId={(row) => row.key}
          emptyText={t('experiments.none')}
        />
      ) : (
        <LoadState isError={experiments.isError} onRetry={() => void experiments.refetch()} />
      )}
    </>
  );
}
