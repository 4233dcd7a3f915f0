import { useEffect, useRef } from 'react';

/**
 * Calls `onNearEnd` when the returned element comes within half a screen of the viewport. The observer is renewed
 * whenever `renewKey` changes (after each load), because one that is already intersecting reports again only then.
 */
export function useInfiniteScroll<T extends Element>(onNearEnd: () => void, enabled: boolean, renewKey: unknown) {
  const sentinel = useRef<T>(null);
  const callback = useRef(onNearEnd);
  callback.current = onNearEnd;
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, renewKey]);
  return sentinel;
}
