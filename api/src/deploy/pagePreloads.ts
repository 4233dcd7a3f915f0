import type { RemoteRegistry } from 'shared-contracts/api';
import type { RemoteManifests } from './remoteManifests';

export interface PagePreloads {
  manifestUrl: string;
  styles: string[];
}

/**
 * What the page's HTML can ask for before the shell runs: the manifest of the remote that shows the page (the
 * registry is in the page too, so no /remotes.json round trip comes first) and the exposed module's stylesheets.
 * A missing manifest only costs the hints: the shell still loads the page the slow way.
 */
export async function pagePreloads(
  manifests: RemoteManifests,
  registry: RemoteRegistry,
  remote: string,
  module: string,
): Promise<PagePreloads | null> {
  const entry = registry.remotes.find((candidate) => candidate.name === remote);
  if (!entry) return null;
  const manifest = await manifests.of(remote, entry.version);
  const exposed = manifest?.exposes.find((candidate) => candidate.path === module);
  if (!manifest || !exposed) return null;
  return {
    manifestUrl: entry.manifestUrl,
    styles: exposed.assets.css.sync.map((file) => `${manifest.metaData.publicPath}${file}`),
  };
}
