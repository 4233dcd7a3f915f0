import { RELOAD_GUARD_MS } from 'shared-contracts';

const STORAGE_KEY = 'reload-guard';

function readStamps(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Full page load of `path`, at most once per 10 s per path (docs/product.md §4, §9): a deployment that keeps failing must
 * not trap the tab in a reload loop. Returns whether it reloaded.
 */
export function reloadOnce(path: string, now = Date.now()): boolean {
  const stamps = readStamps();
  const last = stamps[path];
  if (last !== undefined && now - last < RELOAD_GUARD_MS) return false;
  stamps[path] = now;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stamps));
  } catch {
    // Without storage the guard cannot hold; reloading is still the right answer to a stale page.
  }
  location.assign(path);
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

/** A chunk that fails to load means the tab runs a build whose files moved: reload (guarded). */
export function reloadOnChunkLoadErrors(): void {
  const onError = (error: unknown) => {
    if (isChunkLoadError(error)) reloadOnce(location.pathname + location.search);
  };
  window.addEventListener('error', (event) => onError(event.error));
  window.addEventListener('unhandledrejection', (event) => onError(event.reason));
}
