import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageStorage } from '../media/storage';

export interface Portrait {
  /** File name without extension: `<base>.jpg` and `<base>-thumb.jpg`. */
  base: string;
  svg: string;
}

const FULL_JPEG = { quality: 80, mozjpeg: true };
const THUMB_JPEG = { quality: 78, mozjpeg: true };
const THUMB_SIZE = 240;

const filesOf = (portrait: Portrait) => [`${portrait.base}.jpg`, `${portrait.base}-thumb.jpg`];

/**
 * Named after everything the files depend on: the SVGs themselves (so a new DiceBear version or casting that draws
 * differently gets a folder of its own), the encoder settings and libvips, which rasterises the SVG.
 */
function cacheFolder(portraits: Portrait[]): string {
  const hash = createHash('sha256').update(
    JSON.stringify({ vips: sharp.versions.vips, FULL_JPEG, THUMB_JPEG, THUMB_SIZE }),
  );
  for (const portrait of portraits) hash.update(portrait.base).update(portrait.svg);
  return path.join(tmpdir(), `demo-portraits-${hash.digest('hex').slice(0, 16)}`);
}

async function render(portraits: Portrait[], folder: string): Promise<void> {
  await Promise.all(
    portraits.map(async (portrait) => {
      const image = sharp(Buffer.from(portrait.svg));
      const [full, thumb] = filesOf(portrait) as [string, string];
      await image.clone().jpeg(FULL_JPEG).toFile(path.join(folder, full));
      await image.clone().resize(THUMB_SIZE, THUMB_SIZE).jpeg(THUMB_JPEG).toFile(path.join(folder, thumb));
    }),
  );
}

/** The rendered files, made once per machine and set of portraits: rendering costs seconds, every test seeds. */
async function renderedFolder(portraits: Portrait[]): Promise<string> {
  const cached = cacheFolder(portraits);
  if (existsSync(cached)) return cached;
  const partial = await mkdtemp(`${cached}.partial-`);
  await render(portraits, partial);
  // Renamed whole: another jest worker finds the folder complete or not at all. If one got there first, its stays.
  await rename(partial, cached).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    await rm(partial, { recursive: true, force: true });
  });
  return cached;
}

async function copyInto(
  source: string,
  portraits: Portrait[],
  storage: ImageStorage,
  keyPrefix: string,
): Promise<void> {
  await Promise.all(
    portraits
      .flatMap(filesOf)
      .map(async (name) => storage.put(`${keyPrefix}${name}`, await readFile(path.join(source, name)), 'image/jpeg')),
  );
}

/**
 * Stores each portrait as a JPEG and a 240 px thumbnail under `keyPrefix`, from the temp folder's copy when there is
 * one.
 */
export async function writePortraits(portraits: Portrait[], storage: ImageStorage, keyPrefix: string): Promise<void> {
  try {
    await copyInto(await renderedFolder(portraits), portraits, storage, keyPrefix);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // A temp-folder clean-up took files out of the copy: make it again.
    await rm(cacheFolder(portraits), { recursive: true, force: true });
    await copyInto(await renderedFolder(portraits), portraits, storage, keyPrefix);
  }
}
