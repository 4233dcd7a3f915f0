import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteName } from 'shared-contracts';
import { reportExperimentEvent } from './experimentReports';
import { fallBackToLive, isRemoteLive, providesContractsOf, reRegisterRemote } from './registry';

/** The shared-contracts version this shell was built against and provides to every remote. */
const shellContractsVersion = () => (typeof __CONTRACTS_VERSION__ === 'string' ? __CONTRACTS_VERSION__ : '0.0.0');

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

const loads = new Map<string, Promise<ComponentType>>();

/**
 * The load of a remote page for a slot's attempt, started once and shared by every render of it (a slot suspends on
 * it); a retry is a new attempt, which fetches the remote's manifest and entry again.
 */
export function remotePageLoad(remote: RemoteName, module: string, attempt: number): Promise<ComponentType> {
  const key = `${remote}/${module}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    const page = attempt === 0 ? loadedRemotePage(remote, module) : undefined;
    load = page
      ? Object.assign(Promise.resolve(page), { status: 'fulfilled', value: page })
      : settledForReact(loadRemotePage(remote, module, attempt > 0));
    loads.set(key, load);
  }
  return load;
}

/**
 * Marks the promise with its outcome as React's `use` reads it, so a slot whose page has loaded renders it at once
 * instead of suspending for a tick. Nobody may be waiting yet: the slot that asked reads a failure when it renders.
 */
function settledForReact<T>(promise: Promise<T>): Promise<T> {
  const thenable = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  // The handlers return nothing: returning the (rejected) promise itself would make an unhandled rejection of it.
  promise.then(
    (value) => {
      Object.assign(thenable, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(thenable, { status: 'rejected', reason });
    },
  );
  return promise;
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
    if (!providesContractsOf(remote, shellContractsVersion())) {
      throw new Error(`${remote} needs newer shared-contracts than this shell (${shellContractsVersion()}) provides`);
    }
    exported = await loadRemote<{ default?: ComponentType }>(`${containerName(remote)}/${module.replace(/^\.\//, '')}`);
  } catch (error) {
    // An experiment's variant that cannot load gives way to the live version, and the failure is counted.
    const left = fallBackToLive(remote);
    if (left) {
      reportExperimentEvent(left, 'failed');
      return loadRemotePage(remote, module);
    }
    throw new RemoteUnavailableError(remote, module, error);
  }
  const page = exported?.default;
  if (typeof page !== 'function' && typeof page !== 'object') throw new RemoteUnavailableError(remote, module);
  loaded.set(key, page);
  return page;
}
