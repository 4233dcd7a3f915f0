import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseReport } from 'shared-contracts/api/admin';
import { useFormat } from '../format';
import { CaseConversation } from './CaseConversation';
import { reasonKey } from './words';

/** The reports of a case: who, why, their words, when, and the button to the chat one was filed from. */
function CaseReports({ reports, onRead }: { reports: CaseReport[]; onRead: (conversation: number) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="card mb-4" aria-labelledby="case-reports">
      <div className="card-body">
        <h2 className="h5" id="case-reports">
          {t('moderation.case.reports', { count: reports.length })}
        </h2>
        <ol className="list-unstyled mb-0">
          {reports.map((report) => (
            <li key={report.id} className="border-top py-2" data-testid="case-report">
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <span>
                  <strong>{t(reasonKey(report.reason), { defaultValue: report.reason })}</strong> ·{' '}
                  {t('moderation.case.by')} <bdi>{report.reporter.name || report.reporter.email}</bdi>
                  {report.reporter.email && (
                    <span className="small text-body-secondary text-break"> ({report.reporter.email})</span>
                  )}
                </span>
                <time className="small text-body-secondary" dateTime={report.created_at}>
                  {format.dateTime(report.created_at)}
                </time>
              </div>
              {report.message && (
                <blockquote className="border-start border-3 ps-2 my-1 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {report.message}
                </blockquote>
              )}
              {report.conversation_id !== null && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary mt-1"
                  onClick={() => onRead(report.conversation_id as number)}
                >
                  {t('moderation.case.readChat')}
                </button>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/**
 * What a case was opened on: its reports and the chat a report was filed from (the first one named, or the one asked
 * for), each page of it an audited read. The case page shows it, and the appeal page for the case its decision closed.
 */
export function CaseEvidence({ caseId, reports }: { caseId: number; reports: CaseReport[] }) {
  const [reading, setReading] = useState<number | null>(null);
  const conversation = reading ?? reports.find((report) => report.conversation_id !== null)?.conversation_id ?? null;
  return (
    <>
      <CaseReports reports={reports} onRead={setReading} />
      {conversation !== null && <CaseConversation key={conversation} caseId={caseId} conversation={conversation} />}
    </>
  );
}
