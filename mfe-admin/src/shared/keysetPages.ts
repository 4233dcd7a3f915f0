import { useState } from 'react';
import type { Pager } from './DataTable';

/**
 * The pages of a keyset list seen so far, by the cursor each starts after, so "previous" steps back through them.
 * A different `resetKey` (another search, another member) starts at the first page again.
 */
export function useKeysetPages<Cursor>(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: Cursor[] }>({ key: resetKey, cursors: [] });
  const cursors = state.key === resetKey ? state.cursors : [];
  return {
    /** Where the page shown starts (undefined: the first page). */
    current: cursors.at(-1),
    /** The table's pager, given the answer's cursor of the next page. */
    pager: (next: Cursor | null | undefined, labels?: Pager['labels']): Pager => ({
      hasPrevious: cursors.length > 0,
      hasNext: next !== null && next !== undefined,
      onPrevious: () => setState({ key: resetKey, cursors: cursors.slice(0, -1) }),
      onNext: () => {
        if (next !== null && next !== undefined) setState({ key: resetKey, cursors: [...cursors, next] });
      },
      ...(labels ? { labels } : {}),
    }),
    reset: () => setState({ key: resetKey, cursors: [] }),
  };
}
