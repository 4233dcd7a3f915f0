import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on now, for a server that cannot be told to pick one itself (redis-server, nginx). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real redis-server (apt `redis-server`) on a free local port, in memory only; `stop` ends it. The API reaches it
 * through REDIS_URL, as it would a production Redis.
 */
export async function startRedisServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = spawn(
    process.env.REDIS_SERVER ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.once('error', () => undefined);
  // It says so once it listens.
  await new Promise<void>((resolve, reject) => {
    let said = '';
    server.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Ready to accept connections')) resolve();
    });
    void exited.then(() => reject(new Error(`redis-server did not start (apt install redis-server):\n${said}`)));
  });
  server.stdout.resume();
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}
