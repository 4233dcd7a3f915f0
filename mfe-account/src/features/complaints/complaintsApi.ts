import { complaintEndpoint, type ComplaintRequest } from 'shared-contracts/api/account';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';

/** POST /api/complaints.php: files a complaint; answers its reference. */
export const complaintsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fileComplaint: build.mutation<string, ComplaintRequest>({
      query: (body) => endpointArgs(complaintEndpoint, { body }),
      transformResponse: (raw) => endpointResponse(complaintEndpoint)(raw).reference,
    }),
  }),
});

export const { useFileComplaintMutation } = complaintsApi;
