// The release tools' contracts rule (docs/releasing.md, "Contracts versions"): a remote version that needs newer
// shared-contracts than the live shell provides never goes live; a compatible one does.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface Deploy {
  promoteVersion: (app: string, version: string) => Promise<void>;
  assertContractsCompatible: (live: Record<string, string>) => Promise<void>;
}

// Plain JavaScript without type declarations; imported the way the experiment CLI imports it.
const deploy = (await import(
  pathToFileURL(path.resolve(import.meta.dirname, '../../tools/deploy.mjs')).href
)) as Deploy;

let deployDir: string;
const registryFile = () => path.join(deployDir, 'registry.json');

async function version(folder: string, name: string, contracts: string, manifest = true) {
  const dir = path.join(deployDir, folder, name);
  await mkdir(dir, { recursive: true });
  if (manifest) await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
  await writeFile(
    path.join(dir, 'build-info.json'),
    JSON.stringify({ app: path.basename(folder), version: name, contracts }),
  );
}

beforeEach(async () => {
  deployDir = await mkdtemp(path.join(tmpdir(), 'release-contracts-'));
  process.env.DEPLOY_DIR = deployDir;
  // The live shell provides shared-contracts 1.0.0; the live landers need 1.0.0.
  await version('shell', 's1', '1.0.0', false);
  await version('remotes/mfe-landers', 'l1', '1.0.0');
  await writeFile(
    registryFile(),
    `${JSON.stringify({ apps: { shell: { live: 's1', history: ['s1'] }, 'mfe-landers': { live: 'l1', history: ['l1'], candidates: ['l2'] } } }, null, 2)}\n`,
  );
});

afterEach(async () => {
  delete process.env.DEPLOY_DIR;
  await rm(deployDir, { recursive: true, force: true });
});

describe('promoting a built remote version', () => {
  it.each([
    [
      'a newer minor',
      '1.1.0',
      /Release a shell built against shared-contracts 1\.1\.0 or later first \(npm run release -- shell\)/,
    ],
    ['a newer major', '2.0.0', /Release a shell built against shared-contracts 2\.0\.0 or later first/],
    ['an older major', '0.9.0', /rebuilt against it together with the shell \(npm run release -- shell mfe-landers\)/],
  ])(
    'is refused when it was built against %s of shared-contracts than the live shell, and nothing changes',
    async (_, contracts, advice) => {
      await version('remotes/mfe-landers', 'l2', contracts);
      const before = await readFile(registryFile(), 'utf8');

      await expect(deploy.promoteVersion('mfe-landers', 'l2')).rejects.toMatchObject({
        name: 'ContractsMismatchError',
        message: expect.stringContaining(
          `mfe-landers l2 was built against shared-contracts ${contracts}, but the shell s1 provides 1.0.0`,
        ),
      });
      await expect(deploy.assertContractsCompatible({ shell: 's1', 'mfe-landers': 'l2' })).rejects.toThrow(advice);
      expect(await readFile(registryFile(), 'utf8')).toBe(before);
    },
  );

  it('goes live when it needs the shared-contracts the live shell provides', async () => {
    await version('remotes/mfe-landers', 'l2', '1.0.0');
    await deploy.promoteVersion('mfe-landers', 'l2');
    const registry = JSON.parse(await readFile(registryFile(), 'utf8'));
    expect(registry.apps['mfe-landers']).toEqual({ live: 'l2', history: ['l1', 'l2'], candidates: [] });
    expect(registry.apps.shell).toEqual({ live: 's1', history: ['s1'] });
  });

  it('goes live when the shell was built against newer contracts than the remote', async () => {
    await version('shell', 's2', '1.3.0', false);
    const registry = JSON.parse(await readFile(registryFile(), 'utf8'));
    registry.apps.shell = { live: 's2', history: ['s1', 's2'] };
    await writeFile(registryFile(), JSON.stringify(registry));
    await version('remotes/mfe-landers', 'l2', '1.2.0');
    await deploy.promoteVersion('mfe-landers', 'l2');
    expect(JSON.parse(await readFile(registryFile(), 'utf8')).apps['mfe-landers'].live).toBe('l2');
  });

  it('is refused for a version that was never built', async () => {
    const before = await readFile(registryFile(), 'utf8');
    await expect(deploy.promoteVersion('mfe-landers', 'l9')).rejects.toThrow('mfe-landers has no built version l9');
    expect(await readFile(registryFile(), 'utf8')).toBe(before);
  });
});
