import { useEffect, useState } from 'react';
import { callEndpoint } from 'shared-contracts';
import { landerProfilesEndpoint, type LanderProfile, type LanderProfilesResponse } from 'shared-contracts/api';
import type { Niche } from 'shared-contracts';

const cache = new Map<string, Promise<LanderProfilesResponse | null>>();

/**
 * The showcased profiles for a lander (GET /api/lander_profiles.php), asked for once per page load and niche; null
 * while loading. A failed call gives an empty list: the lander still works, only without faces.
 * Hand-written, not RTK Query: landers are visitors' first paint, and RTK Query's chunks would add ~22 KB gzip to it.
 */
export function useLanderProfiles(niche: Niche, count: number, options: { map?: boolean } = {}) {
  const key = `${niche}:${count}:${options.map ? 1 : 0}`;
  const [answer, setAnswer] = useState<LanderProfilesResponse | null>(null);
  useEffect(() => {
    let current = true;
    let request = cache.get(key);
    if (!request) {
      request = callEndpoint(landerProfilesEndpoint, {
        query: { niche, count: String(count), ...(options.map ? { map: '1' as const } : {}) },
      }).catch(() => null);
      cache.set(key, request);
    }
    void request.then((result) => {
      if (!current) return;
      if (!result) cache.delete(key);
      setAnswer(result ?? { niche, country: '', profiles: [] });
    });
    return () => {
      current = false;
    };
  }, [key, niche, count, options.map]);
  return answer;
}

/** The profiles to show, or `placeholders` empty slots (tiles that keep their place) while they load. */
export function profileSlots(answer: LanderProfilesResponse | null, placeholders: number): (LanderProfile | null)[] {
  return answer ? answer.profiles : Array.from({ length: placeholders }, () => null);
}
