import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LOADING_BAR } from 'shared-contracts';

interface LoadingBarApi {
  /** Marks work as started; call the returned function when it is done. */
  start: () => () => void;
}

const LoadingBarContext = createContext<LoadingBarApi>({ start: () => () => undefined });

export const useLoadingBar = () => useContext(LoadingBarContext);

type Phase = 'idle' | 'running' | 'finishing';

/**
 * The thin bar at the top while a page loads, with the docs/product.md §9 timings: appears only after 200 ms (fast loads never
 * flash it), crawls over 2 s, and on completion fills, hides after 500 ms and resets 400 ms later.
 */
export function LoadingBarProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<number[]>([]);

  const api = useMemo<LoadingBarApi>(
    () => ({
      start: () => {
        setPending((count) => count + 1);
        let finished = false;
        return () => {
          if (finished) return;
          finished = true;
          setPending((count) => count - 1);
        };
      },
    }),
    [],
  );

  useEffect(() => {
    const clear = () => timers.current.splice(0).forEach((id) => window.clearTimeout(id));
    clear();
    if (pending > 0 && phase !== 'running') {
      timers.current.push(window.setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs));
    } else if (pending === 0 && phase === 'running') {
      setPhase('finishing');
    } else if (phase === 'finishing') {
      timers.current.push(
        window.setTimeout(() => setPhase('idle'), LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs),
      );
    }
    return clear;
  }, [pending, phase]);

  const width = phase === 'running' ? '90%' : phase === 'finishing' ? '100%' : '0%';
  const transition =
    phase === 'running' ? `width ${LOADING_BAR.durationMs}ms ease-out` : phase === 'finishing' ? 'width 200ms' : 'none';
  return (
    <LoadingBarContext.Provider value={api}>
      <div
        className="loading-bar"
        aria-hidden="true"
        style={{ height: LOADING_BAR.height, width, transition, opacity: phase === 'idle' ? 0 : 1 }}
      />
      {children}
    </LoadingBarContext.Provider>
  );
}
