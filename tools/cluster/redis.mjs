// The cluster's Redis (Debian's `redis-server`), which holds the rate-limit counters every API node shares.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { firstExisting, startProcess, waitForPort } from './processes.mjs';

/**
 * Starts Redis on 127.0.0.1:`port`, with an append-only file under DATA_DIR/redis so that limits survive a restart
 * of Redis too.
 * @param {{ dataDir: string, port: number }} options
 */
export async function startRedis({ dataDir, port }) {
  const binary = firstExisting('/usr/bin/redis-server', '/usr/local/bin/redis-server');
  if (!binary) throw new Error('Redis is not installed: apt-get install -y redis-server');
  const folder = path.join(dataDir, 'redis');
  mkdirSync(folder, { recursive: true });
  const server = startProcess('redis', binary, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    folder,
    '--appendonly',
    'yes',
    '--save',
    '',
    '--daemonize',
    'no',
    // Only warnings: its start-up banner says nothing an operator of the cluster needs.
    '--loglevel',
    'warning',
  ]);
  await waitForPort(port);
  return { server, url: `redis://127.0.0.1:${port}` };
}
