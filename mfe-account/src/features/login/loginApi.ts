import { baseApi } from 'shared-contracts/store';
import { loginResponseSchema, type LoginRequest } from 'shared-contracts/api';
import type { UserResponse } from 'shared-contracts/api';

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/login.php {email, password} → {user} */
    login: build.mutation<UserResponse, LoginRequest>({
      query: (body) => ({ url: '/api/login.php', method: 'POST', body }),
      responseSchema: loginResponseSchema,
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useLoginMutation } = loginApi;
