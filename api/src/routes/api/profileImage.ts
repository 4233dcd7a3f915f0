import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profileImageEndpoint } from 'shared-contracts/api';
import { MAX_UPLOAD_BYTES, storeProfileImage } from '../../media/profileImages';
import { HttpError } from '../../plugins/errors';
import { notLoggedIn } from '../../plugins/requestHelpers';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';

const PHOTO_TOO_LARGE = () => new HttpError(413, 'payload_too_large', 'The photo is larger than 10 MB');
const TOO_MANY_PARTS = () => new HttpError(400, 'too_many_parts', 'Send one photo and at most 5 form fields');

/** The one file of a multipart body; a malformed body is the client's error (4xx), never a 500. */
async function readSinglePhoto(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw new HttpError(400, 'no_file', 'No photo in the request');
    const upload = await file.toBuffer();
    if (file.file.truncated) throw PHOTO_TOO_LARGE();
    return upload;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Only an oversized file is "too large"; too many fields or files is a different mistake with its own message.
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw PHOTO_TOO_LARGE();
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_FILES_LIMIT':
        throw TOO_MANY_PARTS();
      default:
        throw new HttpError(400, 'bad_multipart', `The multipart body could not be read: ${(error as Error).message}`);
    }
  }
}

/** POST /api/profileimage.php: one photo per request, multipart (docs/product.md §2 step 2, §7). */
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
      errors: [400, 403, 413, 415],
      config: perAddress(app, 30, '1 hour'),
    },
    async (request) => {
      const memberId = request.memberId();
      if (!request.isMultipart())
        throw new HttpError(415, 'unsupported_media_type', 'Send the photo as multipart/form-data');
      const upload = await readSinglePhoto(request);
      const stored = await storeProfileImage(ctx.storage, upload);
      const images = await ctx.photos.add(memberId, stored);
      const image = images.at(-1);
      if (!image) throw notLoggedIn();
      return { image, images };
    },
  );
}
