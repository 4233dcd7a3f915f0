import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { RemoteRegistry } from 'shared-contracts/api';

/** The parts of a remote's mf-manifest.json that say which files a page needs. */
const manifestSchema = z.object({
  metaData: z.object({ publicPath: z.string(), remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()) }), css: z.object({ sync: z.array(z.string()) }) }),
    }),
  ),
});
type Manifest = z.infer<typeof manifestSchema>;

export interface PagePreloads {
  manifestUrl: string;
  scripts: string[];
  styles: string[];
}

/**
 * Which files of the live remote a page needs: its manifest, its entry and the exposed module's own chunks. The page's
 * HTML names them, so the browser fetches them at once instead of discovering them one after the other
 * (registry → manifest → entry → module). Version folders never change, so a manifest is read once.
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
    const { publicPath, remoteEntry } = manifest.metaData;
    const url = (file: string) => `${publicPath}${file}`;
    return {
      manifestUrl: entry.manifestUrl,
      scripts: [url(path.posix.join(remoteEntry.path, remoteEntry.name)), ...exposed.assets.js.sync.map(url)],
      styles: exposed.assets.css.sync.map(url),
    };
  }

  private manifest(remote: string, version: string): Promise<Manifest | null> {
    const key = `${remote}/${version}`;
    let pending = this.manifests.get(key);
    if (!pending) {
      const file = path.join(this.deployDir, 'remotes', remote, version, 'mf-manifest.json');
      // A missing or unreadable manifest only costs the hints: the shell still loads the page the slow way.
      pending = readFile(file, 'utf8')
        .then((text) => manifestSchema.parse(JSON.parse(text)))
        .catch(() => null);
      this.manifests.set(key, pending);
    }
    return pending;
  }
}
