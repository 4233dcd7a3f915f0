// npm start: run the API, which serves the whole site on one port, and build whatever app has no live version
// meanwhile.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { releaseMissing } from './build-all.mjs';
import { rootDir } from './deploy.mjs';
import { startDevTools } from './devTools.mjs';

// Measured from here, so the "ready" figure the server prints includes the builds of a first start.
const startTimestamp = process.env.START_TIMESTAMP ?? String(Date.now());

// Developer tools only for a demo nobody else can reach, never under NODE_ENV=production.
const devTools = startDevTools(process.env);
if (devTools.notice) console.log(devTools.notice);

// The apps without a live version build while the server opens the database and seeds it; the server reads the
// deploy folder only once told they are done (api/src/lib/appBuilds.ts), and says how the time was spent.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'api/src/server.ts')], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: {
    ...process.env,
    START_TIMESTAMP: startTimestamp,
    START_AWAITS_BUILDS: '1',
    ...devTools.environment,
  },
});
const builds = releaseMissing().then(
  () => ({ builds: 'done', at: Date.now() }),
  (error) => {
    console.error(error);
    return { builds: 'failed' };
  },
);
// The server asks once it listens for the answer.
server.once('message', () => void builds.then(tellServer));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

/** The server may have stopped already (a refused start): then there is nobody to tell. */
function tellServer(message) {
  if (server.connected) server.send(message);
}
