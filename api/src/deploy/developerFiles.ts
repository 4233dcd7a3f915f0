import { developerModules } from 'shared-contracts';
import type { RemoteManifest } from './remoteManifests';

/** A manifest is read once per version (RemoteManifests), so its answer is kept with it. */
const computed = new WeakMap<RemoteManifest, Set<string>>();

/**
 * The files of a remote version that only developer modules need (the dev panel and the /_dev pages): without
 * developer tools the server answers 404 for them, so no visitor can load the panel's code. A file another module
 * needs as well is served.
 */
export function developerOnlyFiles(remote: string, manifest: RemoteManifest): Set<string> {
  const known = computed.get(manifest);
  if (known) return known;
  const isDeveloperModule = (module: string) =>
    developerModules.some((candidate) => candidate.remote === remote && candidate.module === module);
  const filesOf = (exposed: RemoteManifest['exposes'][number]) => [
    ...exposed.assets.js.sync,
    ...exposed.assets.css.sync,
  ];
  const developer = new Set(manifest.exposes.filter((e) => isDeveloperModule(e.path)).flatMap(filesOf));
  for (const file of manifest.exposes.filter((e) => !isDeveloperModule(e.path)).flatMap(filesOf))
    developer.delete(file);
  computed.set(manifest, developer);
  return developer;
}
