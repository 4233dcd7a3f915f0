import { skipToken } from '@reduxjs/toolkit/query/react';
import type { LoadFirstView } from 'shared-contracts';
import { selectSettings, selectUser } from 'shared-contracts/store';
import { loadLikes } from '../likesApi';
import { camsApi, camsAsked } from '../resell/camsApi';
import { showsResellCards } from '../resell/resellSlots';
import { loadMoreResults, selectSearch } from './searchSlice';

/**
 * What the server loads before it renders the results (docs/architecture.md, "First paint"): the first page of
 * results and the member's likes, which the cards' toggles show, side by side. Started here rather than by the
 * components in the render, the render has every answer in its first pass and needs no second.
 */
export const loadResultsAndLikes: LoadFirstView = async (store, page) => {
  await Promise.all([loadLikes(store, page), store.dispatch(loadMoreResults(0))]);
};

/** /members: the results and likes, and the live cams the grid's cam cards show for the filters the results came with. */
export const loadSearchFirstView: LoadFirstView = async (store, page) => {
  await loadResultsAndLikes(store, page);
  const state = store.getState();
  const settings = selectSettings(state);
  const cams = camsAsked(selectSearch(state).filters, !!settings && showsResellCards(selectUser(state), settings));
  if (cams !== skipToken) await store.dispatch(camsApi.endpoints.getCams.initiate(cams));
};
