import { useTranslation } from 'react-i18next';
import type { DecisionRow } from 'shared-contracts/api/admin';
import { useFormat } from '../format';
import { groundKey } from './words';

/**
 * Decisions on a member, newest first: what, on which rule, by whom or automated, the facts, and whether it was
 * appealed or reversed. A list rather than a table: it sits in a narrow column beside the member.
 */
export function DecisionHistory({ decisions, label }: { decisions: DecisionRow[]; label: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!decisions.length) return <p className="text-body-secondary">{t('moderation.history.none')}</p>;
  return (
    <ol className="list-unstyled mb-4" aria-label={label}>
      {decisions.map((decision) => (
        <li key={decision.id} className="border-top py-2" data-testid="decision">
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <strong>
              {t(`moderation.actions.${decision.action}`)}
              {decision.ground && <span className="fw-normal"> · {t(groundKey(decision.ground))}</span>}
            </strong>
            <time className="small text-body-secondary" dateTime={decision.created_at}>
              {format.dateTime(decision.created_at)}
            </time>
          </div>
          <div className="small text-body-secondary">
            {decision.automated
              ? t('moderation.history.automated')
              : t('moderation.history.by', { name: decision.operator?.name ?? '' })}
            {decision.suspended_until &&
              ` · ${t('moderation.history.until', { date: format.dateTime(decision.suspended_until) })}`}
          </div>
          {decision.facts && (
            <p className="mb-1 text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {decision.facts}
            </p>
          )}
          {(decision.reversed_at || decision.appeal) && (
            <span className={`badge ${decision.reversed_at ? 'text-bg-success' : 'text-bg-secondary'}`}>
              {decision.reversed_at
                ? t('moderation.history.reversed', { date: format.date(decision.reversed_at) })
                : t(`moderation.history.appeal.${decision.appeal?.status ?? 'open'}`)}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
