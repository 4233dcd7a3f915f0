import { z } from 'zod/mini';
import { readPersisted, writePersisted } from 'shared-contracts';
import { textField } from './input';
import type { PublicSettings } from './settings';

/** Traffic-source parameters read from the landing URL (docs/product.md §2 Signup form, §3 Tracking object). */
export const trackingParameterNames = [
  'network',
  'ref',
  'sub',
  'sub1',
  'sub2',
  'sub3',
  'aff_sub',
  'aff_sub1',
  'aff_sub2',
  'aff_sub3',
  'cpc',
  'email',
] as const;
export const trackingSchema = z.partial(
  z.object(
    Object.fromEntries(trackingParameterNames.map((name) => [name, textField(255)])) as Record<
      (typeof trackingParameterNames)[number],
      ReturnType<typeof textField>
    >,
  ),
);
export type Tracking = z.infer<typeof trackingSchema>;

const STORAGE_KEY = 'tracking';

/**
 * Reads the traffic-source parameters from the address (docs/product.md §2), keeps them (cookie + localStorage) for the signup
 * payload and logged-out search, and takes them out of the address bar. Parameters seen earlier are kept unless the
 * new visit names its own.
 */
export function captureTracking(location: Location = window.location, history: History = window.history): Tracking {
  const url = new URL(location.href);
  const found: Tracking = {};
  for (const name of trackingParameterNames) {
    const value = url.searchParams.get(name);
    if (value !== null) {
      found[name] = value.slice(0, 255);
      url.searchParams.delete(name);
    }
  }
  if (Object.keys(found).length === 0) return readTracking();
  const tracking = { ...readTracking(), ...found };
  writePersisted(STORAGE_KEY, tracking);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return tracking;
}

export function readTracking(): Tracking {
  return readPersisted(STORAGE_KEY, trackingSchema) ?? {};
}

/**
 * Logged-out search (docs/product.md §6): allowed to every visitor when the site says so, or to visitors who came from a traffic
 * source when the site allows that. The API applies the same rule to the `trafficsource` it is sent.
 */
export function visitorMaySearch(
  settings: Pick<PublicSettings, 'logged_out_search' | 'logged_out_search_trafficsource'>,
  trafficSource: string | undefined,
): boolean {
  return settings.logged_out_search || (settings.logged_out_search_trafficsource !== 'none' && Boolean(trafficSource));
}
