import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** The parts of a remote's mf-manifest.json the server reads: which files each exposed module needs first. */
const manifestSchema = z.object({
  metaData: z.object({ publicPath: z.string() }),
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

/** Reads remote versions' manifests; version folders never change, so each is read once. */
export class RemoteManifests {
  private manifests = new Map<string, Promise<RemoteManifest | null>>();

  constructor(private readonly deployDir: string) {}

  /** The manifest of a version of a remote, or null when it is missing or unreadable. */
  of(remote: string, version: string): Promise<RemoteManifest | null> {
    const key = `${remote}/${version}`;
    let pending = this.manifests.get(key);
    if (!pending) {
      const file = path.join(this.deployDir, 'remotes', remote, version, 'mf-manifest.json');
      // Read again next time: a version folder may still be being copied.
      pending = readFile(file, 'utf8')
        .then((text) => manifestSchema.parse(JSON.parse(text)))
        .catch(() => {
          this.manifests.delete(key);
          return null;
        });
      this.manifests.set(key, pending);
    }
    return pending;
  }
}
