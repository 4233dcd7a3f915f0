import { useEffect } from 'react';

/** Where the member was, so coming back from a profile lands on the same card. */
let savedScroll: { generation: number; y: number } | null = null;

/**
 * Remembers the scroll position when the search page closes, and scrolls back there when it opens again on the same
 * search (`generation`) with its results already loaded (`resultsPage` > 0).
 */
export function useScrollRestore(generation: number, resultsPage: number): void {
  useEffect(() => {
    if (savedScroll && savedScroll.generation === generation && resultsPage > 0) {
      const { y } = savedScroll;
      requestAnimationFrame(() => {
        window.scrollTo(0, y);
      });
    }
    return () => {
      savedScroll = { generation, y: window.scrollY };
    };
    // Only when the page mounts and unmounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
