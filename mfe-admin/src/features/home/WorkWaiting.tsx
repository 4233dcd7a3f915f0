import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queueNames, queuePermissions, type QueueName } from 'shared-contracts/api/admin';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { useQueueSummary } from '../../shared/moderation/queues';
import { useMay } from '../../shared/operatorSession';
import { useRelativeTime } from '../../shared/relativeTime';
import { useSelectedSite } from '../../shared/sites';

/** Each queue's name, as the menu says it. */
const queueTitles: Record<QueueName, string> = {
  reports: 'moderation.nav.reports',
  photos: 'nav.photos',
  appeals: 'moderation.nav.appeals',
};

/**
 * The work waiting in the queues this operator works in (docs/operators.md "Work waiting"): how much, how long the
 * oldest item has waited, a link to each queue and to the item to take up next.
 */
export function WorkWaiting() {
  const { t } = useTranslation();
  const format = useFormat();
  const ago = useRelativeTime();
  const may = useMay();
  const { siteId } = useSelectedSite();
  const summary = useQueueSummary();
  const queues = queueNames.filter((queue) => may(queuePermissions[queue]));
  if (!queues.length) return null;
  const keep = siteId ? `?site=${siteId}` : '';
  return (
    <section aria-labelledby="work-waiting" className="my-4">
      <h2 className="h5" id="work-waiting">
        {t('queues.title')}
      </h2>
      <p className="text-body-secondary">{t(siteId ? 'queues.introSite' : 'queues.introAll')}</p>
      {summary.data ? (
        <ul className="list-unstyled row g-3">
          {queues.map((queue) => {
            const work = summary.data?.[queue];
            if (!work) return null;
            const next = 'next' in work ? work.next : null;
            return (
              <li key={queue} className="col-12 col-md-6 col-xl-4" data-testid={`work-${queue}`}>
                <div className="card h-100">
                  <div className="card-body d-flex flex-column gap-1">
                    <h3 className="h6 mb-1">
                      <Link to={`/admin/${queue}${keep}`}>{t(queueTitles[queue])}</Link>
                    </h3>
                    <p className="fs-5 fw-semibold mb-0">
                      {work.waiting ? t(`queues.count.${queue}`, { count: work.waiting }) : t(`queues.empty.${queue}`)}
                    </p>
                    {work.oldest_at && (
                      <p className="small text-body-secondary mb-0">
                        <time dateTime={work.oldest_at} title={format.dateTime(work.oldest_at)}>
                          {t(`queues.oldest.${queue}`, { age: ago(work.oldest_at) })}
                        </time>
                      </p>
                    )}
                    {next !== null && (
                      <p className="mt-auto pt-2 mb-0">
                        <Link className="btn btn-sm btn-outline-primary" to={`/admin/${queue}/${next}${keep}`}>
                          {t(`queues.next.${queue as 'reports' | 'appeals'}`)}
                        </Link>
                      </p>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <LoadState isError={summary.isError} onRetry={() => void summary.refetch()} />
      )}
    </section>
  );
}
