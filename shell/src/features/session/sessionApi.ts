import { baseApi, userCleared, userLoaded, type RootState } from 'shared-contracts/store';
import { userResponseSchema, type UserResponse } from 'shared-contracts/api';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user.php: {user}, or 403 when nobody is logged in; a 403 clears the user (SPEC §7, §8). */
    getUser: build.query<UserResponse, undefined>({
      query: () => '/api/user.php',
      responseSchema: userResponseSchema,
      providesTags: ['User'],
      async onQueryStarted(_argument, { dispatch, getState, queryFulfilled }) {
        const wasLoggedIn = (getState() as RootState).session.user !== null;
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data.user));
        } catch (failure) {
          const status = (failure as { error?: { status?: unknown } }).error?.status;
          if (status === 403) dispatch(userCleared({ forced: wasLoggedIn }));
        }
      },
    }),
    /** GET /api/logout.php answers the word `done`. */
    logout: build.mutation<string, undefined>({
      query: () => ({ url: '/api/logout.php', method: 'GET' }),
    }),
  }),
});
