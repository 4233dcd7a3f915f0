import type { RemoteRegistry } from 'shared-contracts/api';
import type { RemoteManifests } from './remoteManifests';

export interface PagePreloads {
  manifestUrl: string;
  styles: string[];
  /**
   * The scripts the page runs before it shows anything: the remote's entry, the exposed module's chunks, and the
   * remote's own copies of the shared modules it needs that the shell does not offer. One the shell offers but loads
   * on demand (react-hook-form) is not preloaded: the runtime takes the shell's copy, and the remote's would be
   * fetched for nothing.
   */
  scripts: string[];
  /**
   * The shell's files of the shared modules the page takes from the shell that are not in its entry (RTK Query, the
   * contracts' schema modules, react-hook-form): without them the browser asks for them once the remote's module has
   * run, one step after everything else.
   */
  shellScripts: string[];
}

/**
 * What the page's HTML can ask for before the shell runs: the manifest of the remote that shows the page (the
 * registry is in the page too, so no /remotes.json round trip comes first), the exposed module's stylesheets and its
 * scripts. Without them the scripts are asked for one step after another: the shell, then the remote's entry, then
 * its chunks, then the shared modules those need. A missing manifest or start-files.json only costs the hints: the
 * shell still loads the page the slow way.
 */
export async function pagePreloads(
  manifests: RemoteManifests,
  registry: RemoteRegistry,
  shellVersion: string,
  remote: string,
  module: string,
): Promise<PagePreloads | null> {
  const entry = registry.remotes.find((candidate) => candidate.name === remote);
  if (!entry) return null;
  const [manifest, startFiles, shellStart] = await Promise.all([
    manifests.of(remote, entry.version),
    manifests.startFilesOf(remote, entry.version),
    manifests.startFilesOf('shell', shellVersion),
  ]);
  const exposed = manifest?.exposes.find((candidate) => candidate.path === module);
  if (!manifest || !exposed) return null;
  const { publicPath } = manifest.metaData;
  const own = startFiles?.modules[module];
  const fromShell = new Set(shellStart?.provides);
  const entryFile = manifest.metaData.remoteEntry?.name;
  const scripts =
    own && shellStart && entryFile
      ? [
          entryFile,
          ...own.files,
          ...Object.entries(own.shares)
            .filter(([share]) => !fromShell.has(share))
            .flatMap(([, files]) => files),
        ]
      : [];
  const shellScripts =
    own && shellStart
      ? Object.keys(own.shares)
          .filter((share) => fromShell.has(share))
          .flatMap((share) => shellStart.providedFiles[share] ?? [])
      : [];
  return {
    manifestUrl: entry.manifestUrl,
    styles: exposed.assets.css.sync.map((file) => `${publicPath}${file}`),
    scripts: [...new Set(scripts)].map((file) => `${publicPath}${file}`),
    shellScripts: [...new Set(shellScripts)].map((file) => `/shell/${shellVersion}/${file}`),
  };
}

/**
 * The shell's start-up chunk (shell/src/index.ts imports it), which its entry would ask for only once it has run. The
 * shell's files are served from /shell/{version}/ (tools/deploy.mjs).
 */
export async function shellStartScripts(manifests: RemoteManifests, shellVersion: string): Promise<string[]> {
  const startFiles = await manifests.startFilesOf('shell', shellVersion);
  return (startFiles?.modules['bootstrap']?.files ?? []).map((file) => `/shell/${shellVersion}/${file}`);
}
