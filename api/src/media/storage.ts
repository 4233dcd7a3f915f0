import type { Readable } from 'node:stream';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A stored file as /cdn/ serves it. */
export interface StoredFile {
  /** The content, to be read to the end or destroyed. */
  body: Readable;
  contentType: string;
  contentLength: number;
  lastModified: Date;
  etag: string;
}

/**
 * Where uploaded images live: DATA_DIR/uploads, or an S3-compatible bucket (media/imageStorage.ts picks). Files are
 * served under the CDN prefix (`/cdn/<key>`) from here, a photo that is not public only to its owner
 * (routes/web/cdn.ts); a bucket must therefore be private, or it would hand out non-public photos itself.
 */
export interface ImageStorage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The file's content (the classifier reads the photo it scores; the console shows photos under review). */
  read(key: string): Promise<Buffer>;
  /** The file to serve, or null when there is none (or the key is not one a file could have). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; one that is not there is fine. */
  remove(key: string): Promise<void>;
}

/** S3's own limit, in UTF-8 bytes. */
const MAX_KEY_BYTES = 1024;
/**
 * Keys are file paths too (DATA_DIR/uploads, `aws s3 sync` either way), and a file name has at most 255 bytes; stores
 * that keep objects as files add to the name (s3rver answers a 500 from 241 bytes on).
 */
const MAX_SEGMENT_BYTES = 200;

/**
 * Whether `key` is a path of plain segments (`photos/ab/ab….jpg`): no leading or doubled slash, no `.` or `..`, no
 * backslash or control character, no overlong name. Anything a URL under /cdn/ carries is checked with it before it
 * reaches a store, so a key means the same file on disk as in a bucket and never leaves the uploads folder.
 */
export function isStorageKey(key: string): boolean {
  if (key === '' || Buffer.byteLength(key) > MAX_KEY_BYTES || /[\\\p{Cc}]/u.test(key)) return false;
  return key
    .split('/')
    .every(
      (segment) =>
        segment !== '' && segment !== '.' && segment !== '..' && Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES,
    );
}

export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 200))}`);
  return key;
}

/** On disk the type is not stored with the file: it follows from the name, as storeProfileImage and the seed name them. */
const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

/** What opening a key that names no file fails with (`demo/male-1.jpg/x`: ENOTDIR). */
const NO_FILE = new Set(['ENOENT', 'ENOTDIR']);

export class LocalDiskStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    const file = path.resolve(this.root, checkedKey(key));
    if (!file.startsWith(`${path.resolve(this.root)}${path.sep}`)) throw new Error(`Key outside the storage: ${key}`);
    return file;
  }

  async put(key: string, content: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.file(key));
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    const handle = await open(this.file(key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (NO_FILE.has(error.code ?? '')) return null;
      throw error;
    });
    if (!handle) return null;
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    return {
      body: handle.createReadStream(),
      contentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
      contentLength: stats.size,
      lastModified: stats.mtime,
      // Weak, from size and time as static file servers make it: reading the file to hash it would cost every request.
      etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    };
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
