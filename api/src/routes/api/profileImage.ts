import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_TOO_LARGE, profileImageEndpoint, TOO_MANY_PARTS } from 'shared-contracts/api';
import { deleteProfileImageEndpoint, updateProfileImagesEndpoint } from 'shared-contracts/api/account';
import { MAX_UPLOAD_BYTES, storeProfileImage } from '../../media/profileImages';
import { HttpError, invalidFields, notLoggedIn } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { isStorageOutage, orStorageOutage, storageUnavailable } from '../support/storageOutage';
import { route } from '../route';

const photoTooLarge = () => new HttpError(413, PHOTO_TOO_LARGE, 'The photo is larger than 10 MB');
const tooManyParts = () => new HttpError(400, TOO_MANY_PARTS, 'Send one photo and at most 5 form fields');

/** The one file of a multipart body; a malformed body is the client's error (4xx), never a 500. */
async function readSinglePhoto(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw new HttpError(400, 'no_file', 'No photo in the request');
    const upload = await file.toBuffer();
    if (file.file.truncated) throw photoTooLarge();
    return upload;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Only an oversized file is "too large"; too many fields or files is a different mistake with its own message.
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw photoTooLarge();
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_FILES_LIMIT':
        throw tooManyParts();
      default:
        throw new HttpError(400, 'bad_multipart', `The multipart body could not be read: ${(error as Error).message}`);
    }
  }
}

const noSuchPhoto = () => new HttpError(404, 'no_photo', 'No such photo among your photos');
const notPublic = () =>
  new HttpError(409, 'photo_not_public', 'Only a photo others may see can be the main one; this one is not (yet)');

/**
 * /api/profileimage.php (docs/product.md §2 step 2 and My profile, §7): POST adds one photo (multipart), pending
 * until scored and, where the site says so, reviewed (docs/operators.md "Photo review"); DELETE
 * {image} deletes one, PUT {main} or {order} changes which is main or their order. A photo id that is not the
 * member's own is a 404 and changes nothing.
 */
export async function profileImageRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  route(
    app,
    profileImageEndpoint,
    {
      tags: ['profile'],
      summary: 'Upload a profile photo (PNG or JPEG, at most 10 MB), stored re-encoded without metadata',
      consumes: ['multipart/form-data'],
      errors: [400, 403, 413, 415, 503],
      config: perAddress(app, 30, '1 hour'),
    },
    async (request, reply) => {
      const memberId = request.memberId();
      if (!request.isMultipart())
        throw new HttpError(415, 'unsupported_media_type', 'Send the photo as multipart/form-data');
      const upload = await readSinglePhoto(request);
      const stored = await orStorageOutage(storeProfileImage(ctx.storage, upload));
      if (isStorageOutage(stored)) return storageUnavailable(request, reply, stored);
      // Pending, with its scoring job: the classifier scores it in the background (never in this request).
      const added = await ctx.photos.add(memberId, stored);
      if (!added) throw notLoggedIn();
      ctx.photoScoring.wake();
      const image = added.photos.images.find((photo) => photo.id === added.photoId);
      if (!image) throw notLoggedIn();
      return { image, ...added.photos };
    },
  );

  route(
    app,
    deleteProfileImageEndpoint,
    { tags: ['profile'], summary: 'Delete one of your photos and its files', errors: [400, 403, 404] },
    async (request) => {
      const result = await ctx.photos.remove(request.memberId(), request.body.image);
      if (result === 'not_found') throw noSuchPhoto();
      // Only after the commit: a rolled-back delete must still find its files. A file that cannot be removed now
      // is logged, not answered as an error: the photo is gone from the profile either way.
      for (const key of result.files) {
        await ctx.storage
          .remove(key)
          .catch((error: unknown) => request.log.warn({ err: error, key }, 'photo file not removed'));
      }
      return result.photos;
    },
  );

  route(
    app,
    updateProfileImagesEndpoint,
    {
      tags: ['profile'],
      summary: '{main}: make one of your public photos the main one; {order}: all your photo ids in the new order',
      errors: [400, 403, 404, 409],
    },
    async (request) => {
      const memberId = request.memberId();
      const body = request.body;
      const result =
        'main' in body ? await ctx.photos.setMain(memberId, body.main) : await ctx.photos.reorder(memberId, body.order);
      if (result === 'not_found') throw noSuchPhoto();
      if (result === 'not_public') throw notPublic();
      if (result === 'bad_order') throw invalidFields({ order: 'photo_order_mismatch' });
      return result;
    },
  );
}
