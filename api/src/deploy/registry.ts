import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { remoteNames, type LocaleCode } from 'shared-contracts';
import type { MessageCatalogs, RemoteRegistry } from 'shared-contracts/api';

/** deploy/registry.json as tools/deploy.mjs writes it. */
const registryFileSchema = z.object({
  apps: z.record(z.string(), z.object({ live: z.string().nullable(), history: z.array(z.string()) })),
});

export interface LiveDeployment {
  shellVersion: string | null;
  registry: RemoteRegistry;
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

  constructor(readonly deployDir: string) {}

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
    const deploymentId = createHash('sha256').update(JSON.stringify(liveVersions)).digest('hex').slice(0, 16);
    const live: LiveDeployment = {
      shellVersion: parsed.apps.shell?.live ?? null,
      registry: {
        deploymentId,
        remotes: liveVersions
          .filter(([app]) => (remoteNames as readonly string[]).includes(app))
          .map(([name, version]) => ({ name, version, manifestUrl: `/remotes/${name}/${version}/mf-manifest.json` })),
      },
    };
    this.cached = { mtimeMs, live };
    this.messages.clear();
    return live;
  }

  /** Every live app's catalog for the locale, one namespace per app (`shell`, `account`, …). */
  async messagesFor(locale: LocaleCode): Promise<MessageCatalogs> {
    const { shellVersion, registry } = await this.live();
    const key = `${registry.deploymentId}/${locale}`;
    const cached = this.messages.get(key);
    if (cached) return cached;
    const apps: [string, string][] = registry.remotes.map((remote) => [remote.name, remote.version]);
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

  shellIndexFile(version: string): string {
    return path.join(this.deployDir, 'shell', version, 'index.html');
  }
}
