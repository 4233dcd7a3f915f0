import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AuditEntryView } from 'shared-contracts/api/admin';
import { Breakable } from '../../shared/Breakable';
import { DataTable } from '../../shared/DataTable';
import { useKeysetPages } from '../../shared/keysetPages';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { PageHeader } from '../../shared/PageHeader';
import { useSelectedSite } from '../../shared/sites';
import { AuditFilters, filtersFrom } from './AuditFilters';
import { ChangeSummary } from './ChangeSummary';
import { useActionName } from './actionNames';
import { useAuditQuery } from './auditApi';

const column = createColumnHelper<AuditEntryView>();

/** The audit log: every operator action, newest first, filtered, 50 at a time (docs/operators.md "Audit log"). */
export default function AuditPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const { siteId, sites } = useSelectedSite();
  const filters = filtersFrom(params);
  // Another filter or site starts at the newest entries again.
  const pages = useKeysetPages<number>(`${params.toString()}|${siteId ?? ''}`);
  const before = pages.current;
  const audit = useAuditQuery({
    ...filters,
    ...(siteId ? { site: String(siteId) } : {}),
    ...(before ? { before: String(before) } : {}),
  });
  const siteName = (id: number | null) => sites.find((site) => site.id === id)?.name ?? '';
  const actionName = useActionName();

  const columns = [
    column.accessor('at', {
      header: t('audit.at'),
      cell: ({ getValue }) => <span className="text-nowrap">{format.dateTime(getValue())}</span>,
    }),
    column.display({
      id: 'who',
      header: t('audit.who'),
      // Who, and from which address (the command line and the system have none).
      cell: ({ row }) => (
        <>
          {row.original.operator_email ? (
            <Breakable text={row.original.operator_email} />
          ) : (
            t(`audit.actor.${row.original.actor}`)
          )}
          {row.original.ip && (
            <div className="small text-body-secondary">{t('audit.fromAddress', { address: row.original.ip })}</div>
          )}
        </>
      ),
    }),
    column.accessor('action', {
      header: t('audit.action'),
      cell: ({ getValue }) => {
        const name = actionName(getValue());
        return name ? (
          <>
            {name}
            <div>
              <code className="small">
                <Breakable text={getValue()} />
              </code>
            </div>
          </>
        ) : (
          <code>
            <Breakable text={getValue()} />
          </code>
        );
      },
    }),
    column.display({
      id: 'object',
      header: t('audit.object'),
      cell: ({ row }) => (
        <>
          {t(`audit.objectName.${row.original.object_type}`, { defaultValue: row.original.object_type })}{' '}
          {/* An order's id is 24 letters and digits with no place to wrap. */}
          <span className="text-break">{row.original.object_id}</span>
          {row.original.site_id !== null && (
            <div className="small text-body-secondary">{siteName(row.original.site_id)}</div>
          )}
        </>
      ),
    }),
    column.display({
      id: 'change',
      header: t('audit.change'),
      cell: ({ row }) => <ChangeSummary before={row.original.before} after={row.original.after} />,
    }),
    column.accessor('reason', { header: t('audit.reason') }),
  ];

  return (
    <>
      <PageHeader title={t('audit.title')} intro={t('audit.intro')} />
      <AuditFilters
        key={params.toString()}
        current={filters}
        actions={audit.data?.actions ?? []}
        onApply={(next) => {
          pages.reset();
          setParams((current) => {
            const updated = new URLSearchParams(siteId ? { site: String(siteId) } : {});
            for (const [name, value] of Object.entries(next)) if (value) updated.set(name, value);
            return current.toString() === updated.toString() ? current : updated;
          });
        }}
      />
      {audit.data ? (
        <DataTable
          caption={t('audit.title')}
          columns={columns}
          data={audit.data.entries}
          getRowId={(row) => String(row.id)}
          pager={pages.pager(audit.data.next)}
        />
      ) : (
        <LoadState isError={audit.isError} onRetry={() => void audit.refetch()} />
      )}
    </>
  );
}
