import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { callEndpoint } from 'shared-contracts';
import { readTracking } from 'shared-contracts/api';
import { searchEndpoint, type FilterOptions, type SearchResponse } from 'shared-contracts/api/search';
import {
  announceStoreModule,
  rootReducer,
  serverStateLoaded,
  userCleared,
  userLoaded,
  type RootState,
} from 'shared-contracts/store';
import { memberBlocked } from '../memberBlocked';
import { emptyResultList, nextPage, nextRequest, type ResultList, type SearchContext } from './searchQuery';

/** docs/product.md §3 Search filter state: the filters, results by page with their count, similar results with theirs. */
export interface SearchState {
  initialised: boolean;
  filters: FilterOptions | null;
  results: ResultList;
  similar: ResultList;
  loading: boolean;
  /** The last call failed; more loads wait for the member to ask again. */
  failed: boolean;
  /** Bumped on each filter change, so an answer to an older search is dropped. */
  generation: number;
  /** The member these results were searched for: another login starts afresh. */
  memberId: number | null;
  /** Members blocked since these pages loaded; hidden without disturbing the paging. */
  removed: number[];
}

const initialState: SearchState = {
  initialised: false,
  filters: null,
  results: emptyResultList(),
  similar: emptyResultList(),
  loading: false,
  failed: false,
  generation: 0,
  memberId: null,
  removed: [],
};

declare module 'shared-contracts/store' {
  interface LazyLoadedSlices {
    search: SearchState;
  }
}

/** docs/product.md §9: 18 unless the site sets its own minimum age. */
const minimumAgeOf = (state: RootState) => state.settings.settings?.minimum_age ?? 18;

export function searchContextOf(state: RootState): SearchContext {
  const settings = state.settings.settings;
  return {
    searchAllCountries: settings?.profileSearch.searchAllCountries ?? false,
    trafficSource: state.session.user ? undefined : readTracking().network,
    minimumAge: minimumAgeOf(state),
  };
}

interface Loaded {
  list: 'results' | 'similar';
  page: number;
  response: SearchResponse;
}

/**
 * Loads whatever comes next: the first load, the next page, or the next page of similar results. The argument is
 * the search generation it loads for; an answer for an older one is dropped.
 * A thunk, not RTK Query: one list of pages runs on into similar results whose query depends on the pages loaded, and
 * the first answer sets the filters the later pages ask with; RTK Query caches one answer per query instead.
 */
export const loadMoreResults = createAsyncThunk<Loaded | null, number, { state: RootState }>(
  'search/loadMore',
  async (_generation, { getState, signal }) => {
    const state = getState();
    const request = nextRequest(state.search ?? initialState, searchContextOf(state));
    if (!request) return null;
    const response = await callEndpoint(searchEndpoint, { query: request.params, signal });
    return { list: request.list, page: request.page, response };
  },
  {
    condition: (generation, { getState }) =>
      !(getState().search?.loading ?? false) && generation === (getState().search?.generation ?? 0),
  },
);

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** Any change of gender, age, country or region clears the results and the similar results (docs/product.md §4). */
    filtersChanged(state, action: PayloadAction<Partial<FilterOptions>>) {
      if (!state.filters) return;
      const next = { ...state.filters, ...action.payload };
      if (
        action.payload.country !== undefined &&
        action.payload.country !== state.filters.country &&
        action.payload.countryregion === undefined
      )
        next.countryregion = 0;
      state.filters = next;
      state.results = emptyResultList();
      state.similar = emptyResultList();
      state.removed = [];
      state.failed = false;
      state.loading = false;
      state.generation += 1;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadMoreResults.pending, (state) => {
        state.loading = true;
        state.failed = false;
      })
      .addCase(loadMoreResults.fulfilled, (state, { payload, meta }) => {
        if (meta.arg !== state.generation) return;
        state.loading = false;
        if (!payload) return;
        const { list, page, response } = payload;
        if (list === 'results' && !state.initialised) {
          state.initialised = true;
          state.filters = response.filter_options;
        }
        state[list].pages[page] = response.profiles;
        state[list].total = response.paging.num_results;
      })
      .addCase(loadMoreResults.rejected, (state, action) => {
        if (action.meta.arg !== state.generation) return;
        state.loading = false;
        if (action.meta.aborted) return;
        state.failed = true;
        // docs/product.md §8: search failures go to the console only.
        console.error('The search failed', action.error);
      })
      .addCase(userLoaded, (state, action) =>
        state.memberId === action.payload.id ? state : { ...initialState, memberId: action.payload.id },
      )
      .addCase(userCleared, () => initialState)
      // The first page the server's render showed (docs/architecture.md, "First paint").
      .addCase(serverStateLoaded, (state, action) => (action.payload.search as SearchState | undefined) ?? state)
      // A member the searcher blocked leaves the results on screen at once.
      .addCase(memberBlocked, (state, action) => {
        state.removed.push(action.payload);
      });
  },
  selectors: {
    selectSearch: (state) => state,
  },
});

export const { filtersChanged } = searchSlice.actions;

export const injectedSearchSlice = searchSlice.injectInto(rootReducer);
announceStoreModule(searchSlice.name);
export const { selectSearch } = injectedSearchSlice.selectors;

/** Everything is on screen: the results and the similar results have run out. */
export function selectAllShown(state: RootState): boolean {
  const search = state.search;
  return search !== undefined && search.initialised && nextPage(search, minimumAgeOf(state)) === null;
}
