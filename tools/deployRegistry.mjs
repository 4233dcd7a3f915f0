// deploy/registry.json, read and changed by the release tools (tools/deploy.mjs) and by the server, which promotes
// an experiment's winner from the console (docs/experiments.md). Plain JavaScript without the build tools' imports,
// so both run the same rules: the server loads this module and never rspack.
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contractsCompatible } from '../shared-contracts/src/contractsVersion.mjs';

export const apps = ['shell', 'mfe-signup', 'mfe-search', 'mfe-chat', 'mfe-account', 'mfe-landers', 'mfe-admin'];

/** Written into every version folder: which app, and which shared-contracts it was built against. */
export const BUILD_INFO = 'build-info.json';

/** Where an app's versions live, on disk and as URL path. */
export function appFolder(app) {
  return app === 'shell' ? 'shell' : path.join('remotes', app);
}

/**
 * Where the server build of an app's version lives: beside the browser builds but outside the folders the server
 * serves, so no visitor can download it.
 */
export function serverFolder(app, version) {
  return path.join('ssr', appFolder(app), version);
}

export function assertApp(app) {
  if (!apps.includes(app)) {
    throw new Error(`Unknown app "${app}". Choose one of: ${apps.join(', ')}`);
  }
}

const registryPath = (dir) => path.join(dir, 'registry.json');

export async function readRegistry(dir) {
  try {
    return JSON.parse(await readFile(registryPath(dir), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return { apps: {} };
    throw error;
  }
}

/** Written to a temporary file and renamed, so a server never reads half a registry. */
export async function writeRegistry(dir, registry) {
  await mkdir(dir, { recursive: true });
  const temporary = `${registryPath(dir)}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temporary, registryPath(dir));
}

/** A lock older than this was left by a process that died while holding it. */
const STALE_LOCK_MS = 60_000;
const LOCK_WAIT_MS = 15_000;

/**
 * Runs a read-change-write of the registry while holding `registry.json.lock`: a release on the command line and a
 * promotion in the console (on any server sharing the folder) would otherwise each write what they read and lose
 * the other's change.
 */
export async function withRegistryLock(dir, work) {
  await mkdir(dir, { recursive: true });
  const lock = `${registryPath(dir)}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const held = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (held > STALE_LOCK_MS) await rm(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} is held by another release; try again`);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

/** The contracts a built version needs (or, for the shell, provides); null for versions built before build-info. */
export async function builtContracts(dir, app, version) {
  try {
    const info = JSON.parse(await readFile(path.join(dir, appFolder(app), version, BUILD_INFO), 'utf8'));
    return info.contracts;
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** When a version was built (its build-info.json), or null for versions built before it was written. */
export async function builtAt(dir, app, version) {
  try {
    const info = JSON.parse(await readFile(path.join(dir, appFolder(app), version, BUILD_INFO), 'utf8'));
    return typeof info.builtAt === 'string' ? info.builtAt : null;
  } catch {
    return null;
  }
}

export class ContractsMismatchError extends Error {
  name = 'ContractsMismatchError';
}

/**
 * Refuses a set of live versions in which a remote needs newer contracts than the shell provides (docs/releasing.md,
 * "Contracts versions"): the shell shares its own copy of shared-contracts with every remote, so such a remote would
 * import calls and fields the page does not have.
 */
export async function assertContractsCompatible(dir, liveVersions) {
  const shell = liveVersions.shell;
  if (!shell) return;
  const provided = await builtContracts(dir, 'shell', shell);
  // Builds from before the rule say nothing of their contracts: they are let through as they always were.
  if (!provided) return;
  for (const [app, version] of Object.entries(liveVersions)) {
    if (app === 'shell' || !version) continue;
    const required = await builtContracts(dir, app, version);
    if (required && !contractsCompatible(provided, required)) {
      const shellIsNewer = Number(provided.split('.')[0]) > Number(required.split('.')[0]);
      throw new ContractsMismatchError(
        `${app} ${version} was built against shared-contracts ${required}, but the shell ${shell} provides ` +
          `${provided}. ` +
          (shellIsNewer
            ? `A new major version breaks remotes built before it: release ${app} rebuilt against it together with ` +
              `the shell (npm run release -- shell ${app}).`
            : `Release a shell built against shared-contracts ${required} or later first (npm run release -- shell), ` +
              `or both together (npm run release -- shell ${app}).`),
      );
    }
  }
}

export function liveVersionsOf(registry) {
  return Object.fromEntries(Object.entries(registry.apps).map(([app, entry]) => [app, entry.live]));
}

/**
 * Makes a version that was built earlier (a candidate that won its experiment) the live one; answers the version
 * that was live before, or null when it was live already.
 */
export async function promoteVersion(dir, app, version) {
  assertApp(app);
  try {
    await stat(path.join(dir, appFolder(app), version, 'mf-manifest.json'));
  } catch {
    throw new Error(`${app} has no built version ${version}`);
  }
  return withRegistryLock(dir, async () => {
    const registry = await readRegistry(dir);
    const entry = registry.apps[app] ?? { live: null, history: [] };
    if (entry.live === version) return null;
    await assertContractsCompatible(dir, { ...liveVersionsOf(registry), [app]: version });
    const before = entry.live;
    entry.history.push(version);
    entry.live = version;
    entry.candidates = (entry.candidates ?? []).filter((candidate) => candidate !== version);
    registry.apps[app] = entry;
    await writeRegistry(dir, registry);
    return before;
  });
}
