import path from 'node:path';

/** One fixed folder per run, shared by the web server the config starts and the tests that release remotes. */
export const repositoryRoot = path.resolve(import.meta.dirname, '..');
export const e2eRunDir = path.join(repositoryRoot, '.tmp', 'e2e');
export const e2eDeployDir = path.join(e2eRunDir, 'deploy');
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);
