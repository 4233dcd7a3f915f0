import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayDatabase, writeDeployFixture } from './testApp';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..');

export interface ServerProcess {
  readonly pid: number;
  readonly child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the port once the server prints that it is running; rejects if it exits first. */
  ready(timeoutMs?: number): Promise<number>;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited(timeoutMs?: number): Promise<number | string>;
}

const running = new Set<ChildProcess>();

/**
 * `node --import tsx api/src/server.ts` as `npm start` runs it, on a free port (PORT=0) with the given environment;
 * `ipc` opens the channel npm start talks to it over (tools/start.mjs). Every process started here is remembered
 * until it exits, so killAllServers() can end it even when a test fails.
 */
export function startServer(environment: Record<string, string>, { ipc = false } = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repositoryRoot, 'api/src/server.ts')], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_PROFILES: '5',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  });
  running.add(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exit = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const within = <T>(promise: Promise<T>, ms: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server ${child.pid} did not ${what} within ${ms} ms; it printed:\n${text}`)),
        ms,
      );
      promise.then(resolve, reject).finally(() => clearTimeout(timer));
    });
  return {
    pid: child.pid as number,
    child,
    output: () => text,
    ready: (timeoutMs = 60_000) =>
      within(
        new Promise<number>((resolve, reject) => {
          const check = () => {
            const port = /Site running at http:\/\/localhost:(\d+)/.exec(text)?.[1];
            if (port) {
              child.stdout?.off('data', check);
              resolve(Number(port));
            }
          };
          child.stdout?.on('data', check);
          check();
          void exit.then((code) =>
            reject(new Error(`server exited (${code}) before it was ready; it printed:\n${text}`)),
          );
        }),
        timeoutMs,
        'start',
      ),
    exited: (timeoutMs = 30_000) => within(exit, timeoutMs, 'exit'),
  };
}

/** Ends every server process still running (SIGKILL, by pid). For afterEach/afterAll, so a failed test leaves none. */
export async function killAllServers(): Promise<void> {
  const ending = [...running].map(
    (child) =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.kill('SIGKILL');
      }),
  );
  await Promise.all(ending);
}

/**
 * The data the server processes of one test share: a DATA_DIR, a DEPLOY_DIR with a live deployment and, with
 * DATABASE_URL set, a new database on that PostgreSQL server. `environment` points a server at them; `remove` deletes
 * them.
 */
export async function serverData(
  prefix: string,
): Promise<{ environment: Record<string, string>; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  await writeDeployFixture(path.join(root, 'deploy'));
  const environment: Record<string, string> = {
    DATA_DIR: path.join(root, 'data'),
    DEPLOY_DIR: path.join(root, 'deploy'),
  };
  const database = process.env.DATABASE_URL ? await createThrowawayDatabase(process.env.DATABASE_URL) : null;
  if (database) environment.DATABASE_URL = database.url;
  return {
    environment,
    remove: async () => {
      await database?.drop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
