import { useEffect, useState } from 'react';
import { callEndpoint } from 'shared-contracts';
import { camSearchEndpoint, type FilterOptions, type Cam } from 'shared-contracts/api/search';

/**
 * Live cams matching the search's gender and ages (GET /api/xcams/search.php). The call is aborted when the filters
 * change or the grid goes away; failures only reach the console (docs/product.md §8).
 */
export function useCams(filters: FilterOptions | null, enabled: boolean): Cam[] {
  const [cams, setCams] = useState<Cam[]>([]);
  const gender = filters?.gender;
  const minAge = filters?.min_age;
  const maxAge = filters?.max_age;
  useEffect(() => {
    if (!enabled || gender === undefined || minAge === undefined || maxAge === undefined) {
      setCams([]);
      return;
    }
    const controller = new AbortController();
    callEndpoint(camSearchEndpoint, {
      query: { gender, min_age: String(minAge), max_age: String(maxAge) },
      signal: controller.signal,
    })
      .then((response) => setCams(Object.values(response.cams)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) console.info('The webcam request was aborted');
        else console.error('The webcam request failed', error);
      });
    return () => controller.abort();
  }, [enabled, gender, minAge, maxAge]);
  return cams;
}
