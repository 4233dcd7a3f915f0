import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { MemberDetails } from 'shared-contracts/api/admin';
import { DataTable } from '../../../shared/DataTable';
import { useFormat } from '../../../shared/format';
import { groundKey } from '../../../shared/moderation/words';

type Decision = MemberDetails['moderation'][number];
const column = createColumnHelper<Decision>();

/** Decisions on the member, with the statement of reasons each sent and the appeal against it, newest first. */
export function ModerationHistory({ decisions }: { decisions: Decision[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = [
    column.accessor('created_at', {
      header: t('member.when'),
      cell: ({ getValue }) => <span className="text-nowrap">{format.dateTime(getValue())}</span>,
    }),
    column.accessor('action', {
      header: t('member.decision'),
      cell: ({ row }) => (
        <>
          <span className="fw-semibold">{t(`member.action.${row.original.action}`)}</span>
          {row.original.suspended_until && (
            <div className="small">{t('member.until', { date: format.dateTime(row.original.suspended_until) })}</div>
          )}
          {row.original.reversed_at && (
            <div className="small text-success">
              {t('member.reversedOn', { date: format.date(row.original.reversed_at) })}
            </div>
          )}
        </>
      ),
    }),
    column.display({
      id: 'grounds',
      header: t('member.groundsAndFacts'),
      cell: ({ row }) => (
        <>
          {row.original.ground && <div className="small fw-semibold">{t(groundKey(row.original.ground))}</div>}
          <span className="text-break">{row.original.facts}</span>
        </>
      ),
    }),
    column.display({
      id: 'by',
      header: t('member.by'),
      cell: ({ row }) => (row.original.automated ? t('member.automated') : (row.original.operator ?? '')),
    }),
    column.display({
      id: 'statement',
      header: t('member.statement'),
      cell: ({ row }) => {
        const { statement } = row.original;
        if (!statement) return t('member.noStatement');
        return (
          <span className="small">
            {t('member.statementSent', { locale: statement.locale })}
            <br />
            {statement.seen_at ? t('member.seenOn', { date: format.date(statement.seen_at) }) : t('member.notSeen')}
          </span>
        );
      },
    }),
    column.display({
      id: 'appeal',
      header: t('member.appeal'),
      cell: ({ row }) => {
        const { appeal, statement } = row.original;
        if (appeal) return t(`member.appealStatus.${appeal.status}`);
        return statement ? t('member.appealUntil', { date: format.date(statement.appeal_until) }) : '';
      },
    }),
  ];
  return (
    <section className="mb-4" id="member-moderation" aria-labelledby="member-moderation-heading">
      <h2 className="h5" id="member-moderation-heading">
        {t('member.section.moderation')}
      </h2>
      <DataTable
        caption={t('member.section.moderation')}
        columns={columns}
        data={decisions}
        getRowId={(row) => String(row.id)}
        emptyText={t('member.noDecisions')}
      />
    </section>
  );
}
