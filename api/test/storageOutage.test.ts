// The image store failing under a running server: a photo upload and /cdn/ answer 503 with Retry-After and words a
// member understands, and the server's log puts it on the store, once at error level and without a stack.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { HttpBrowser } from './helpers/httpBrowser';
import { photoMultipart } from './helpers/photos';
import { freePort } from './helpers/redisServer';
import { startS3Server } from './helpers/s3Server';
import { killAllServers, serverData, startServer, type ServerProcess } from './helpers/serverProcess';
import { createTestApp } from './helpers/testApp';

interface ClusterNginx {
  startNginx: (options: { dataDir: string; port: number; nodePorts: number[] }) => Promise<{ server: ChildProcess }>;
}
// Plain JavaScript without type declarations: the proxy `npm run cluster` runs (tools/cluster/nginx.mjs).
const { startNginx } = (await import(
  pathToFileURL(path.resolve(import.meta.dirname, '../../tools/cluster/nginx.mjs')).href
)) as ClusterNginx;

afterAll(async () => {
  await killAllServers();
});

interface BrokenStore {
  environment: Record<string, string>;
  /** How the log names the store. */
  name: string;
  /** Takes the store away from the running server, as an outage would. */
  fail: () => Promise<void>;
  remove: () => Promise<void>;
}

const stores: Record<string, (dataDir: string) => Promise<BrokenStore>> = {
  'the S3 bucket, its server stopped': async () => {
    const s3 = await startS3Server();
    let stopped: Promise<void> | undefined;
    const stop = () => (stopped ??= s3.stop());
    return {
      environment: s3.environment,
      name: `S3 bucket uploads at ${s3.environment.S3_ENDPOINT}`,
      fail: stop,
      remove: stop,
    };
  },
  // What a lost volume looks like to a server running as root, whom no permission stops: the folder is not there.
  'the uploads folder, replaced by a file': async (dataDir) => ({
    environment: {},
    name: `folder ${path.join(dataDir, 'uploads')}`,
    fail: async () => {
      await rename(path.join(dataDir, 'uploads'), path.join(dataDir, 'uploads-lost'));
      await writeFile(path.join(dataDir, 'uploads'), 'not a folder');
    },
    remove: async () => undefined,
  }),
};

interface LogLine {
  level: number;
  msg: string;
  storage?: string;
  storageError?: string;
  failures?: number;
}

/** The server's log lines about its image storage, once `count` of them have been printed. */
async function storageLogLines(server: ServerProcess, count: number): Promise<LogLine[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.msg.startsWith('image storage'));
    if (lines.length >= count) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not log ${count} lines about its storage; it printed:\n${server.output()}`);
}

describe.each(Object.keys(stores))('%s', (store) => {
  it('answers uploads and /cdn/ with 503 and Retry-After, and logs the store once as the fault', async () => {
    const data = await serverData('storage-outage-');
    const broken = await stores[store]?.(data.environment.DATA_DIR as string);
    if (!broken) throw new Error(store);
    try {
      const server = startServer({ ...data.environment, ...broken.environment, LOG_LEVEL: 'warn' });
      const browser = new HttpBrowser(await server.ready());
      await browser.call('GET', '/api/settings.php');
      const login = await browser.call('POST', '/api/login.php', {
        email: 'demo@example.com',
        password: 'demo-password',
      });
      expect(login.status).toBe(200);
      const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3949ab' } })
        .png()
        .toBuffer();
      const upload = () => {
        const { payload, headers } = photoMultipart(png);
        return browser.send('POST', '/api/profileimage.php', payload, headers);
      };
      const first = await upload();
      expect(first.status).toBe(200);
      const { image } = (await first.json()) as { image: { thumb_filename: string } };
      expect((await browser.call('GET', `/cdn/${image.thumb_filename}`)).status).toBe(200);

      await broken.fail();
      const answers = [
        await upload(),
        await browser.call('GET', `/cdn/${image.thumb_filename}`),
        await upload(),
        await browser.call('GET', `/cdn/${image.thumb_filename.replace('-thumb', '')}`),
      ];
      for (const answer of answers) {
        expect([answer.status, answer.headers.get('retry-after'), answer.headers.get('cache-control')]).toEqual([
          503,
          '60',
          'no-store',
        ]);
        expect(await answer.json()).toEqual({
          error: 'storage_unavailable',
          message: 'Photos are temporarily unavailable. Please try again in a minute.',
        });
      }

      // One error for the outage, naming the store and what it answered; a warning for each request after; no stack.
      const lines = await storageLogLines(server, answers.length);
      expect(lines.map((line) => [line.level, line.msg, line.failures])).toEqual([
        [50, 'image storage unavailable', 1],
        [40, 'image storage still unavailable', 2],
        [40, 'image storage still unavailable', 3],
        [40, 'image storage still unavailable', 4],
      ]);
      for (const line of lines) {
        expect(line.storage).toBe(broken.name);
        expect(line.storageError).toEqual(expect.any(String));
      }
      expect(server.output()).not.toContain('"stack"');
    } finally {
      await killAllServers();
      await broken.remove();
      await data.remove();
    }
  }, 120_000);
});

describe("behind the cluster's nginx", () => {
  it("passes the store's 503 on and keeps the nodes in the round: the rest of the site still answers", async () => {
    const s3 = await startS3Server();
    let stopped: Promise<void> | undefined;
    const stopStore = () => (stopped ??= s3.stop());
    const t = await createTestApp({ environment: s3.environment });
    const root = await mkdtemp(path.join(tmpdir(), 'storage-outage-nginx-'));
    let nginx: ChildProcess | undefined;
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const node = (t.app.server.address() as AddressInfo).port;
      const port = await freePort();
      // Two peers, as `npm run cluster` has two nodes: the same node twice, skipped each on its own.
      ({ server: nginx } = await startNginx({ dataDir: root, port, nodePorts: [node, node] }));
      const through = async (url: string) => (await fetch(`http://127.0.0.1:${port}${url}`)).status;
      const [{ filename }] = (await t.db.query<{ filename: string }>(
        'select filename from profile_images order by id limit 1',
      )) as [{ filename: string }];
      expect(await through(`/cdn/${filename}`)).toBe(200);

      await stopStore();
      const answers = [];
      for (let request = 0; request < 3; request += 1) answers.push(await through(`/cdn/${filename}`));
      expect(answers).toEqual([503, 503, 503]);
      expect(await through('/api/settings.php')).toBe(200);
    } finally {
      if (nginx) {
        const ended = new Promise((resolve) => nginx?.once('exit', resolve));
        nginx.kill('SIGTERM');
        await ended;
      }
      await t.close();
      await stopStore();
      await rm(root, { recursive: true, force: true });
    }
  });
});
