import { createAction } from '@reduxjs/toolkit';

/**
 * The searcher blocked a member (the payload is the profile id) from their profile page; the search results already
 * on screen drop that member at once. Defined here, not in the search slice, so the profile page need not import
 * the search feature.
 */
export const memberBlocked = createAction<number>('search/memberRemoved');
