// Real server processes on one DATA_DIR: only one may use it at a time, a crash never blocks the next start.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killAllServers, startServer } from './helpers/serverProcess';
import { writeDeployFixture } from './helpers/testApp';

let root: string;
let environment: Record<string, string>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'data-dir-processes-'));
  await writeDeployFixture(path.join(root, 'deploy'));
  environment = { DATA_DIR: path.join(root, 'data'), DEPLOY_DIR: path.join(root, 'deploy') };
});
afterEach(killAllServers);
afterAll(async () => {
  await killAllServers();
  await rm(root, { recursive: true, force: true });
});

async function siteAnswers(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/api/settings.php`);
  return response.ok;
}

describe('two server processes on one DATA_DIR', () => {
  it('refuses the second at once while the first runs; starts again after the first exits, and after it is SIGKILLed', async () => {
    const first = startServer(environment);
    const firstPort = await first.ready();

    const started = Date.now();
    const second = startServer(environment);
    expect(await second.exited()).toBe(1);
    // It stops before loading the rest of the server or touching the database.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(second.output()).toContain(
      `DATA_DIR ${environment.DATA_DIR} is in use by another server process (pid ${first.pid} on host `,
    );
    expect(await siteAnswers(firstPort)).toBe(true);

    first.child.kill('SIGKILL');
    await first.exited();
    const afterCrash = startServer(environment);
    const afterCrashPort = await afterCrash.ready();
    expect(afterCrash.output()).toContain(`(pid ${first.pid} on `);
    expect(afterCrash.output()).toContain('did not shut down cleanly');
    expect(await siteAnswers(afterCrashPort)).toBe(true);

    afterCrash.child.kill('SIGTERM');
    expect(await afterCrash.exited()).toBe(0);
    const afterExit = startServer(environment);
    await afterExit.ready();
    // A clean exit leaves nothing to report.
    expect(afterExit.output()).not.toContain('did not shut down cleanly');
  }, 120_000);
});
