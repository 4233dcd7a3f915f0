import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { RemoteRegistry } from 'shared-contracts/api';

/** The parts of a remote's mf-manifest.json that say which files a page needs. */
const manifestSchema = z.object({
  metaData: z.object({ publicPath: z.string() }),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({ css: z.object({ sync: z.array(z.string()) }) }),
    }),
  ),
});
type Manifest = z.infer<typeof manifestSchema>;

export interface PagePreloads {
  manifestUrl: string;
  styles: string[];
}

/**
 * What the page's HTML can ask for before the shell runs: the manifest of the remote that shows the page (the
 * registry is in the page too, so no /remotes.json round trip comes first) and the exposed module's stylesheets.
 * Version folders never change, so a manifest is read once.
 */
export class PagePreloadTable {
  private manifests = new Map<string, Promise<Manifest | null>>();

  constructor(private readonly deployDir: string) {}

  async forPage(registry: RemoteRegistry, remote: string, module: string): Promise<PagePreloads | null> {
    const entry = registry.remotes.find((candidate) => candidate.name === remote);
    if (!entry) return null;
    const manifest = await this.manifest(remote, entry.version);
    const exposed = manifest?.exposes.find((candidate) => candidate.path === module);
    if (!manifest || !exposed) return null;
    return {
      manifestUrl: entry.manifestUrl,
      styles: exposed.assets.css.sync.map((file) => `${manifest.metaData.publicPath}${file}`),
    };
  }

  private manifest(remote: string, version: string): Promise<Manifest | null> {
    const key = `${remote}/${version}`;
    let pending = this.manifests.get(key);
    if (!pending) {
      const file = path.join(this.deployDir, 'remotes', remote, version, 'mf-manifest.json');
      // A missing or unreadable manifest only costs the hints: the shell still loads the page the slow way. It is
      // read again next time, as a version folder may still be being copied.
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
