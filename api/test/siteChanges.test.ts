import { randomBytes } from 'node:crypto';
import { settingsResponseSchema, type PublicSettings } from 'shared-contracts/api';
import type { AdminPackage, AdminSite } from 'shared-contracts/api/admin';
import { minorUnits } from 'shared-contracts/api/payments';
import { buildApp } from '../src/app';
import { totpCode } from '../src/auth/totp';
import { createContext } from '../src/context';
import { DeployRegistry } from '../src/deploy/registry';
import { BrowserClient } from './helpers/browserClient';
import { HttpBrowser } from './helpers/httpBrowser';
import { signedInOperator } from './helpers/operators';
import { killAllServers, serverData, startServer } from './helpers/serverProcess';
import { createTestApp, type TestApp } from './helpers/testApp';

// A change in the console reaches every server process on the database within seconds, without a restart
// (docs/operators.md "Sites and settings"): each keeps sites in memory for 30 s, and the change's NOTIFY empties
// that copy everywhere. On PostgreSQL (DATABASE_URL) the two servers are real processes started as `npm start`
// starts one; the embedded database allows one process per data directory, so there they are two apps in this
// process on one database, each with its own cache and its own LISTEN.

type Method = 'GET' | 'POST' | 'PUT';
/** A browser of one of the two servers. */
interface Browser {
  call(method: Method, url: string, body?: object): Promise<{ status: number; body: unknown }>;
}
interface TwoServers {
  /** Signed in to the console on the first server as an admin. */
  operator: Browser;
  /** A visitor of the second server. */
  visitor: Browser;
  close(): Promise<void>;
}

async function twoProcesses(): Promise<TwoServers> {
  // A new database on the DATABASE_URL server, shared by both.
  const data = await serverData('site-changes-');
  const operatorToken = randomBytes(32).toString('hex');
  const environment = { ...data.environment, OPERATOR_TOKEN: operatorToken };
  const first = startServer(environment);
  const firstPort = await first.ready();
  const secondPort = await startServer(environment).ready();
  const browser = (port: number): Browser => {
    const http = new HttpBrowser(port);
    return {
      call: async (method, url, body) => {
        const response = await http.call(method, url, body);
        return { status: response.status, body: await response.json() };
      },
    };
  };
  const created = await fetch(`http://127.0.0.1:${firstPort}/api/admin/cli_operator.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@operators.example', role: 'admin', password: 'operator pass phrase' }),
  });
  const createdBody = (await created.json()) as { totp_secret: string };
  if (created.status !== 200) throw new Error(`cli_operator: ${created.status} ${JSON.stringify(createdBody)}`);
  const secret = createdBody.totp_secret;
  const operator = browser(firstPort);
  await operator.call('GET', '/api/settings.php');
  const signIn = await operator.call('POST', '/api/admin/session.php', {
    email: 'admin@operators.example',
    password: 'operator pass phrase',
    code: totpCode(secret),
  });
  expect(signIn.status).toBe(200);
  return {
    operator,
    visitor: browser(secondPort),
    close: async () => {
      await killAllServers();
      await data.remove();
    },
  };
}

async function twoAppsOnOneDatabase(): Promise<TwoServers> {
  const t: TestApp = await createTestApp({ profiles: 2 });
  const second = await buildApp(await createContext(t.ctx.config, t.db, new DeployRegistry(t.deployDir)), {
    logger: false,
  });
  await second.ready();
  const browser = (client: BrowserClient): Browser => ({
    call: async (method, url, body) => {
      const response = await client.request({ method, url, ...(body === undefined ? {} : { payload: body }) });
      return { status: response.statusCode, body: response.json() };
    },
  });
  const { client } = await signedInOperator(t, 'admin');
  return {
    operator: browser(client),
    visitor: browser(new BrowserClient(second)),
    close: async () => {
      await second.close();
      await t.close();
    },
  };
}

let servers: TwoServers | undefined;
const running = () => {
  if (!servers) throw new Error('the servers did not start');
  return servers;
};
beforeAll(async () => {
  servers = process.env.DATABASE_URL ? await twoProcesses() : await twoAppsOnOneDatabase();
}, 120_000);
afterAll(async () => {
  await servers?.close();
  await killAllServers();
});

const settingsOnSecond = async (): Promise<PublicSettings> =>
  settingsResponseSchema.parse((await running().visitor.call('GET', '/api/settings.php')).body).settings;

/** Asks the second server every 50 ms until `done` holds; answers how long that took. */
async function secondServerShows(done: (settings: PublicSettings) => boolean): Promise<number> {
  const started = Date.now();
  while (!done(await settingsOnSecond())) {
    // Well under the 30 s the cache would otherwise keep the old site.
    if (Date.now() - started > 5_000) throw new Error('the second server still shows the old settings after 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe('a change made on one server', () => {
  it("is used by the other within seconds, though it had the site's settings cached", async () => {
    expect((await settingsOnSecond()).name).toBe('Datelane');
    const { body } = await running().operator.call('GET', '/api/admin/site.php?id=1');
    const { site } = body as { site: AdminSite };
    const saved = await running().operator.call('PUT', '/api/admin/sites.php', {
      id: site.id,
      version: site.version,
      hosts: site.hosts,
      origin: site.origin,
      is_default: site.is_default,
      settings: { ...site.settings, name: 'Datelane Live' },
      template: site.template,
      moderation: site.moderation,
    });
    expect(saved.status).toBe(200);
    expect(await secondServerShows((settings) => settings.name === 'Datelane Live')).toBeLessThan(5_000);
  });

  it('changes the price of a message there too when a package price changes', async () => {
    const cost = (settings: PublicSettings) => {
      const nl = settings.minimum_message_costs.NL;
      return nl && minorUnits(String(nl.costs), nl.currency);
    };
    expect(cost(await settingsOnSecond())).toBe(181);
    const { packages } = (await running().operator.call('GET', '/api/admin/prices.php?site=1')).body as {
      packages: AdminPackage[];
    };
    const best = packages.find((pack) => pack.country === 'NL' && pack.credits === 100) as AdminPackage;
    const changed = await running().operator.call('PUT', '/api/admin/packages.php', {
      id: best.id,
      credits: best.credits,
      bonus_credits: best.bonus_credits,
      price: 10999,
      best_value: best.best_value,
      position: best.position,
      active: true,
    });
    expect(changed.status).toBe(200);
    // €109.99 for 110 credits: €1.00 a message.
    expect(await secondServerShows((settings) => cost(settings) === 100)).toBeLessThan(5_000);
  });
});
