// A server-render worker (piscina, see serverRenderer.ts). Plain JavaScript so Node loads it as it is: it registers
// TypeScript for the workspace packages the server builds import (shared-contracts, shared-ui), and the resolution
// of those builds' bare imports from the server's own node_modules, wherever the deploy folder is.
import { register } from 'node:module';
import { workerData } from 'node:worker_threads';
import { register as registerTypeScript } from 'tsx/esm/api';

registerTypeScript();
register('./serverBuildImports.mjs', import.meta.url, { data: workerData });
const { renderTask } = await import('./renderTask.ts');

export default renderTask;
