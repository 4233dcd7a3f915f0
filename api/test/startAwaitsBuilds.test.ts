// npm start builds the apps while the server opens the database (tools/start.mjs): the server waits for its word.
import type { ChildProcess } from 'node:child_process';
import { killAllServers, serverData, startServer } from './helpers/serverProcess';

let data: Awaited<ReturnType<typeof serverData>>;

beforeEach(async () => {
  data = await serverData('start-awaits-builds-');
});
afterEach(async () => {
  await killAllServers();
  await data.remove();
});

/** Answers the server's ask, as npm start does once its builds are done. */
const answer = (child: ChildProcess, message: object) => child.once('message', () => child.send(message));

const awaiting = () => ({ ...data.environment, START_AWAITS_BUILDS: '1', START_TIMESTAMP: String(Date.now()) });

describe('a server started by npm start beside the app builds', () => {
  it('serves once told the builds are done, and says where the time went', async () => {
    const server = startServer(awaiting(), { ipc: true });
    answer(server.child, { builds: 'done', at: Date.now() });
    const port = await server.ready();
    expect((await fetch(`http://127.0.0.1:${port}/api/settings.php`)).ok).toBe(true);
    // The channel was only for that word: the server still stops on SIGTERM, cleanly.
    server.child.kill('SIGTERM');
    expect(await server.exited()).toBe(0);
    expect(server.output()).toMatch(
      /Start-up: app builds \d+\.\d s, beside them loading the server .*, waiting for the app builds \d+\.\d s, /,
    );
  }, 60_000);

  it.each<[string, (child: ChildProcess) => void]>([
    ['the builds failed', (child) => answer(child, { builds: 'failed' })],
    ['npm start went away', (child) => child.disconnect()],
  ])(
    'stops before serving when %s, with the database closed cleanly',
    async (_case, tell) => {
      const server = startServer(awaiting(), { ipc: true });
      // Something else on the channel is not the builds' word.
      server.child.once('message', () => server.child.send({ hello: 'there' }));
      tell(server.child);
      expect(await server.exited()).toBe(1);
      expect(server.output()).toContain('Not starting: the app builds did not finish');
      expect(server.output()).not.toContain('Site running');

      const next = startServer(data.environment);
      await next.ready();
      expect(next.output()).not.toContain('did not shut down cleanly');
    },
    60_000,
  );
});
