import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteName } from 'shared-contracts';
import { remoteRegistrySchema, type RemoteEntry, type RemoteRegistry } from 'shared-contracts/api';

const live = new Map<string, RemoteEntry>();

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

/** Forgets a failed load so a retry fetches the manifest and entry again. */
export function reRegisterRemote(remote: RemoteName): void {
  const entry = live.get(remote);
  if (!entry) return;
  registerRemotes([{ name: containerName(remote), entry: entry.manifestUrl }], { force: true });
}
