import type { Readable } from 'node:stream';
import { mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
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

/**
 * The store itself failed (unreachable, refusing us, out of space, its folder gone) where a key naming no file would
 * have been an answer: not the request's fault, and over only when the store is back. Callers answer 503.
 */
export class StorageUnavailableError extends Error {
  constructor(
    /** The store as the logs name it: `S3 bucket uploads at https://…`, `folder /srv/data/uploads`. */
    readonly storage: string,
    /** What the store (or the way to it) answered: an error code and its message, no stack. */
    readonly reason: string,
    /** The failures of this outage so far, this one included: 1 is the first since the store last worked. */
    readonly failures: number,
  ) {
    super(`The image storage (${storage}) is unavailable: ${reason}`);
    this.name = 'StorageUnavailableError';
  }
}

const reasonOf = (error: unknown): string => {
  const { code, name, message } = error as { code?: string; name?: string; message?: string };
  return [code ?? name, message].filter(Boolean).join(': ') || String(error);
};

/**
 * One store's outages: every operation runs through `run`, which turns the store's own failures into
 * StorageUnavailableError and counts them until an operation works again. The count lets the logs say so once per
 * outage rather than once per request.
 */
export class StorageOutages {
  private failures = 0;

  constructor(readonly storage: string) {}

  /**
   * Runs one operation of the store. `answered` claims the errors that are the store's answer about a key (no such
   * file): they are thrown on as they are, and count as the store working.
   */
  async run<T>(operation: () => Promise<T>, answered: (error: unknown) => boolean = () => false): Promise<T> {
    try {
      const result = await operation();
      this.failures = 0;
      return result;
    } catch (error) {
      if (answered(error)) {
        this.failures = 0;
        throw error;
      }
      this.failures += 1;
      throw new StorageUnavailableError(this.storage, reasonOf(error), this.failures);
    }
  }
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

const isNoFile = (error: unknown) => NO_FILE.has((error as NodeJS.ErrnoException).code ?? '');

export class LocalDiskStorage implements ImageStorage {
  private readonly outages: StorageOutages;

  constructor(private readonly root: string) {
    this.outages = new StorageOutages(`folder ${root}`);
  }

  private file(key: string): string {
    const file = path.resolve(this.root, checkedKey(key));
    if (!file.startsWith(`${path.resolve(this.root)}${path.sep}`)) throw new Error(`Key outside the storage: ${key}`);
    return file;
  }

  async put(key: string, content: Buffer): Promise<void> {
    const file = this.file(key);
    await this.outages.run(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
    });
  }

  async read(key: string): Promise<Buffer> {
    const file = this.file(key);
    return this.outages.run(
      () =>
        readFile(file).catch(async (error: unknown) => {
          if (isNoFile(error)) await this.rootIsThere();
          throw error;
        }),
      isNoFile,
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    const file = this.file(key);
    return this.outages.run(async () => {
      const handle = await open(file, 'r').catch((error: unknown) => {
        if (isNoFile(error)) return null;
        throw error;
      });
      if (!handle) {
        await this.rootIsThere();
        return null;
      }
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
    });
  }

  async remove(key: string): Promise<void> {
    const file = this.file(key);
    await this.outages.run(() => rm(file, { force: true }));
  }

  /**
   * A file missing because its folder is gone (a volume not mounted, the folder moved away) is the store's fault, not
   * the key's: every photo would be a 404, and caches would keep that.
   */
  private async rootIsThere(): Promise<void> {
    const folder = await stat(this.root).catch(() => null);
    if (!folder?.isDirectory()) throw new Error(`${this.root} is missing or not a folder`);
  }
}
