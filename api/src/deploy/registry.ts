import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { consoleRemote, remoteNames, type LocaleCode } from 'shared-contracts';
import type { MessageCatalogs, RemoteEntry, RemoteRegistry } from 'shared-contracts/api';
import { builtAt, promoteVersion, readRegistry } from '../../../tools/deployRegistry.mjs';

export { ContractsMismatchError } from '../../../tools/deployRegistry.mjs';
import { RemoteManifests } from './remoteManifests';

/** deploy/registry.json as tools/deploy.mjs writes it. */
const registryFileSchema = z.object({
  apps: z.record(z.string(), z.object({ live: z.string().nullable(), history: z.array(z.string()) })),
});

export interface LiveDeployment {
  shellVersion: string | null;
  registry: RemoteRegistry;
}

const buildInfoSchema = z.object({ contracts: z.string() });

/** A built version of an app: live, released earlier (a rollback target), or a candidate that never went live. */
export interface AppVersion {
  version: string;
  kind: 'live' | 'released' | 'candidate';
  builtAt: string | null;
}

/** Names a set of app versions: it changes with every release, rollback or experiment variant. */
export function deploymentIdOf(versions: readonly (readonly [string, string])[]): string {
  return createHash('sha256').update(JSON.stringify(versions)).digest('hex').slice(0, 16);
}

const namespaceOf = (app: string) => app.replace(/^mfe-/, '');
const folderOf = (app: string) => (app === 'shell' ? 'shell' : path.join('remotes', app));

/**
 * Reads which version of each app is live. The file is re-read when it changes, so `npm run release` and
 * `npm run rollback` take effect without restarting the server.
 */
export class DeployRegistry {
  private cached: { mtimeMs: number; live: LiveDeployment } | null = null;
  private messages = new Map<string, MessageCatalogs>();
  private contracts = new Map<string, Promise<string | null>>();

  /** The remote versions' mf-manifest.json files. */
  readonly manifests: RemoteManifests;

  constructor(readonly deployDir: string) {
    this.manifests = new RemoteManifests(deployDir);
  }

  async live(): Promise<LiveDeployment> {
    const file = path.join(this.deployDir, 'registry.json');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return { shellVersion: null, registry: { remotes: [], deploymentId: 'none' } };
    }
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.live;
    const parsed = registryFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    const liveVersions = Object.entries(parsed.apps)
      .filter(([, entry]) => entry.live)
      .map(([app, entry]) => [app, entry.live as string] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    const deploymentId = deploymentIdOf(liveVersions);
    const remotes: RemoteEntry[] = [];
    for (const [name, version] of liveVersions) {
      if ((remoteNames as readonly string[]).includes(name)) remotes.push(await this.entryFor(name, version));
    }
    const live: LiveDeployment = { shellVersion: parsed.apps.shell?.live ?? null, registry: { deploymentId, remotes } };
    this.cached = { mtimeMs, live };
    this.messages.clear();
    return live;
  }

  /** A remote version's registry entry, with the contracts version its build recorded. */
  async entryFor(name: string, version: string): Promise<RemoteEntry> {
    const entry: RemoteEntry = { name, version, manifestUrl: `/remotes/${name}/${version}/mf-manifest.json` };
    const contracts = await this.contractsOf(name, version);
    return contracts ? { ...entry, contracts } : entry;
  }

  /** Whether a version of a remote was built into the deploy folder (a release, or a candidate). */
  async hasVersion(name: string, version: string): Promise<boolean> {
    if (!/^[\w.-]+$/.test(version) || !(remoteNames as readonly string[]).includes(name)) return false;
    return stat(path.join(this.deployDir, folderOf(name), version, 'mf-manifest.json')).then(
      () => true,
      () => false,
    );
  }

  private contractsOf(name: string, version: string): Promise<string | null> {
    const key = `${name}/${version}`;
    let pending = this.contracts.get(key);
    if (!pending) {
      // Version folders never change: read once. Builds from before build-info.json have none to say.
      pending = readFile(path.join(this.deployDir, folderOf(name), version, 'build-info.json'), 'utf8')
        .then((text) => buildInfoSchema.parse(JSON.parse(text)).contracts)
        .catch(() => null);
      this.contracts.set(key, pending);
    }
    return pending;
  }

  /**
   * Every app's catalog for the locale, one namespace per app (`shell`, `account`, …): of the live deployment, or of
   * the registry a visitor in an experiment was given (docs/experiments.md).
   */
  async messagesFor(locale: LocaleCode, visitorRegistry?: RemoteRegistry): Promise<MessageCatalogs> {
    const live = await this.live();
    const shellVersion = live.shellVersion;
    const registry = visitorRegistry ?? live.registry;
    const key = `${registry.deploymentId}/${locale}`;
    const cached = this.messages.get(key);
    if (cached) return cached;
    // The console's messages ship inside it: member pages load none of them (docs/operators.md).
    const apps: [string, string][] = registry.remotes
      .filter((remote) => remote.name !== consoleRemote)
      .map((remote) => [remote.name, remote.version]);
    if (shellVersion) apps.unshift(['shell', shellVersion]);
    const catalogs: MessageCatalogs = {};
    for (const [app, version] of apps) {
      const file = path.join(this.deployDir, folderOf(app), version, 'locales', `${locale}.json`);
      try {
        catalogs[namespaceOf(app)] = JSON.parse(await readFile(file, 'utf8'));
      } catch {
        catalogs[namespaceOf(app)] = {};
      }
    }
    this.messages.set(key, catalogs);
    return catalogs;
  }

  /**
   * The versions of an app the deploy folder knows, newest first: the live one, earlier releases and candidates
   * (built with `npm run release -- <app> --candidate`), each with its build time.
   */
  async versionsOf(app: string): Promise<AppVersion[]> {
    const entry = (await readRegistry(this.deployDir)).apps[app];
    if (!entry) return [];
    const kinds = new Map<string, AppVersion['kind']>();
    for (const version of entry.candidates ?? []) kinds.set(version, 'candidate');
    for (const version of entry.history) kinds.set(version, 'released');
    if (entry.live) kinds.set(entry.live, 'live');
    const versions: AppVersion[] = [];
    for (const [version, kind] of kinds) {
      if (await this.hasVersion(app, version))
        versions.push({ version, kind, builtAt: await builtAt(this.deployDir, app, version) });
    }
    // Version names start with their build time (tools/deploy.mjs), so they sort by it.
    return versions.sort((a, b) => b.version.localeCompare(a.version));
  }

  /**
   * Makes a built version of a remote the live one for everyone, as `npm run release` would (the same contracts
   * check and registry lock, tools/deployRegistry.mjs); every server sharing the deploy folder reads the change on
   * its next request. Answers the version that was live before, or null when this one was live already.
   */
  async promote(app: string, version: string): Promise<string | null> {
    return promoteVersion(this.deployDir, app, version);
  }

  shellIndexFile(version: string): string {
    return path.join(this.deployDir, 'shell', version, 'index.html');
  }
}
