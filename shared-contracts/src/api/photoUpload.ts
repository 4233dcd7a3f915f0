import { ApiRequestError, apiJson, endpointPath } from '../http';
import { profileImageEndpoint } from './profile';

/*
 * Why POST /api/profileimage.php refused a photo, by the `error` code it answers (docs/product.md §2 step 2 and My
 * profile), and what the pages tell the member about it: signup's photo step and /profile say the server's reason in
 * the member's language, not "that did not work".
 */

/** 415: the content is not a PNG or JPEG the server can read, whatever the file's name and type say. */
export const UNSUPPORTED_IMAGE = 'unsupported_image';
/** 413: the file is larger than 10 MB. */
export const PHOTO_TOO_LARGE = 'payload_too_large';
/** 413: the image has more than 40 megapixels. */
export const IMAGE_TOO_LARGE = 'image_too_large';
/** 400: more than one file (or too many form fields) in one upload. */
export const TOO_MANY_PARTS = 'too_many_parts';
/** 429: the per-address limit on uploads (docs/product.md, rate limits), as the API answers every limit. */
export const RATE_LIMITED = 'rate_limited';
/** 503: the image storage is down for a while, whatever the photo. */
export const STORAGE_UNAVAILABLE = 'storage_unavailable';

/** A key of the photo messages in the signup and account catalogs. */
export type PhotoUploadProblem =
  'unreadable' | 'tooLarge' | 'tooManyPixels' | 'tooMany' | 'rateLimited' | 'unavailable' | 'failed';

const problemOfCode: Readonly<Record<string, PhotoUploadProblem>> = {
  [UNSUPPORTED_IMAGE]: 'unreadable',
  [PHOTO_TOO_LARGE]: 'tooLarge',
  [IMAGE_TOO_LARGE]: 'tooManyPixels',
  [TOO_MANY_PARTS]: 'tooMany',
  [RATE_LIMITED]: 'rateLimited',
  [STORAGE_UNAVAILABLE]: 'unavailable',
};

/** An answer without a code of ours (a proxy's 413 or 503 page) still says what its status means. */
const problemOfStatus: Readonly<Record<number, PhotoUploadProblem>> = {
  413: 'tooLarge',
  415: 'unreadable',
  429: 'rateLimited',
  503: 'unavailable',
};

/** What to tell the member about a failed upload; `failed` (try again) for anything the server did not explain. */
export function photoUploadProblem(error: unknown): PhotoUploadProblem {
  if (!(error instanceof ApiRequestError)) return 'failed';
  return problemOfCode[error.code] ?? problemOfStatus[error.status] ?? 'failed';
}

/**
 * POST /api/profileimage.php with one photo, for signup's photo step and /profile alike; a refusal rejects with the
 * server's code, which photoUploadProblem turns into words.
 */
export function uploadProfilePhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiJson(endpointPath(profileImageEndpoint), profileImageEndpoint.response, {
    method: profileImageEndpoint.method,
    body: form,
  });
}
