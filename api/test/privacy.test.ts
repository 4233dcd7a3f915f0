import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { apiErrorSchema } from 'shared-contracts/api';
import { myDataSchema, sessionsResponseSchema } from 'shared-contracts/api/account';
import { chatStartResponseSchema, LIVE_CLOSE_SESSION_ENDED } from 'shared-contracts/api/chat';
import { deviceOf, maskedAddress } from '../src/account/sessionDevices';
import { BrowserClient } from './helpers/browserClient';
import { confirmedMember } from './helpers/members';
import { appWithSmtp } from './helpers/smtpServer';

const mailing = appWithSmtp();

beforeAll(async () => {
  await mailing.t.db.query(
    `update sites set settings = jsonb_set(settings, '{message_credits}', '0'::jsonb) where is_default`,
  );
  mailing.t.ctx.sites.invalidate();
});

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

const sessions = async (client: BrowserClient) => {
  const response = await client.request({ method: 'GET', url: '/api/sessions.php' });
  expect(response.statusCode).toBe(200);
  return sessionsResponseSchema.parse(response.json()).sessions;
};
const endSessions = (client: BrowserClient, payload: unknown) =>
  client.request({ method: 'DELETE', url: '/api/sessions.php', payload: payload as Record<string, unknown> });
const userStatus = async (client: BrowserClient) =>
  (await client.request({ method: 'GET', url: '/api/user.php' })).statusCode;

