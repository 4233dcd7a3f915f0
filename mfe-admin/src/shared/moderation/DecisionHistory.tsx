import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { DecisionRow } from 'shared-contracts/api/admin';
import { DataTable } from '../DataTable';
import { useFormat } from '../format';
import { groundKey } from './words';

const column = createColumnHelper<DecisionRow>();

/** Decisions on a member, newest first: what, on which rule, by whom or automated, reversed, appealed. */
export function DecisionHistory({ decisions, caption }: { decisions: DecisionRow[]; caption: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = [
    column.accessor('created_at', {
      header: t('moderation.history.when'),
      cell: ({ getValue }) => <span className="text-nowrap">{format.dateTime(getValue())}</span>,
    }),
    column.accessor('action', {
      header: t('moderation.history.action'),
      cell: ({ row }) => (
        <>
          {t(`moderation.actions.${row.original.action}`)}
          {row.original.suspended_until && (
            <div className="small text-body-secondary">
              {t('moderation.history.until', { date: format.dateTime(row.original.suspended_until) })}
            </div>
          )}
        </>
      ),
    }),
    column.accessor('ground', {
      header: t('moderation.history.ground'),
      cell: ({ getValue }) => (getValue() ? t(groundKey(getValue())) : '—'),
    }),
    column.accessor('facts', {
      header: t('moderation.history.facts'),
      cell: ({ getValue }) => <span className="small text-break">{getValue()}</span>,
    }),
    column.display({
      id: 'by',
      header: t('moderation.history.by'),
      cell: ({ row }) =>
        row.original.automated ? t('moderation.history.automated') : (row.original.operator?.name ?? '—'),
    }),
    column.display({
      id: 'state',
      header: t('moderation.history.state'),
      cell: ({ row }) =>
        row.original.reversed_at
          ? t('moderation.history.reversed', { date: format.date(row.original.reversed_at) })
          : row.original.appeal
            ? t(`moderation.history.appeal.${row.original.appeal.status}`)
            : '',
    }),
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={decisions}
      getRowId={(row) => String(row.id)}
      emptyText={t('moderation.history.none')}
    />
  );
}
