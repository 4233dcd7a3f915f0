import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import selfsigned from 'selfsigned';
import { settingsResponseSchema } from 'shared-contracts/api';
import { chatStartResponseSchema } from 'shared-contracts/api/chat';
import { pushPayloadSchema } from 'shared-contracts/api/signup';
import { isPublicAddress, publicAddressLookup } from '../src/push/publicAddress';
import { PushService } from '../src/push/pushService';
import { BrowserClient } from './helpers/browserClient';
import { confirmedMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * A local stand-in for a browser vendor's push service: it accepts Web Push requests over HTTPS like the real ones
 * (RFC 8030), and keeps what arrived. The test holds the subscription's private key, as the browser would.
 */
interface Delivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
const deliveries: Delivery[] = [];
let answer = 201;
let pushService: Server;
let t: TestApp;
let cert: string;

/**
 * Push services have public DNS names, which cannot be resolved here: this stands in for DNS, answering every name
 * with the address the test gives (the stand-in's 127.0.0.1, or what an attacker's name would resolve to).
 */
const fakeDns =
  (address: string) =>
  (_hostname: string, _options: { all: true }, callback: (error: null, addresses: LookupAddress[]) => void) =>
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);

const PUSH_HOST = 'push.services.example';

beforeAll(async () => {
  const pem = await selfsigned.generate([{ name: 'commonName', value: PUSH_HOST }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: PUSH_HOST }] }],
  });
  cert = pem.cert;
  pushService = createServer({ key: pem.private, cert: pem.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  // The stand-in is on loopback, which the real lookup refuses; here "DNS" answers its address without that check.
  const toStandIn = fakeDns('127.0.0.1');
  t = await createTestApp({
    pushAgent: new Agent({
      ca: pem.cert,
      lookup: (host, options, callback) =>
        toStandIn(host, { all: true }, (error, addresses) => callback(error, addresses as never)),
    }),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});

function browserSubscription(path: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  const { port } = pushService.address() as AddressInfo;
  return {
    keys,
    auth,
    json: {
      endpoint: `https://${PUSH_HOST}:${port}${path}`,
      keys: { p256dh: keys.getPublicKey('base64url'), auth: auth.toString('base64url') },
    },
  };
}

describe('web push', () => {
  it('publishes the VAPID public key as settings.push_pub, the same on every start', async () => {
    const { settings } = settingsResponseSchema.parse(
      (await new BrowserClient(t.app).request({ method: 'GET', url: '/api/settings.php' })).json(),
    );
    expect(settings.push_pub).toMatch(/^[\w-]{87}$/);
    expect(settings.push_pub).toBe(t.ctx.push.publicKey);
    const [stored] = await t.db.query<{ value: string }>(`select value from app_secrets where name = 'vapid-keys'`);
    expect(JSON.parse(stored?.value ?? '{}').publicKey).toBe(settings.push_pub);
  });

  it('sends a message that only the subscribed browser can decrypt, signed with the VAPID key', async () => {
    const client = new BrowserClient(t.app);
    await client.login();
    const subscription = browserSubscription('/push/device-1');
    expect(
      (
        await client.request({
          method: 'POST',
          url: '/api/user.php?push=1',
          payload: { subscription: subscription.json },
        })
      ).statusCode,
    ).toBe(200);
    const [member] = await t.db.query<{ id: number }>(`select id from members where email = 'demo@example.com'`);

    const payload = { title: 'New message', body: 'Anna: hi there!', url: '/chats/7', tag: 'chat-7' };
    expect(await t.ctx.push.send(member?.id as number, payload, 'support@datelane.example')).toBe(1);

    const delivery = deliveries.find((candidate) => candidate.path === '/push/device-1') as Delivery;
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery.headers.ttl).toBe('86400');
    expect(delivery.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.ctx.push.publicKey}$`),
    );
    expect(delivery.body.includes(Buffer.from('Anna'))).toBe(false);

    const plaintext = ece.decrypt(delivery.body, {
      version: 'aes128gcm',
      privateKey: subscription.keys,
      authSecret: subscription.auth.toString('base64url'),
    });
    expect(pushPayloadSchema.parse(JSON.parse(plaintext.toString('utf8')))).toEqual(payload);

    // Another key pair cannot read it.
    const stranger = browserSubscription('/push/other');
    expect(() =>
      ece.decrypt(delivery.body, {
        version: 'aes128gcm',
        privateKey: stranger.keys,
        authSecret: stranger.auth.toString('base64url'),
      }),
    ).toThrow();
  });

  it('forgets a subscription the push service says is gone', async () => {
    const client = new BrowserClient(t.app);
    await client.login();
    const subscription = browserSubscription('/push/expired');
    await client.request({ method: 'POST', url: '/api/user.php?push=1', payload: { subscription: subscription.json } });
    const [member] = await t.db.query<{ id: number }>(`select id from members where email = 'demo@example.com'`);
    answer = 410;
    try {
      await t.ctx.push.send(member?.id as number, { title: 't', body: 'b', url: '/' }, 'support@datelane.example');
    } finally {
      answer = 201;
    }
    const left = await t.db.query('select 1 from push_subscriptions where endpoint = $1', [subscription.json.endpoint]);
    expect(left).toHaveLength(0);
  });
});

describe('push endpoints that lead into our own network', () => {
  it.each([
    ['this host', '127.0.0.1'],
    ['the cloud metadata service', '169.254.169.254'],
    ['a private network', '10.1.2.3'],
    ['IPv6 loopback', '::1'],
    ['an IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['a unique-local IPv6 network', 'fd12:3456::1'],
  ])(
    'are refused when the name resolves to %s at send time, and the subscription is dropped',
    async (_label, address) => {
      const client = new BrowserClient(t.app);
      await client.login();
      const subscription = browserSubscription(`/push/rebind-${address}`);
      expect(
        (
          await client.request({
            method: 'POST',
            url: '/api/user.php?push=1',
            payload: { subscription: subscription.json },
          })
        ).statusCode,
      ).toBe(200);
      const [member] = await t.db.query<{ id: number }>(`select id from members where email = 'demo@example.com'`);
      // The real guard, with DNS answering the non-public address (a name rebound after the subscription was checked).
      const [vapid] = await t.db.query<{ value: string }>(`select value from app_secrets where name = 'vapid-keys'`);
      const guarded = new PushService(
        t.db,
        JSON.parse(vapid?.value ?? '{}'),
        new Agent({ ca: cert, lookup: publicAddressLookup(fakeDns(address)) }),
      );
      const arrivedBefore = deliveries.length;
      expect(
        await guarded.send(member?.id as number, { title: 't', body: 'b', url: '/' }, 'support@datelane.example'),
      ).toBe(0);
      expect(deliveries.length).toBe(arrivedBefore);
      expect(
        await t.db.query('select 1 from push_subscriptions where endpoint = $1', [subscription.json.endpoint]),
      ).toHaveLength(0);
    },
  );

  it('tells public addresses from the rest', () => {
    for (const address of ['142.250.74.106', '2a00:1450:4001:80b::200a', '8.8.8.8'])
      expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ]) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });
});

describe('service worker and manifest', () => {
  it('serves the push service worker at the root scope, never cached', async () => {
    const response = await new BrowserClient(t.app).request({ method: 'GET', url: '/sw.js?version=2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.body).toContain('NEW_PUSH_MESSAGE');
  });

  it("serves the site's web app manifest with icons that exist", async () => {
    const client = new BrowserClient(t.app);
    const manifest = (await client.request({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({ name: 'Datelane', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const response = await client.request({ method: 'GET', url: icon.src });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
  });

  it('tells a member with no live socket of a new message by push, in their language and without its text', async () => {
    await t.db.query(`update sites set settings = jsonb_set(settings, '{message_credits}', '0') where is_default`);
    t.ctx.sites.invalidate();
    const anna = await confirmedMember(t, 'Anna');
    const ben = await confirmedMember(t, 'Ben');
    await t.db.query(`update profiles set language = 'nl' where id = $1`, [ben.profileId]);
    const subscription = browserSubscription('/push/ben');
    await ben.client.request({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { subscription: subscription.json },
    });
    const { id: conversation } = chatStartResponseSchema.parse(
      (await anna.client.request({ method: 'GET', url: `/api/chat.php?profile=${ben.profileId}` })).json(),
    );
    const send = (text: string) =>
      anna.client.request({
        method: 'POST',
        url: '/api/messages.php',
        payload: { conversation, client_id: randomUUID(), text },
      });
    const pushesToBen = () => deliveries.filter((delivery) => delivery.path === '/push/ben');

    expect((await send('a secret')).statusCode).toBe(200);
    // The push goes after the answer; once that notice has ended, the push service has answered it.
    await t.ctx.notificationMails.idle();
    expect(pushesToBen()).toHaveLength(1);
    const [delivery] = pushesToBen();
    const plaintext = ece.decrypt((delivery as Delivery).body, {
      version: 'aes128gcm',
      privateKey: subscription.keys,
      authSecret: subscription.auth.toString('base64url'),
    });
    expect(pushPayloadSchema.parse(JSON.parse(plaintext.toString('utf8')))).toEqual({
      title: 'Datelane',
      body: 'Nieuw bericht van Anna',
      url: `/chats/${conversation}`,
      tag: `chat-${conversation}`,
    });

    // With a tab open (a live socket, in any process), the tab shows it instead.
    await t.ctx.livePresence.opened('another-process', ben.memberId);
    expect((await send('and another')).statusCode).toBe(200);
    // A push, had the send begun one after its answer, has reached the push service once the notices have ended.
    await t.ctx.notificationMails.idle();
    expect(pushesToBen()).toHaveLength(1);
  });
});
