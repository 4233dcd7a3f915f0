import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, contractsCompatible, type RemoteName } from 'shared-contracts';
import { remoteRegistrySchema, type RemoteEntry, type RemoteRegistry } from 'shared-contracts/api';

const live = new Map<string, RemoteEntry>();
const fallenBack = new Set<string>();

/**
 * Reads the live registry; no remote URL is compiled into the shell. The server puts it into the page it sends
 * (always the live one: pages are never cached), which saves a round trip before the first remote can load.
 */
export async function fetchRemoteRegistry(): Promise<RemoteRegistry> {
  const inlined = document.getElementById('remote-registry')?.textContent;
  if (inlined) return remoteRegistrySchema.parse(JSON.parse(inlined));
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return remoteRegistrySchema.parse(await response.json());
}

export function registerLiveRemotes(registry: RemoteRegistry): void {
  for (const entry of registry.remotes) live.set(entry.name, entry);
  registerRemotes(
    registry.remotes.map((entry) => ({ name: containerName(entry.name as RemoteName), entry: entry.manifestUrl })),
  );
}

export function isRemoteLive(remote: RemoteName): boolean {
  return live.has(remote);
}

/**
 * Whether this shell provides the shared-contracts the remote's build needs (docs/releasing.md): a remote built
 * against newer contracts would import calls and fields this page does not have. Builds that predate the rule
 * record no version and are trusted as before.
 */
export function providesContractsOf(remote: RemoteName, shellContracts: string): boolean {
  const required = live.get(remote)?.contracts;
  return required === undefined || contractsCompatible(shellContracts, required);
}

/** The experiment the visitor's version of the remote belongs to (docs/experiments.md), unless it fell back. */
export function experimentOf(remote: RemoteName): { key: string; variant: string } | null {
  const experiment = live.get(remote)?.experiment;
  return experiment && !fallenBack.has(remote) ? { key: experiment.key, variant: experiment.variant } : null;
}

/**
 * Swaps an experiment variant whose files failed to load for the live version it was tested against; answers the
 * experiment it left, or null when there is nothing to fall back to.
 */
export function fallBackToLive(remote: RemoteName): { key: string; variant: string } | null {
  const entry = live.get(remote);
  const fallbackManifestUrl = entry?.experiment?.fallbackManifestUrl;
  if (!entry?.experiment || !fallbackManifestUrl || fallenBack.has(remote)) return null;
  fallenBack.add(remote);
  const { fallbackManifestUrl: _used, ...experiment } = entry.experiment;
  // The live version passed the release checks; what the variant's build needed no longer applies.
  const { contracts: _variantContracts, ...rest } = entry;
  live.set(remote, { ...rest, manifestUrl: fallbackManifestUrl, experiment });
  registerRemotes([{ name: containerName(remote), entry: fallbackManifestUrl }], { force: true });
  return experiment;
}

/** Forgets a failed load so a retry fetches the manifest and entry again. */
export function reRegisterRemote(remote: RemoteName): void {
  const entry = live.get(remote);
  if (!entry) return;
  registerRemotes([{ name: containerName(remote), entry: entry.manifestUrl }], { force: true });
}
