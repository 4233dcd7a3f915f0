import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteName } from 'shared-contracts';
import { isRemoteLive, reRegisterRemote } from './registry';

export class RemoteUnavailableError extends Error {
  constructor(remote: string, module: string, cause?: unknown) {
    super(`${remote} ${module} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

const loaded = new Map<string, ComponentType>();

export function loadedRemotePage(remote: RemoteName, module: string): ComponentType | undefined {
  return loaded.get(`${remote}/${module}`);
}

/** Loads a page a remote exposes (its default export). Rejects with RemoteUnavailableError, never blanks the site. */
export async function loadRemotePage(remote: RemoteName, module: string, isRetry = false): Promise<ComponentType> {
  const key = `${remote}/${module}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  if (!isRemoteLive(remote)) throw new RemoteUnavailableError(remote, module);
  if (isRetry) reRegisterRemote(remote);
  let exported: { default?: ComponentType } | null;
  try {
    exported = await loadRemote<{ default?: ComponentType }>(`${containerName(remote)}/${module.replace(/^\.\//, '')}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, module, error);
  }
  const page = exported?.default;
  if (typeof page !== 'function' && typeof page !== 'object') throw new RemoteUnavailableError(remote, module);
  loaded.set(key, page);
  return page;
}
