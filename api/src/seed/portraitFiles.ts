import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageStorage } from '../media/storage';

export interface Portrait {
  /** The full-size file's key; the thumbnail's is the same with `-thumb` before `.jpg`. */
  filename: string;
  svg: string;
}

const FULL_JPEG = { quality: 80, mozjpeg: true };
const THUMB_JPEG = { quality: 78, mozjpeg: true };
const THUMB_SIZE = 240;

export const thumbnailOf = (filename: string) => filename.replace(/\.jpg$/, '-thumb.jpg');

/**
 * Rendered files are kept in the temp folder, one pair per portrait, named after everything they depend on: the SVG
 * itself (a new DiceBear version or casting that draws differently gets files of its own), the encoder settings and
 * libvips, which rasterises it. Rendering costs tens of milliseconds a face; every test database shows some.
 */
const cacheFolder = path.join(
  tmpdir(),
  `demo-portraits-${createHash('sha256')
    .update(JSON.stringify({ vips: sharp.versions.vips, FULL_JPEG, THUMB_JPEG, THUMB_SIZE }))
    .digest('hex')
    .slice(0, 12)}`,
);

async function render(svg: string): Promise<[Buffer, Buffer]> {
  // Rasterised once; the thumbnail is scaled from the pixels, not drawn again.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all([
    sharp(data, raw).jpeg(FULL_JPEG).toBuffer(),
    sharp(data, raw).resize(THUMB_SIZE, THUMB_SIZE).jpeg(THUMB_JPEG).toBuffer(),
  ]);
}

/** The portrait's full-size JPEG and 240 px thumbnail, from the temp folder's copy when there is one. */
async function renderedFiles(svg: string): Promise<[Buffer, Buffer]> {
  const base = path.join(cacheFolder, createHash('sha256').update(svg).digest('hex').slice(0, 32));
  const cached = await Promise.all([readFile(`${base}.jpg`), readFile(`${base}-thumb.jpg`)]).catch(() => null);
  if (cached) return cached;
  const files = await render(svg);
  try {
    await mkdir(cacheFolder, { recursive: true });
    // Written under a name of their own and renamed whole: another process finds a file complete or not at all.
    const partial = `${base}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(`${partial}-thumb`, files[1]);
    await rename(`${partial}-thumb`, `${base}-thumb.jpg`);
    await writeFile(partial, files[0]);
    await rename(partial, `${base}.jpg`);
  } catch {
    // The copy only saves time: a temp folder that will not take it costs a render next time.
  }
  return files;
}

/** Stores each portrait as a JPEG and a 240 px thumbnail under its filename. */
export async function writePortraits(portraits: Portrait[], storage: ImageStorage): Promise<void> {
  await Promise.all(
    portraits.map(async ({ filename, svg }) => {
      const [full, thumb] = await renderedFiles(svg);
      await Promise.all([
        storage.put(filename, full, 'image/jpeg'),
        storage.put(thumbnailOf(filename), thumb, 'image/jpeg'),
      ]);
    }),
  );
}
