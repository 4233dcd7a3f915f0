import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteSummary } from 'shared-contracts/api/admin';
import { DataTable } from '../../shared/DataTable';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { PageHeader } from '../../shared/PageHeader';
import { useSiteSummariesQuery } from '../../shared/sites';

const column = createColumnHelper<SiteSummary>();

/** Every white-label site, to open one's settings or make a new one (docs/operators.md "Sites and settings"). */
export default function SitesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const sites = useSiteSummariesQuery(undefined);
  const columns = [
    column.accessor('name', {
      header: t('sites.column.name'),
      cell: ({ row }) => <Link to={`/admin/sites/${row.original.id}`}>{row.original.name}</Link>,
    }),
    column.accessor('key', { header: t('sites.column.key') }),
    column.accessor('hosts', {
      header: t('sites.column.hosts'),
      cell: ({ getValue }) =>
        getValue().map((host) => (
          <span key={host} className="d-block text-nowrap">
            {host}
          </span>
        )),
    }),
    column.accessor('is_default', {
      header: t('sites.column.default'),
      cell: ({ getValue }) => (getValue() ? t('sites.yes') : ''),
    }),
    column.accessor('countries', {
      header: t('sites.column.countries'),
      cell: ({ getValue }) => getValue().join(' '),
    }),
    column.accessor('signups', {
      header: t('sites.column.signups'),
      cell: ({ getValue }) => t(`sites.signupMode.${getValue()}`, { defaultValue: getValue() }),
    }),
    column.accessor('moderation', {
      header: t('sites.column.moderation'),
      cell: ({ getValue }) => `${t(`sites.moderationMode.${getValue().mode}`)} (${getValue().threshold})`,
    }),
    column.accessor('updated_at', {
      header: t('sites.column.updated'),
      cell: ({ getValue }) => format.dateTime(getValue()),
    }),
  ];
  return (
    <>
      <PageHeader
        title={t('sites.title')}
        intro={t('sites.intro')}
        actions={
          <Link className="btn btn-primary" to="/admin/sites/new">
            {t('sites.new')}
          </Link>
        }
      />
      {sites.data ? (
        <DataTable
          caption={t('sites.title')}
          columns={columns}
          data={sites.data.sites}
          getRowId={(row) => String(row.id)}
        />
      ) : (
        <LoadState isError={sites.isError} onRetry={() => void sites.refetch()} />
      )}
    </>
  );
}
