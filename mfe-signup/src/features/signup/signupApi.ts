import { apiFetch, ApiRequestError, callEndpoint, endpointPath } from 'shared-contracts';
import { profileImageEndpoint } from 'shared-contracts/api';
import {
  activationStatusEndpoint,
  geocodeEndpoint,
  pushSubscribeEndpoint,
  resendActivationEndpoint,
  signupEndpoint,
  updateUserEndpoint,
  validateEmailEndpoint,
  type ActivationResend,
  type SignupRequest,
  type UserUpdate,
} from 'shared-contracts/api/signup';

/**
 * The signup slice's calls (docs/product.md §7), each validated with its schema from shared-contracts. Its reads stay
 * plain calls, not RTK Query: the e-mail check and the geocoding run once per blur or step inside a handler, and
 * `/signup` is a first-paint page that RTK Query (`shared-contracts/api-client`) is kept out of, as for /login.
 */
export const signupApi = {
  validateEmail: (email: string, signal?: AbortSignal) =>
    callEndpoint(validateEmailEndpoint, { query: { email }, ...(signal ? { signal } : {}) }),
  signUp: (payload: SignupRequest) => callEndpoint(signupEndpoint, { body: payload }),
  // The browser's own JSON of a subscription; the schema checks its endpoint and keys and drops what else it carries.
  addPushSubscription: (subscription: PushSubscriptionJSON) =>
    callEndpoint(pushSubscribeEndpoint, {
      body: {
        subscription: subscription as PushSubscriptionJSON & {
          endpoint: string;
          keys: { p256dh: string; auth: string };
        },
      },
    }),
  updateUser: (update: UserUpdate) => callEndpoint(updateUserEndpoint, { body: update }),
  uploadPhoto: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    // Multipart: the browser writes the body and its boundary, so this call does not go through callEndpoint's JSON.
    const response = await apiFetch(endpointPath(profileImageEndpoint), {
      method: profileImageEndpoint.method,
      body: form,
    });
    if (!response.ok)
      throw new ApiRequestError(response.status, 'upload_failed', `Photo upload answered ${response.status}`);
    return profileImageEndpoint.response.parse(await response.json());
  },
  geocode: (lat: number, lon: number) =>
    callEndpoint(geocodeEndpoint, { query: { lat: lat.toFixed(5), lon: lon.toFixed(5) } }),
  activationStatus: () => callEndpoint(activationStatusEndpoint),
  resendActivation: (body: ActivationResend) => callEndpoint(resendActivationEndpoint, { body }),
};