async function secondDevice(email: string, userAgent = FIREFOX_ANDROID) {
  const client = new BrowserClient(mailing.t.app);
  const answer = await client.request({
    method: 'POST',
    url: '/api/login.php',
    payload: { email, password: 'pass phrase' },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.statusCode).toBe(200);
  return client;
}

describe('GET /api/sessions.php', () => {
  it('lists the member’s sessions with device, masked address and the current one first; never a token', async () => {
    const member = await confirmedMember(mailing.t, 'Traveller');
    const phone = await secondDevice(member.email);
    const list = await sessions(member.client);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: true, browser: 'Chrome', os: 'Linux' });
    expect(list[1]).toMatchObject({ current: false, browser: 'Firefox', os: 'Android' });
    expect(list[1]?.address).toMatch(/^198\.51\.x\.x$/);
    const sid = member.client.cookies.get('sid') as string;
    expect(JSON.stringify(list)).not.toContain(sid);
    expect(list.map((session) => session.id)).not.toContain(sid);
    expect((await sessions(phone)).find((session) => session.current)?.browser).toBe('Firefox');
    expect(
      (await new BrowserClient(mailing.t.app).request({ method: 'GET', url: '/api/sessions.php' })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/sessions.php', () => {
  it('"log out other devices" ends every other session and keeps the current one', async () => {
    const member = await confirmedMember(mailing.t, 'Cautious');
    const phone = await secondDevice(member.email);
    const tablet = await secondDevice(
      member.email,
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Version/17.0 Safari/604.1',
    );
    const ended = await endSessions(member.client, { others: true });
    expect([ended.statusCode, ended.json()]).toEqual([200, { ended: 2 }]);
    expect(await userStatus(member.client)).toBe(200);
    expect(await userStatus(phone)).toBe(403);
    expect(await userStatus(tablet)).toBe(403);
    expect((await sessions(member.client)).map((session) => session.current)).toEqual([true]);
  });

  let liveHost: string | undefined;
  /** The app listening on a port of its own, once, for real WebSocket clients. */
  async function listening(): Promise<string> {
    if (!liveHost) {
      await mailing.t.app.listen({ port: 0, host: '127.0.0.1' });
      liveHost = `127.0.0.1:${(mailing.t.app.server.address() as AddressInfo).port}`;
    }
    return liveHost;
  }

  it.each([
    ['logging out all other devices', (client: BrowserClient) => endSessions(client, { others: true })],
    [
      'changing the password',
      (client: BrowserClient) =>
        client.request({
          method: 'PUT',
          url: '/api/password.php',
          payload: { current: 'pass phrase', password: 'a fresh phrase' },
        }),
    ],
    [
      'deleting the account (the asking browser learns it from the answer)',
      (client: BrowserClient) =>
        client.request({
          method: 'DELETE',
          url: '/api/user.php',
          payload: { password: 'pass phrase', reason: 'other' },
        }),
    ],
  ])("closes the other devices' live sockets at once when %s", async (_what, endOthers) => {
    const host = await listening();
    const member = await confirmedMember(mailing.t, 'Connected');
    const phone = await secondDevice(member.email);
    const cookie = [...phone.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = new WebSocket(`ws://${host}/api/live`, { headers: { host, origin: `http://${host}`, cookie } });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const startedAt = Date.now();
    expect((await endOthers(member.client)).statusCode).toBe(200);
    // Without the notice the socket would close at the next minute's session check.
    expect(await closed).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(Date.now() - startedAt).toBeLessThan(5000);
  });

  it('leaves the deleting browser’s own socket to its page, which acts on the answer', async () => {
    const host = await listening();
    const member = await confirmedMember(mailing.t, 'Leaving');
    const cookie = [...member.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = new WebSocket(`ws://${host}/api/live`, { headers: { host, origin: `http://${host}`, cookie } });
    const sentinel = { type: 'credits', credits: 4242 } as const;
    const heard = new Promise<string>((resolve) =>
      socket.on('message', (data: Buffer) => {
        if (data.toString() === JSON.stringify(sentinel)) resolve('still open');
      }),
    );
    const closed = new Promise<string>((resolve) => socket.once('close', () => resolve('closed')));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const deleted = await member.client.request({
      method: 'DELETE',
      url: '/api/user.php',
      payload: { password: 'pass phrase', reason: 'other' },
    });
    expect(deleted.statusCode).toBe(200);
    // The bus delivers in order: had the deletion sent this socket's session-ended notice, the socket would close
    // before this event, published after the answer, could reach it.
    await mailing.t.ctx.live.publish({ to: [member.memberId], event: sentinel });
    expect(await Promise.race([heard, closed])).toBe('still open');
    socket.close();
  });

  it('ends one session of the member’s own by id; another member’s id is 404 and stays', async () => {
    const member = await confirmedMember(mailing.t, 'Owner');
    const phone = await secondDevice(member.email);
    const stranger = await confirmedMember(mailing.t, 'Stranger');
    const phoneId = (await sessions(member.client)).find((session) => !session.current)?.id as string;

    const foreign = await endSessions(stranger.client, { id: phoneId });
    expect([foreign.statusCode, apiErrorSchema.parse(foreign.json()).error]).toEqual([404, 'no_session']);
    expect(await userStatus(phone)).toBe(200);
    expect((await endSessions(member.client, { id: randomUUID() })).statusCode).toBe(404);

    const ended = await endSessions(member.client, { id: phoneId });
    expect([ended.statusCode, ended.json()]).toEqual([200, { ended: 1 }]);
    expect(await userStatus(phone)).toBe(403);
    expect(await userStatus(member.client)).toBe(200);
  });

  it('takes only {others: true} or {id}', async () => {
    const member = await confirmedMember(mailing.t, 'Strict');
    for (const payload of [{}, { others: false }, { id: 'abc' }, { others: true, id: randomUUID() }, { all: true }]) {
      const answer = await endSessions(member.client, payload);
      expect(answer.statusCode).toBe(400);
    }
    expect(await userStatus(member.client)).toBe(200);
    expect((await endSessions(new BrowserClient(mailing.t.app), { others: true })).statusCode).toBe(403);
  });
});

describe('GET /api/my_data.php', () => {
  it('downloads everything about the member as a JSON attachment, and nothing private of others', async () => {
    const member = await confirmedMember(mailing.t, 'Curious');
    const friend = await confirmedMember(mailing.t, 'Friendly');
    const third = await confirmedMember(mailing.t, 'Outsider');
    await member.client.request({ method: 'POST', url: '/api/likes.php', payload: { profile: friend.profileId } });
    await friend.client.request({ method: 'POST', url: '/api/likes.php', payload: { profile: member.profileId } });
    await member.client.request({
      method: 'POST',
      url: '/api/report.php',
      payload: { profile: third.profileId, reason: 'scam', message: 'Sends links' },
    });
    const conversation = chatStartResponseSchema.parse(
      (await member.client.request({ method: 'GET', url: `/api/chat.php?profile=${friend.profileId}` })).json(),
    ).id;
    const say = (who: typeof member, text: string) =>
      who.client.request({
        method: 'POST',
        url: '/api/messages.php',
        payload: { conversation, client_id: randomUUID(), text },
      });
    await say(member, 'Hi Friendly');
    await say(friend, 'Hello Curious');
    // A conversation the member is not part of.
    const elsewhere = chatStartResponseSchema.parse(
      (await friend.client.request({ method: 'GET', url: `/api/chat.php?profile=${third.profileId}` })).json(),
    ).id;
    await friend.client.request({
      method: 'POST',
      url: '/api/messages.php',
      payload: { conversation: elsewhere, client_id: randomUUID(), text: 'A secret between others' },
    });

    const response = await member.client.request({ method: 'GET', url: '/api/my_data.php' });
    expect(response.statusCode).toBe(200);
    // Named after the site (its name, not its internal key "demo"), and the day.
    const data = myDataSchema.parse(response.json());
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="datelane-my-data-${data.exported_at.slice(0, 10)}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(data.account).toMatchObject({ id: member.memberId, email: member.email, status: 'active' });
    expect(data.profile).toMatchObject({ id: member.profileId, name: 'Curious' });
    expect(data.likes_given).toEqual([expect.objectContaining({ profile_id: friend.profileId, name: 'Friendly' })]);
    expect(data.likes_received).toEqual([expect.objectContaining({ profile_id: friend.profileId, name: 'Friendly' })]);
    expect(data.reports).toEqual([
      expect.objectContaining({ profile_id: third.profileId, reason: 'scam', message: 'Sends links' }),
    ]);
    expect(data.messages.map(({ direction, text, with: other }) => ({ direction, text, with: other }))).toEqual([
      { direction: 'sent', text: 'Hi Friendly', with: { profile_id: friend.profileId, name: 'Friendly' } },
      { direction: 'received', text: 'Hello Curious', with: { profile_id: friend.profileId, name: 'Friendly' } },
    ]);
    expect(data.sessions).toEqual([expect.objectContaining({ browser: 'Chrome', os: 'Linux' })]);

    const text = response.body;
    expect(text).not.toContain('A secret between others');
    expect(text).not.toContain(friend.email);
    expect(text).not.toContain(third.email);
    expect(text).not.toContain(member.client.cookies.get('sid') as string);
    expect(text).not.toMatch(/argon2|password/);

    expect(
      (await new BrowserClient(mailing.t.app).request({ method: 'GET', url: '/api/my_data.php' })).statusCode,
    ).toBe(403);
  });

  it('links photos absolutely and names a push subscription only by its host', async () => {
    const member = await confirmedMember(mailing.t, 'Pictured');
    const [profile] = await mailing.t.db.query<{ id: number }>('select id from profiles where member_id = $1', [
      member.memberId,
    ]);
    await mailing.t.db.query(
      `insert into profile_images (profile_id, filename, thumb_filename) values ($1, 'ab/full.jpg', 'ab/thumb.jpg')`,
      [profile?.id ?? 0],
    );
    await mailing.t.db.query(
      `insert into push_subscriptions (member_id, endpoint, p256dh, auth) values ($1, $2, 'key', 'secret-auth')`,
      [member.memberId, `https://push.example.net/send/${randomUUID()}`],
    );
    const response = await member.client.request({ method: 'GET', url: '/api/my_data.php' });
    const data = myDataSchema.parse(response.json());
    expect(data.photos).toEqual([
      expect.objectContaining({
        url: 'http://localhost:8080/cdn/ab/full.jpg',
        thumbnail_url: 'http://localhost:8080/cdn/ab/thumb.jpg',
      }),
    ]);
    expect(data.push_subscriptions).toEqual([expect.objectContaining({ endpoint_host: 'push.example.net' })]);
    expect(response.body).not.toContain('secret-auth');
    expect(response.body).not.toContain('/send/');
  });

  it("names the file after a site's own letters, with an ASCII name for browsers that want one", async () => {
    const member = await confirmedMember(mailing.t, 'Lettered');
    const rename = async (name: string) => {
      await mailing.t.db.query(
        `update sites set settings = jsonb_set(settings, '{name}', $1::jsonb) where is_default`,
        [JSON.stringify(name)],
      );
      mailing.t.ctx.sites.invalidate();
    };
    await rename('Liebesglück Café');
    try {
      const response = await member.client.request({ method: 'GET', url: '/api/my_data.php' });
      const day = myDataSchema.parse(response.json()).exported_at.slice(0, 10);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="liebesgluck-cafe-my-data-${day}.json"; ` +
          `filename*=UTF-8''liebesgl%C3%BCck-caf%C3%A9-my-data-${day}.json`,
      );
      await rename('"Quoted"\r\nX-Injected: yes');
      const awkward = await member.client.request({ method: 'GET', url: '/api/my_data.php' });
      expect(awkward.headers['content-disposition']).toBe(
        `attachment; filename="quoted-x-injected-yes-my-data-${myDataSchema.parse(awkward.json()).exported_at.slice(0, 10)}.json"`,
      );
      expect(awkward.headers['x-injected']).toBeUndefined();
    } finally {
      await rename('Datelane');
    }
  });
});

describe('session devices', () => {
  it('names the browser and system, and masks the address', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(deviceOf('')).toEqual({ browser: '', os: '' });
    expect(
      deviceOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Linux' });
    expect(maskedAddress('203.0.113.77')).toBe('203.0.x.x');
    expect(maskedAddress('::ffff:203.0.113.77')).toBe('203.0.x.x');
    expect(maskedAddress('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:…');
    expect(maskedAddress('not an address')).toBe('');
  });
});
