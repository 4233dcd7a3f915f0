/**
 * The query option of the account pages' reads: each visit asks the server again (showing the kept answer meanwhile),
 * as the pages did before RTK Query. A balance changes in chat, a welcome code is spent by a payment, a session ends on
 * another device: none of these invalidates a tag in this tab.
 */
export const freshOnEachVisit = { refetchOnMountOrArgChange: true } as const;
