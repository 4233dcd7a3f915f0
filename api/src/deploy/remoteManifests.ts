import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** The parts of a remote's mf-manifest.json the server reads: which files each exposed module needs first. */
const manifestSchema = z.object({
  // remoteEntry is optional: a manifest that lacks it must still be read for its exposes (the developer-only files).
  metaData: z.object({ publicPath: z.string(), remoteEntry: z.object({ name: z.string() }).optional() }),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({
        css: z.object({ sync: z.array(z.string()) }),
        js: z.object({ sync: z.array(z.string()) }).default({ sync: [] }),
      }),
    }),
  ),
});
export type RemoteManifest = z.infer<typeof manifestSchema>;

/**
 * start-files.json (tools/startFilesPlugin.mjs): the script files of the shell's start-up chunk and of each exposed
 * module, and the shared modules each takes from federation with the files the app's own copy of each loads; which
 * shared modules the app offers (for the shell: its eager ones, in its entry, and the ones it loads on demand), with
 * the files each copy loads (none for one in the entry).
 * Versions built before it have none.
 */
const startFilesSchema = z.object({
  provides: z.array(z.string()),
  // Versions built before it have no list: a page then preloads none of the shell's copies.
  providedFiles: z.record(z.string(), z.array(z.string())).default({}),
  modules: z.record(
    z.string(),
    z.object({ files: z.array(z.string()), shares: z.record(z.string(), z.array(z.string())) }),
  ),
});
export type StartFiles = z.infer<typeof startFilesSchema>;

/** Reads app versions' build descriptions; version folders never change, so each file is read once. */
export class RemoteManifests {
  private files = new Map<string, Promise<unknown>>();

  constructor(private readonly deployDir: string) {}

  /** The manifest of a version of a remote, or null when it is missing or unreadable. */
  of(remote: string, version: string): Promise<RemoteManifest | null> {
    return this.read(path.join('remotes', remote, version, 'mf-manifest.json'), manifestSchema);
  }

  /** The start files of a version of the shell or of a remote, or null when it has none. */
  startFilesOf(app: string, version: string): Promise<StartFiles | null> {
    const folder = app === 'shell' ? 'shell' : path.join('remotes', app);
    return this.read(path.join(folder, version, 'start-files.json'), startFilesSchema);
  }

  private read<T>(relativePath: string, schema: z.ZodType<T>): Promise<T | null> {
    let pending = this.files.get(relativePath) as Promise<T | null> | undefined;
    if (!pending) {
      // Read again next time: a version folder may still be being copied.
      pending = readFile(path.join(this.deployDir, relativePath), 'utf8')
        .then((text) => schema.parse(JSON.parse(text)))
        .catch(() => {
          this.files.delete(relativePath);
          return null;
        });
      this.files.set(relativePath, pending);
    }
    return pending;
  }
}
