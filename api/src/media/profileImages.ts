import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_TOO_LARGE, UNSUPPORTED_IMAGE } from 'shared-contracts/api';
import { HttpError } from '../lib/httpErrors';
import type { ImageStorage } from './storage';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** 40 megapixels: more than any phone camera, far less than a decompression bomb. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png']);

function unreadable(error: unknown): HttpError {
  if (String(error).includes('pixel limit'))
    return new HttpError(413, IMAGE_TOO_LARGE, 'The image has more than 40 megapixels');
  return new HttpError(415, UNSUPPORTED_IMAGE, 'The file is not a readable PNG or JPEG image');
}

const PHOTO_KEY = /^photos\/[\w-]{2}\/([\w-]{22})(-thumb)?\.jpg$/;

/**
 * The full-size file's key of an uploaded photo's file key (the photo or its thumbnail), as storeProfileImage names
 * them; null for any other key (the demo's generated images).
 */
export function photoFileOf(key: string): string | null {
  const match = key.match(PHOTO_KEY);
  return match ? `photos/${key.slice(7, 9)}/${match[1]}.jpg` : null;
}

export interface StoredImage {
  filename: string;
  thumbFilename: string;
}

/**
 * Takes an uploaded photo only if its content is a PNG or JPEG (whatever its name says), re-encodes it upright as a
 * JPEG — which drops every bit of metadata, EXIF and GPS included — and stores it with a square thumbnail.
 */
export async function storeProfileImage(storage: ImageStorage, upload: Buffer): Promise<StoredImage> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch (error) {
    throw unreadable(error);
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new HttpError(415, UNSUPPORTED_IMAGE, 'The file is not a PNG or JPEG image');

  let full: Buffer;
  let thumb: Buffer;
  try {
    const upright = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    [full, thumb] = await Promise.all([
      upright
        .clone()
        .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
      upright
        .clone()
        .resize(240, 240, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer(),
    ]);
  } catch (error) {
    throw unreadable(error);
  }
  // A random name only: a member id in the path would tie public photo URLs to internal ids. The first two
  // characters spread the files over folders.
  const name = randomBytes(16).toString('base64url');
  const base = `photos/${name.slice(0, 2)}/${name}`;
  const stored = { filename: `${base}.jpg`, thumbFilename: `${base}-thumb.jpg` };
  await storage.put(stored.filename, full, 'image/jpeg');
  await storage.put(stored.thumbFilename, thumb, 'image/jpeg');
  return stored;
}
