import { useEffect, useState } from 'react';
import { callEndpoint } from 'shared-contracts';
import { matchCountEndpoint, matchCountQuery } from 'shared-contracts/api';

type CountQuery = Parameters<typeof matchCountQuery>[0];

/**
 * How many members the answers so far match, asked again shortly after each change (an earlier question still on
 * its way is dropped). `null` until the first answer, or when counting failed: the page then simply shows no number.
 * Hand-written, not RTK Query: landers are visitors' first paint, and RTK Query's chunks would add ~22 KB gzip to it.
 */
export function useMatchCount(answers: CountQuery): { count: number | null; counting: boolean } {
  const [count, setCount] = useState<number | null>(null);
  const [counting, setCounting] = useState(true);
  const query = matchCountQuery(answers);
  const key = JSON.stringify(query);
  useEffect(() => {
    const controller = new AbortController();
    setCounting(true);
    const timer = setTimeout(() => {
      callEndpoint(matchCountEndpoint, { query: JSON.parse(key) as typeof query, signal: controller.signal })
        .then((answer) => {
          setCount(answer.count);
          setCounting(false);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Counting the matches failed', error);
          setCount(null);
          setCounting(false);
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` is the query: a new object with the same answers asks nothing again.
  }, [key]);
  return { count, counting };
}
