import { readPersisted, writePersisted } from 'shared-contracts';
import { trackingParameterNames, trackingSchema, type Tracking } from 'shared-contracts/api/signup';

const STORAGE_KEY = 'tracking';

/**
 * Reads the traffic-source parameters from the address (SPEC §2), keeps them (cookie + localStorage) for the signup
 * payload, and takes them out of the address bar. Parameters seen earlier are kept unless the new visit names its own.
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
