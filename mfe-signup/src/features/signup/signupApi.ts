import { apiFetch, apiJson } from 'shared-contracts';
import { profileImageUploadResponseSchema, userResponseSchema } from 'shared-contracts/api';
import { activationStatusSchema, geocodeResponseSchema, validateEmailResponseSchema, type ActivationResend, type SignupRequest, type UserUpdate } from 'shared-contracts/api/signup';

/** The signup slice's calls (docs/product.md §7), each validated with its schema from shared-contracts. */
export const signupApi = {
  validateEmail: (email: string, signal?: AbortSignal) =>
    apiJson(`/api/validate_email.php?email=${encodeURIComponent(email)}`, validateEmailResponseSchema, { signal }),
  signUp: (payload: SignupRequest) => apiJson('/api/user.php?new=1', userResponseSchema, { method: 'POST', body: payload }),
  addPushSubscription: (subscription: PushSubscriptionJSON) =>
    apiJson('/api/user.php?push=1', userResponseSchema, { method: 'POST', body: { subscription } }),
  updateUser: (update: UserUpdate) => apiJson('/api/user.php', userResponseSchema, { method: 'PUT', body: update }),
  uploadPhoto: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    const response = await apiFetch('/api/profileimage.php', { method: 'POST', body: form });
    if (!response.ok) throw new Error(`Photo upload answered ${response.status}`);
    return profileImageUploadResponseSchema.parse(await response.json());
  },
  geocode: (lat: number, lon: number) => apiJson(`/api/geocode.php?lat=${lat.toFixed(5)}&lon=${lon.toFixed(5)}`, geocodeResponseSchema),
  activationStatus: () => apiJson('/api/activate.php', activationStatusSchema),
  resendActivation: (body: ActivationResend) => apiJson('/api/activate.php', userResponseSchema, { method: 'POST', body }),
};
