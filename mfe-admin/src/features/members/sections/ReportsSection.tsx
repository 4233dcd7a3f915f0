import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberDetails } from 'shared-contracts/api/admin';
import { DataTable } from '../../../shared/DataTable';
import { useFormat } from '../../../shared/format';
import { useReasonName } from '../../../shared/moderation/words';
import { casePath, useConsoleLink } from '../links';

type Report = MemberDetails['reports_filed']['items'][number];
const column = createColumnHelper<Report>();

function ReportTable({ caption, reports, other }: { caption: string; reports: Report[]; other: string }) {
  const { t } = useTranslation();
  const reasonName = useReasonName();
  const format = useFormat();
  const link = useConsoleLink();
  const columns = [
    column.accessor('created_at', {
      header: t('member.when'),
      cell: ({ getValue }) => <span className="text-nowrap">{format.dateTime(getValue())}</span>,
    }),
    column.display({
      id: 'other',
      header: other,
      cell: ({ row }) => {
        const person = row.original.other;
        const label = person.name || t('members.memberNumber', { id: person.member_id ?? person.profile_id });
        return person.member_id ? <Link to={link(`/admin/members/${person.member_id}`)}>{label}</Link> : label;
      },
    }),
    column.accessor('reason', {
      header: t('member.reason'),
      cell: ({ getValue }) => reasonName(getValue()),
    }),
    column.accessor('message', {
      header: t('member.message'),
      cell: ({ row }) => (
        <>
          <span className="text-break">{row.original.message}</span>
          {row.original.conversation_id !== null && (
            <div className="small text-body-secondary">{t('member.fromChat')}</div>
          )}
        </>
      ),
    }),
    column.display({
      id: 'case',
      header: t('member.case'),
      cell: ({ row }) =>
        row.original.case_id === null ? (
          ''
        ) : (
          <Link to={link(casePath(row.original.case_id))} className="text-nowrap">
            #{row.original.case_id}
            {row.original.case_status && ` · ${t(`member.caseStatus.${row.original.case_status}`)}`}
          </Link>
        ),
    }),
  ];
  return <DataTable caption={caption} columns={columns} data={reports} getRowId={(row) => String(row.id)} />;
}

/** Reports on the member (with their cases) and reports the member filed, newest first. */
export function ReportsSection({
  filed,
  received,
}: {
  filed: MemberDetails['reports_filed'];
  received: MemberDetails['reports_received'];
}) {
  const { t } = useTranslation();
  const shown = (part: { items: unknown[]; total: number }) =>
    part.total > part.items.length ? t('member.shownOf', { shown: part.items.length, total: part.total }) : part.total;
  return (
    <section className="mb-4" id="member-reports" aria-labelledby="member-reports-heading">
      <h2 className="h5" id="member-reports-heading">
        {t('member.section.reports')}
      </h2>
      <h3 className="h6 mt-3">
        {t('member.reportsReceived')} <span className="text-body-secondary fw-normal">({shown(received)})</span>
      </h3>
      <ReportTable caption={t('member.reportsReceived')} reports={received.items} other={t('member.reporter')} />
      <h3 className="h6 mt-3">
        {t('member.reportsFiled')} <span className="text-body-secondary fw-normal">({shown(filed)})</span>
      </h3>
      <ReportTable caption={t('member.reportsFiled')} reports={filed.items} other={t('member.reported')} />
    </section>
  );
}
