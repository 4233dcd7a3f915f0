import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images live. Files are served under the CDN prefix (`/cdn/<key>`), a photo that is not public only
 * to its owner (routes/web/cdn.ts). Local disk by default; an S3-compatible store implements the same calls (and
 * must then keep non-public photos from being served to others itself, e.g. in a private bucket).
 */
export interface ImageStorage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The file's content (the classifier reads the photo it scores; the console shows photos under review). */
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export class LocalDiskStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    const file = path.resolve(this.root, key);
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

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
