/** The history state with which the deletion form opens /account-deleted: the page then logs this browser out. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export function isAccountDeletedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { accountDeleted?: unknown }).accountDeleted === true;
}
