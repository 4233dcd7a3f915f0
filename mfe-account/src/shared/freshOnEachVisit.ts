/**
 * The query option of the account pages' reads: each visit asks the server again (showing the kept answer meanwhile),
 * as the pages did before RTK Query. A balance changes in chat, a welcome code is spent by a payment, a session ends on
 * another device: none of these invalidates a tag in this tab.
 * Not on the server, whose store is new for each render anyway: there the render that shows the answers would ask
 * again, and the browser drops an answer still being asked for, so its hydrating render would show the loading state.
 */
export const freshOnEachVisit = { refetchOnMountOrArgChange: typeof window !== 'undefined' } as const;
