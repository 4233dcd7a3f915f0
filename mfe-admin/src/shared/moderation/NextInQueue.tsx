import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useQueueSummary } from './queues';

/**
 * After a decision on a case or an appeal, the next item of the same queue, as Discourse's review queue offers it:
 * the oldest one this moderator may take up, opened without going back to the list. Focus moves to it, since the
 * form that had focus is gone; an empty queue says so. The counts asked before the decision may still name the item
 * just decided: until they are asked again, it says it is looking.
 */
export function NextInQueue({ queue, decided }: { queue: 'reports' | 'appeals'; decided: number }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const summary = useQueueSummary();
  const work = summary.data?.[queue];
  const settled = work && !summary.isFetching && work.next !== decided ? work : null;
  const next = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (settled?.next) next.current?.focus();
  }, [settled?.next]);
  const back = (
    <Link to={`/admin/${queue}${search}`}>
      {t(queue === 'reports' ? 'moderation.case.back' : 'moderation.appeal.back')}
    </Link>
  );

  return (
    <div className="card card-body mb-4" role="status" data-testid="next-in-queue">
      {settled?.next ? (
        <p className="mb-0 d-flex flex-wrap align-items-center gap-2">
          <Link ref={next} className="btn btn-primary" to={`/admin/${queue}/${settled.next}${search}`}>
            {t(`queues.next.${queue}`)} <span aria-hidden="true">→</span>
          </Link>
          <span className="text-body-secondary">{t(`queues.count.${queue}`, { count: settled.waiting })}</span>
        </p>
      ) : settled ? (
        <p className="mb-0">
          {t(settled.waiting ? `queues.next.othersOnly.${queue}` : `queues.next.empty.${queue}`)} {back}
        </p>
      ) : summary.isError ? (
        <p className="mb-0">{back}</p>
      ) : (
        <p className="mb-0 text-body-secondary">{t('queues.next.looking')}</p>
      )}
    </div>
  );
}
