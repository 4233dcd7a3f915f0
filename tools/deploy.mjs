// The deploy folder: every build of every app in its own immutable version folder, and registry.json saying
// which version of each is live. The API serves both; nothing here needs the server to restart.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, readdir, writeFile, access } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import path from 'node:path';
import { rspack } from '@rspack/core';
import * as registryFile from './deployRegistry.mjs';

export { apps, appFolder, assertApp, BUILD_INFO, ContractsMismatchError } from './deployRegistry.mjs';
const { appFolder, assertApp, BUILD_INFO, serverFolder } = registryFile;

export const rootDir = path.resolve(import.meta.dirname, '..');

export function deployDir() {
  return path.resolve(process.env.DEPLOY_DIR ?? path.join(rootDir, 'deploy'));
}

export const readRegistry = () => registryFile.readRegistry(deployDir());
export const writeRegistry = (registry) => registryFile.writeRegistry(deployDir(), registry);
export const builtContracts = (app, version) => registryFile.builtContracts(deployDir(), app, version);
export const assertContractsCompatible = (liveVersions) =>
  registryFile.assertContractsCompatible(deployDir(), liveVersions);

function newVersion() {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

async function exists(file) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** A remote with no page yet is not released: the shell shows its 'unavailable' notice until it has one. */
export async function hasPages(app) {
  if (app === 'shell') return true;
  const { exposes } = await import(path.join(rootDir, app, 'src', 'exposes.mjs'));
  return Object.keys(exposes).length > 0;
}

/**
 * Builds one app into a new version folder, with its server build of the same version beside it (serverFolder);
 * returns the version. Never touches another app.
 */
export async function buildApp(app) {
  assertApp(app);
  if (!(await hasPages(app))) throw new Error(`${app} exposes no pages yet (src/exposes.mjs); nothing to release`);
  const version = newVersion();
  const outputDir = path.join(deployDir(), appFolder(app), version);
  if (await exists(outputDir)) throw new Error(`${outputDir} exists already; versions are immutable`);
  const { default: configure } = await import(path.join(rootDir, app, 'rspack.config.mjs'));
  // The version folder's URL is fixed when it is built, so every chunk URL is absolute: no run-time guessing of where
  // a remote was loaded from ('auto'), and the same files work from a CDN that mirrors these paths.
  const publicPath = `/${appFolder(app).split(path.sep).join('/')}/${version}/`;
  const serverOutputDir = path.join(deployDir(), serverFolder(app, version));
  const config = configure({ version, outputDir, publicPath, serverOutputDir });
  const compiler = rspack(config);
  const stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) => (error ? reject(error) : resolve(result)));
  });
  // Closing releases the native compiler; a process that exits with it still open can die at exit.
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) {
    throw new Error(`Build of ${app} failed:\n${stats.toString({ all: false, errors: true })}`);
  }
  await precompress(outputDir);
  const buildInfo = { app, version, contracts: contractsVersion(), builtAt: new Date().toISOString() };
  await writeFile(path.join(outputDir, BUILD_INFO), `${JSON.stringify(buildInfo, null, 2)}\n`);
  return version;
}

/** The shared-contracts version this checkout builds against. */
export function contractsVersion() {
  return JSON.parse(readFileSync(path.join(rootDir, 'shared-contracts', 'package.json'), 'utf8')).version;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli and gzip copies of every text asset, made once at build time; the server sends what the browser takes. */
async function precompress(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.(js|css|json|html|svg)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // Brotli's best quality takes most of a build's time; the asynchronous calls run on libuv's thread pool, so the
  // files compress on every core at once.
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipped(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/**
 * Builds the apps and makes the new versions live together; earlier versions stay on disk and served. A candidate
 * build is kept beside them without going live (for an experiment, docs/experiments.md). Nothing changes unless
 * every build succeeds and the resulting set passes the contracts check.
 */
export async function releaseApps(appNames, { candidate = false } = {}) {
  const built = [];
  for (const app of appNames) built.push([app, await buildApp(app)]);
  await registryFile.withRegistryLock(deployDir(), async () => {
    const registry = await readRegistry();
    const proposed = registryFile.liveVersionsOf(registry);
    if (!candidate) for (const [app, version] of built) proposed[app] = version;
    else for (const [app, version] of built) await assertContractsCompatible({ shell: proposed.shell, [app]: version });
    await assertContractsCompatible(proposed);
    for (const [app, version] of built) {
      const entry = registry.apps[app] ?? { live: null, history: [] };
      if (candidate) {
        entry.candidates = [...(entry.candidates ?? []), version];
      } else {
        entry.history.push(version);
        entry.live = version;
      }
      registry.apps[app] = entry;
    }
    await writeRegistry(registry);
  });
  return built;
}

/** Makes a version that was built earlier (a candidate that won its experiment) the live one. */
export async function promoteVersion(app, version) {
  await registryFile.promoteVersion(deployDir(), app, version);
}

/** Makes the version live before the current one again; the rolled-back version stays on disk. */
export async function rollbackApp(app) {
  assertApp(app);
  return registryFile.withRegistryLock(deployDir(), async () => {
    const registry = await readRegistry();
    const entry = registry.apps[app];
    if (!entry || entry.history.length < 2) {
      throw new Error(`${app} has no earlier version to roll back to`);
    }
    const rolledBack = entry.history.pop();
    entry.live = entry.history.at(-1);
    entry.rolledBack = [...(entry.rolledBack ?? []), rolledBack];
    await writeRegistry(registry);
    return { from: rolledBack, to: entry.live };
  });
}
