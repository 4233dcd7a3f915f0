// The cluster's API nodes: the same server `npm start` runs, one process per node, each on its own port behind nginx.
import path from 'node:path';
import { exited, startProcess, waitForPort } from './processes.mjs';

const RESTART_DELAY_MS = 1_000;

/**
 * Keeps `count` API nodes running, as a process manager (systemd's Restart=always) would: a node that ends without
 * being asked to is started again after a second. `onChange` hears every start, so the cluster's state file names the
 * live processes.
 * @param {{ count: number, firstPort: number, environment: Record<string, string>, rootDir: string,
 *   onChange: (nodes: { name: string, port: number, pid: number | undefined }[]) => void }} options
 */
export function apiNodes({ count, firstPort, environment, rootDir, onChange }) {
  const nodes = Array.from({ length: count }, (_, index) => ({
    name: `node-${index + 1}`,
    port: firstPort + index,
    /** @type {import('node:child_process').ChildProcess | null} */
    child: null,
  }));
  let stopping = false;
  const report = () => onChange(nodes.map(({ name, port, child }) => ({ name, port, pid: child?.pid })));

  async function start(node) {
    const child = startProcess(
      node.name,
      process.execPath,
      ['--import', 'tsx', path.join(rootDir, 'api/src/server.ts')],
      {
        cwd: rootDir,
        env: { ...process.env, ...environment, PORT: String(node.port), NODE_NAME: node.name },
      },
    );
    node.child = child;
    report();
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.log(
        `cluster: ${node.name} ended (${signal ?? `exit ${code}`}); starting it again in ${RESTART_DELAY_MS} ms`,
      );
      setTimeout(
        () => void start(node).catch((error) => console.error(`cluster: ${node.name}: ${error.message}`)),
        RESTART_DELAY_MS,
      );
    });
    await Promise.race([
      waitForPort(node.port, 180_000),
      exited(child).then(() => Promise.reject(new Error(`${node.name} stopped while starting`))),
    ]);
  }

  return {
    /** The first node alone (it migrates and seeds a new database), then the others together. */
    async startAll() {
      const [first, ...rest] = nodes;
      await start(first);
      await Promise.all(rest.map(start));
    },
    async stopAll() {
      stopping = true;
      await Promise.all(
        nodes.map(async ({ child }) => {
          if (!child) return;
          child.kill('SIGTERM');
          await exited(child);
        }),
      );
    },
  };
}
