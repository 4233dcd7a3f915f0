import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '..');
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);
/**
 * One folder per run, shared by the web server the config starts and the tests that release remotes. It is named
 * after the port, so runs on different ports (E2E_PORT) on one machine never share a database or deploy folder.
 */
export const e2eRunDir = path.join(repositoryRoot, '.tmp', `e2e-${e2ePort}`);
export const e2eDeployDir = path.join(e2eRunDir, 'deploy');
