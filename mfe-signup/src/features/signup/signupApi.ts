import { callEndpoint } from 'shared-contracts';
import { uploadProfilePhoto } from 'shared-contracts/api';
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
  uploadPhoto: uploadProfilePhoto,
  geocode: (lat: number, lon: number) =>
    callEndpoint(geocodeEndpoint, { query: { lat: lat.toFixed(5), lon: lon.toFixed(5) } }),
  activationStatus: () => callEndpoint(activationStatusEndpoint),
  resendActivation: (body: ActivationResend) => callEndpoint(resendActivationEndpoint, { body }),
};
