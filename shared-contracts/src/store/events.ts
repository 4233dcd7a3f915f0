import { createAction } from '@reduxjs/toolkit';
import type { Restriction } from '../api/moderation';
import type { User } from '../api/user';

/**
 * Events that cross remote boundaries. Remotes never import each other; they dispatch and listen to these on the
 * shared store. Named as past-tense facts.
 */
export const userLoaded = createAction<User>('session/userLoaded');
/** The user is gone: logged out, or the session ended (403). `forced` raises the 1 s logging-out flag. */
export const userCleared = createAction<{ forced: boolean }>('session/userCleared');
export const loggingOutSettled = createAction('session/loggingOutSettled');
/**
 * The member asked to delete the account in this tab (DELETE /api/user.php is on its way). From here until the answer,
 * the session may end under the page (the deletion ends it): the login guard waits instead of sending it to /login.
 */
export const accountDeletionStarted = createAction('session/accountDeletionStarted');
/** The deletion was refused (wrong password, throttled, offline): the account and the session stay. */
export const accountDeletionFailed = createAction('session/accountDeletionFailed');
/** The account is deleted: the page leaves for /account-deleted, where the user is cleared. */
export const accountDeleted = createAction('session/accountDeleted');
/**
 * The member is suspended or banned (403 account_suspended / account_banned on the user call or a login): the user is
 * cleared, and every page but /pages/ban and the legal pages sends the member there (docs/product.md "Decisions about
 * your account"). A logout, a login or a user call that answers a user ends it.
 */
export const accountRestricted = createAction<Restriction>('session/accountRestricted');
/** A remote asks the shell to log the member out (the ban page's button: the header has none for a restricted member). */
export const logoutRequested = createAction('session/logoutRequested');
/** Fired 1 s after each user poll while logged in: chats and likes refetch on it (docs/product.md §4, §9). */
export const secondaryPollDue = createAction('session/secondaryPollDue');

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';
export interface ToastRequest {
  variant: ToastVariant;
  /** Already translated by the sender, who knows its own namespace. */
  title?: string;
  body: string;
}
export const toastRequested = createAction<ToastRequest>('ui/toastRequested');

/** The member left the finished signup for the members area (docs/product.md §2 step 7). */
export const signupClosed = createAction('signup/closed');

/** A remote's call answered 403: the shell asks for the user again, which clears it if the session ended (docs/product.md §8). */
export const userRefetchRequested = createAction('session/userRefetchRequested');
/** The likes poll counted the member's unseen received likes (the app badge adds them, docs/product.md §9). */
export const newLikesCounted = createAction<number>('likes/newLikesCounted');
/** A remote found that the page's subject does not exist (a deleted member): the shell shows its 404 page. */
export const pageNotFound = createAction<{ pathname: string }>('page/notFound');
/** The chat watcher counted the member's unread messages over all chats (the chats link and the app badge show them). */
export const unreadMessagesCounted = createAction<number>('chat/unreadMessagesCounted');
/** The member's credit balance changed (a send, a purchase): the user object follows without a user call. */
export const creditsChanged = createAction<number>('chat/creditsChanged');
/** Someone liked the member (a live event): the likes reload at once rather than at the next poll. */
export const likeReceived = createAction('likes/likeReceived');

export type LegalModalPage = 'terms' | 'privacy';
/**
 * A remote asks for the terms or the privacy statement over the current page (docs/product.md §2 terms-modal,
 * privacy-modal). The shell frames it and fills it with mfe-account's legal page, so the modal says exactly what the
 * page says.
 */
export const legalModalRequested = createAction<LegalModalPage>('ui/legalModalRequested');

/**
 * The state a server render ended with (docs/architecture.md, "First paint"), dispatched by the shell before it
 * hydrates: RTK Query takes the answers the server's render showed into its cache, so the first render in the browser
 * shows the same and asks for nothing again.
 */
export const serverStateLoaded = createAction<Record<string, unknown>>('app/serverStateLoaded');
