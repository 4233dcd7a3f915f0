import { useTranslation } from 'react-i18next';
import {
  queueNames,
  queuePermissions,
  queueSummaryEndpoint,
  type QueueName,
  type QueueSummary,
} from 'shared-contracts/api/admin';
import type { EndpointQuery } from 'shared-contracts/api';
import { adminApi, adminArgs, adminResponse } from '../adminApi';
import { useFormat } from '../format';
import { useMay } from '../operatorSession';
import { useSelectedSite } from '../sites';

/** How often the console asks again while it is open: counts a minute old are fresh enough to pick the next job. */
export const QUEUE_POLL_MS = 60_000;

const queuesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    queueSummary: build.query({
      query: (query: EndpointQuery<typeof queueSummaryEndpoint>) => adminArgs(queueSummaryEndpoint, { query }),
      transformResponse: adminResponse(queueSummaryEndpoint),
      // Every decision and claim invalidates its queue's tag: the counts and the next item follow at once.
      providesTags: ['Cases', 'Photos', 'Appeals'],
    }),
  }),
});

/**
 * What waits in the queues this operator's role may read (docs/operators.md "Work waiting"), on the site chosen in
 * the top bar or on every site under "All sites", as the queues themselves: one call for the menu, the overview and
 * the next item after a decision, asked again every minute while the console is in view and after every decision.
 */
export function useQueueSummary() {
  const { siteId } = useSelectedSite();
  const may = useMay();
  const worksInAQueue = queueNames.some((queue) => may(queuePermissions[queue]));
  return queuesApi.useQueueSummaryQuery(siteId ? { site: String(siteId) } : {}, {
    skip: !worksInAQueue,
    pollingInterval: QUEUE_POLL_MS,
    skipPollingIfUnfocused: true,
  });
}

/** A count to see, and what it counts to hear. */
function CountBadge({ waiting, label, testId }: { waiting: number; label: string; testId: string }) {
  const format = useFormat();
  if (!waiting) return null;
  return (
    <>
      {' '}
      <span className="badge rounded-pill text-bg-danger ms-auto" data-testid={testId}>
        <span aria-hidden="true">{format.number(waiting)}</span>
        <span className="visually-hidden">{label}</span>
      </span>
    </>
  );
}

/** A menu entry's count: the number to see, and what it counts to hear ("3 open cases"). */
export function QueueBadge({ queue, waiting }: { queue: QueueName; waiting: number }) {
  const { t } = useTranslation();
  return (
    <CountBadge
      waiting={waiting}
      label={t(`queues.count.${queue}`, { count: waiting })}
      testId={`queue-badge-${queue}`}
    />
  );
}

/** The phone's Menu button: everything waiting in this operator's queues, so the closed menu still says so. */
export function WaitingBadge({ summary }: { summary: QueueSummary | undefined }) {
  const { t } = useTranslation();
  const waiting = queueNames.reduce((sum, queue) => sum + (summary?.[queue]?.waiting ?? 0), 0);
  return <CountBadge waiting={waiting} label={t('queues.total', { count: waiting })} testId="queue-badge-total" />;
}
