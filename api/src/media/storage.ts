import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images live. Files are served under the CDN prefix (`/cdn/<key>`). Local disk by default; an
 * S3-compatible store implements the same two calls (and serves the prefix itself).
 */
export interface ImageStorage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
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

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
