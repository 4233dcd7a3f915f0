import { apiFetch, endpointPath, type RemoteName } from 'shared-contracts';
import { experimentEventEndpoint } from 'shared-contracts/api';
import { experimentOf } from './registry';

const reported = new Set<string>();

/**
 * Tells the server what the visitor saw (docs/experiments.md): `exposed` once the variant's page has rendered,
 * `failed` when its files did not load and the live version was shown instead. Once per experiment and event per
 * page load; the server keeps only the first per visitor anyway. A lost report costs one data point, never the page.
 */
export function reportExperimentEvent(experiment: { key: string; variant: string }, event: 'exposed' | 'failed'): void {
  const once = `${experiment.key}/${event}`;
  if (reported.has(once)) return;
  reported.add(once);
  apiFetch(endpointPath(experimentEventEndpoint), {
    method: experimentEventEndpoint.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ experiment: experiment.key, variant: experiment.variant, event }),
    keepalive: true,
  }).catch(() => undefined);
}

/** The remote's page is on screen: if it is an experiment's variant, the visitor has now been exposed to it. */
export function reportExposure(remote: RemoteName): void {
  const experiment = experimentOf(remote);
  if (experiment) reportExperimentEvent(experiment, 'exposed');
}
