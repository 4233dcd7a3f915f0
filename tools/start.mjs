// npm start: build whatever app has no live version, then run the API, which serves the whole site on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { releaseMissing } from './build-all.mjs';
import { rootDir } from './deploy.mjs';

await releaseMissing();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'api/src/server.ts')], {
  stdio: 'inherit',
  env: { ...process.env, START_TIMESTAMP: process.env.START_TIMESTAMP ?? String(Date.now()) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
