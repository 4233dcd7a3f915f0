// npm run build: release every app that has pages but no live version yet (with --all, every app with pages).
import { apps, hasPages, readRegistry, releaseApps } from './deploy.mjs';

export async function releaseMissing({ all = false } = {}) {
  const registry = await readRegistry();
  for (const app of apps) {
    if (!(await hasPages(app)) || (!all && registry.apps[app]?.live)) continue;
    const started = Date.now();
    const [[, version]] = await releaseApps([app]);
    console.log(`built ${app} ${version} in ${Date.now() - started} ms`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await releaseMissing({ all: process.argv.includes('--all') });
}
