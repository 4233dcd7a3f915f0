import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useFormat } from '../../shared/format';
import { freshOnEachVisit } from '../../shared/freshOnEachVisit';
import { LoadStatus } from '../../shared/LoadStatus';
import { useGetDecisionsQuery } from './decisionsApi';
import { StatementCard } from './StatementCard';

/**
 * On /notifications (docs/product.md "Decisions about your account"): the statements of reasons about the member's
 * account, newest first, each with its appeal; and the reports the member filed with their outcome (#reports). A
 * statement's mail links to `?statement=<id>`: that one is marked and scrolled to.
 */
export function DecisionsSection() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const { data, isError } = useGetDecisionsQuery(undefined, freshOnEachVisit);
  const wanted = Number(searchParams.get('statement')) || null;

  useEffect(() => {
    if (!data) return;
    const target = document.getElementById(wanted ? `statement-${wanted}` : hash.slice(1));
    target?.scrollIntoView({ block: 'start' });
    if (wanted) target?.focus({ preventScroll: true });
  }, [data, wanted, hash]);

  return (
    <>
      <section className="card card-body shadow-sm mb-4" aria-labelledby="decisions-title" data-testid="decisions">
        <h2 className="h5" id="decisions-title">
          {t('decisions.title')}
        </h2>
        {!data && <LoadStatus failed={isError} />}
        {data && data.statements.length === 0 && <p className="text-body-secondary mb-0">{t('decisions.none')}</p>}
        {data?.statements.map((statement) => (
          <StatementCard key={statement.id} statement={statement} highlighted={statement.id === wanted} />
        ))}
      </section>
      {data && data.reports.length > 0 && (
        <section
          className="card card-body shadow-sm mb-4"
          aria-labelledby="reports-title"
          id="reports"
          data-testid="reports"
        >
          <h2 className="h5" id="reports-title">
            {t('decisions.reports.title')}
          </h2>
          <ul className="list-unstyled mb-0">
            {data.reports.map((report) => (
              <li
                key={report.id}
                className="border-top py-2"
                data-testid="filed-report"
                data-outcome={report.outcome ?? 'open'}
              >
                <span className="d-block">
                  {t('decisions.reports.about', {
                    name: report.name || t('decisions.reports.someone'),
                    date: format.date(report.created_at),
                  })}
                </span>
                <span className="small text-body-secondary">
                  {report.outcome
                    ? t(`decisions.reports.${report.outcome}`, {
                        date: format.date(report.outcome_at ?? report.created_at),
                      })
                    : t('decisions.reports.open')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
