/**
 * Unit tests never load real remotes (Playwright does, see e2e/); jest.config.mjs maps
 * '@module-federation/enhanced/runtime' to this module. It offers the few runtime functions the shell calls and lets a
 * test decide what each remote module id (`mfe_account/premium`) resolves to.
 *
 * Tests import `federationStandIn` from this file: Jest resolves both imports to the same module instance.
 */

export interface RemoteRegistration {
  name: string;
  entry?: string;
  alias?: string;
  version?: string;
}

export interface RegisterRemotesOptions {
  force?: boolean;
}

export interface RegisterRemotesCall {
  remotes: RemoteRegistration[];
  options: RegisterRemotesOptions | undefined;
}

const modules = new Map<string, unknown>();
const failures = new Map<string, unknown>();
/** Module ids whose remote's manifest failed: they keep failing until the remote is registered anew with `force`. */
const failingUntilRegisteredAnew = new Map<string, unknown>();
const registerRemotesCalls: RegisterRemotesCall[] = [];
const loadRemoteCalls: string[] = [];
const plugins: unknown[] = [];

export function registerRemotes(remotes: RemoteRegistration[], options?: RegisterRemotesOptions): void {
  registerRemotesCalls.push({ remotes: remotes.map((remote) => ({ ...remote })), options: options && { ...options } });
  // The real runtime keeps a remote whose manifest failed until it is registered again with `force`.
  if (options?.force) {
    for (const remote of remotes) {
      for (const id of [...failingUntilRegisteredAnew.keys()])
        if (id.startsWith(`${remote.name}/`)) failingUntilRegisteredAnew.delete(id);
    }
  }
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  loadRemoteCalls.push(id);
  if (failingUntilRegisteredAnew.has(id)) throw failingUntilRegisteredAnew.get(id);
  if (failures.has(id)) throw failures.get(id);
  if (modules.has(id)) return modules.get(id) as T;
  // The real runtime rejects when no registered remote provides the id.
  throw new Error(`[federation stand-in] no module registered for ${id}`);
}

export function registerPlugins(newPlugins: unknown[]): void {
  plugins.push(...newPlugins);
}

export const federationStandIn = {
  /** `loadRemote(id)` resolves to `module` from now on (and no longer fails). */
  setModule(id: string, module: unknown): void {
    failures.delete(id);
    modules.set(id, module);
  },
  /** `loadRemote(id)` rejects with `error` from now on. */
  fail(id: string, error: unknown = new Error(`[federation stand-in] ${id} failed to load`)): void {
    modules.delete(id);
    failures.set(id, error);
  },
  /**
   * `loadRemote(id)` rejects with `error` (its remote's manifest failed) until the remote is registered anew with
   * `{ force: true }`; then it resolves to the module `setModule` gave.
   */
  failUntilRegisteredAnew(id: string, error: unknown = new Error(`[federation stand-in] ${id} failed to load`)): void {
    failingUntilRegisteredAnew.set(id, error);
  },
  /** Every `registerRemotes` call so far, with its options (`{ force: true }` on a retry). */
  get registerRemotesCalls(): readonly RegisterRemotesCall[] {
    return registerRemotesCalls;
  },
  /** Every id passed to `loadRemote` so far. */
  get loadRemoteCalls(): readonly string[] {
    return loadRemoteCalls;
  },
  get plugins(): readonly unknown[] {
    return plugins;
  },
  /** Forgets modules, failures and recorded calls. */
  reset(): void {
    modules.clear();
    failures.clear();
    failingUntilRegisteredAnew.clear();
    registerRemotesCalls.length = 0;
    loadRemoteCalls.length = 0;
    plugins.length = 0;
  },
};
