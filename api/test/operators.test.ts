import * as admin from 'shared-contracts/api/admin';
import { operatorRoles, roleMay, type AdminEndpoint, type OperatorPermission } from 'shared-contracts/api/admin';
import { totpCode } from '../src/auth/totp';
import { BrowserClient } from './helpers/browserClient';
import { createOperator, signedInOperator, signInToConsole as signIn } from './helpers/operators';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 2 });
});
afterAll(async () => t.close());

const STEP_MS = 30_000;

async function auditActions(objectId: number) {
  const rows = await t.db.query<{ action: string; actor: string }>(
    `select action, actor from audit_log where object_type = 'operator' and object_id = $1 order by id`,
    [String(objectId)],
  );
  return rows.map((row) => `${row.actor}:${row.action}`);
}

describe('signing in to the console', () => {
  it('takes e-mail, password and a current code, and sets a strict cookie for the operator calls only', async () => {
    const operator = await createOperator(t, 'moderator');
    const client = new BrowserClient(t.app);
    const answer = await signIn(client, { ...operator, code: totpCode(operator.secret) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ operator: { email: operator.email, role: 'moderator' } });
    expect(answer.json().permissions).toEqual(expect.arrayContaining(['reports.act', 'photos.review']));
    expect(answer.json().permissions).not.toContain('operators.manage');
    const cookie = (
      answer.cookies as unknown as { name: string; path: string; sameSite: string; httpOnly: boolean }[]
    ).find((one) => one.name === 'osid');
    expect(cookie).toMatchObject({ path: '/api/admin', sameSite: 'Strict', httpOnly: true });
    const session = await client.request({ method: 'GET', url: '/api/admin/session.php' });
    expect(session.json().operator.email).toBe(operator.email);
    expect(await auditActions(operator.id)).toEqual(['cli:operator.created', 'operator:operator.signed_in']);
  });

  it('answers the same for a wrong password, a wrong code, an unknown address and a replayed code', async () => {
    const operator = await createOperator(t, 'analyst');
    const client = new BrowserClient(t.app);
    const code = totpCode(operator.secret);
    const wrongs = [
      { ...operator, password: 'not the password', code },
      { ...operator, code: code === '000000' ? '111111' : '000000' },
      { ...operator, email: 'nobody@operators.example', code },
    ];
    for (const wrong of wrongs) {
      const answer = await signIn(client, wrong);
      expect([answer.statusCode, answer.json().error]).toEqual([401, 'invalid_credentials']);
    }
    expect((await signIn(client, { ...operator, code })).statusCode).toBe(200);
    // The same code again, from another browser: a code works once.
    const replay = await signIn(new BrowserClient(t.app), { ...operator, code });
    expect([replay.statusCode, replay.json().error]).toEqual([401, 'invalid_credentials']);
    // The next step's code still works (a phone clock a little ahead).
    expect(
      (await signIn(new BrowserClient(t.app), { ...operator, code: totpCode(operator.secret, Date.now() + STEP_MS) }))
        .statusCode,
    ).toBe(200);
  });

  it('makes an address wait after five failures, whatever the password', async () => {
    const operator = await createOperator(t, 'analyst');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await signIn(new BrowserClient(t.app), { ...operator, password: `wrong ${attempt}`, code: '123456' }))
          .statusCode,
      ).toBe(401);
    }
    const waiting = await signIn(new BrowserClient(t.app), { ...operator, code: totpCode(operator.secret) });
    expect([waiting.statusCode, waiting.json().error]).toEqual([429, 'account_throttled']);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('signs out on the server: the cookie is worth nothing afterwards', async () => {
    const { client } = await signedInOperator(t, 'analyst');
    const stolen = client.cookies.get('osid');
    expect((await client.request({ method: 'DELETE', url: '/api/admin/session.php' })).statusCode).toBe(200);
    const replayed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session.php',
      headers: { cookie: `osid=${stolen}` },
    });
    expect([replayed.statusCode, replayed.json().error]).toEqual([401, 'operator_sign_in_required']);
  });
});

describe('operators and members never share a session', () => {
  it("refuses a member's session on every operator call, and an operator's on member calls", async () => {
    const member = new BrowserClient(t.app);
    expect((await member.login()).statusCode).toBe(200);
    const asMember = await member.request({ method: 'GET', url: '/api/admin/session.php' });
    expect([asMember.statusCode, asMember.json().error]).toEqual([401, 'operator_sign_in_required']);

    const { client: operator } = await signedInOperator(t, 'owner');
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: `osid=${operator.cookies.get('osid')}` },
    });
    expect(user.statusCode).toBe(403);
  });

  it('checks every operator call: visitors and members get 401, roles without the permission 403', async () => {
    const calls = (Object.values(admin) as unknown[]).filter(
      (value): value is AdminEndpoint => typeof value === 'object' && value !== null && 'permission' in value,
    );
    const checked = calls.filter((call) => call.permission !== 'signIn' && call.permission !== 'cli');
    expect(checked.length).toBeGreaterThan(5);
    // Every operator call the server registered is declared in the contracts, so the list above misses none.
    const declared = new Set(calls.map((call) => `${call.method} ${call.path}`));
    for (const route of t.routes.filter((one) => one.url.startsWith('/api/admin/') && one.method !== 'HEAD'))
      expect(declared).toContain(`${route.method} ${route.url}`);

    const visitor = new BrowserClient(t.app);
    const member = new BrowserClient(t.app);
    await member.login();
    const roles = await Promise.all(
      operatorRoles.map(async (role) => ({ role, client: (await signedInOperator(t, role)).client })),
    );
    // Signing out last: it ends the session the other calls use.
    const ordered = [...checked].sort(
      (a, b) => Number(a === admin.operatorSignOutEndpoint) - Number(b === admin.operatorSignOutEndpoint),
    );
    for (const call of ordered) {
      const ask = (client: BrowserClient) =>
        client.request({ method: call.method, url: call.path, ...(call.method === 'GET' ? {} : { payload: {} }) });
      for (const client of [visitor, member]) {
        const answer = await ask(client);
        expect([call.path, answer.statusCode, answer.json().error]).toEqual([
          call.path,
          401,
          'operator_sign_in_required',
        ]);
      }
      for (const { role, client } of roles) {
        const answer = await ask(client);
        const permission = call.permission as OperatorPermission;
        if (roleMay(role, permission)) expect([call.path, role, answer.statusCode]).not.toEqual([call.path, role, 403]);
        else expect([call.path, role, answer.statusCode]).toEqual([call.path, role, 403]);
        expect(answer.statusCode).toBeLessThan(500);
      }
    }
  });
});

describe('invitations and roles', () => {
  it('invites in the inviter’s console language, which the invitee’s console starts in', async () => {
    const { client: owner } = await signedInOperator(t, 'owner');
    await owner.request({ method: 'PUT', url: '/api/admin/session.php', payload: { locale: 'de' } });
    const email = `eingeladen.${Date.now()}@operators.example`;
    const invited = await owner.request({
      method: 'POST',
      url: '/api/admin/operators.php',
      payload: { email, role: 'analyst' },
    });
    expect(invited.json().operator).toMatchObject({ email, locale: 'de' });
    const [mail] = await t.db.query<{ subject: string; text_body: string }>(
      `select subject, text_body from mail_messages where kind = 'operator_invite' and to_address = $1`,
      [email],
    );
    expect(mail?.subject).toMatch(/^Einladung zur Konsole von /);
    expect(mail?.text_body).toContain('als Analyst in der Betreiberkonsole');
  });

  it('invites by mail; the link sets the password and authenticator and signs in', async () => {
    const { client: owner, id: ownerId } = await signedInOperator(t, 'owner');
    const email = `invited.${Date.now()}@operators.example`;
    const invited = await owner.request({
      method: 'POST',
      url: '/api/admin/operators.php',
      payload: { email, role: 'moderator', name: 'Mo' },
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().operator).toMatchObject({ email, status: 'invited', role: 'moderator' });
    const again = await owner.request({
      method: 'POST',
      url: '/api/admin/operators.php',
      payload: { email, role: 'analyst' },
    });
    expect([again.statusCode, again.json().error]).toEqual([409, 'operator_exists']);

    const [mail] = await t.db.query<{ text_body: string; to_address: string }>(
      `select text_body, to_address from mail_messages where kind = 'operator_invite' and to_address = $1`,
      [email],
    );
    expect(mail?.text_body).toContain('http://localhost:8080/admin/invite?token=');
    const token = /invite\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';

    const invitee = new BrowserClient(t.app);
    const details = await invitee.request({ method: 'GET', url: `/api/admin/invite.php?token=${token}` });
    // The name the owner typed when inviting, for the form to start with.
    expect(details.json()).toMatchObject({ email, role: 'moderator', name: 'Mo' });
    const { secret, uri, qr_svg: qr } = details.json().totp as { secret: string; uri: string; qr_svg: string };
    expect(uri).toContain(`secret=${secret}`);
    expect(qr).toMatch(/^<svg/);

    const wrongCode = await invitee.request({
      method: 'POST',
      url: '/api/admin/invite.php',
      payload: {
        token,
        name: 'Mo',
        password: 'a long pass phrase',
        secret,
        code: totpCode(secret, Date.now() - 10 * STEP_MS),
      },
    });
    expect([wrongCode.statusCode, wrongCode.json().fields]).toEqual([400, { code: 'totp_wrong' }]);
    const accepted = await invitee.request({
      method: 'POST',
      url: '/api/admin/invite.php',
      payload: { token, name: 'Mo', password: 'a long pass phrase', secret, code: totpCode(secret) },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().operator).toMatchObject({ status: 'active', name: 'Mo' });
    const reused = await new BrowserClient(t.app).request({
      method: 'GET',
      url: `/api/admin/invite.php?token=${token}`,
    });
    expect([reused.statusCode, reused.json().error]).toEqual([410, 'operator_invite_invalid']);

    const id = accepted.json().operator.id as number;
    expect(await auditActions(id)).toEqual(['operator:operator.invited', 'operator:operator.joined']);
    const [entry] = await t.db.query<{ operator_id: number }>(
      `select operator_id from audit_log where action = 'operator.invited' and object_id = $1`,
      [String(id)],
    );
    expect(entry?.operator_id).toBe(ownerId);
  });

  it('withdraws an invitation: its link stops working at once, and only a new invitation brings the operator in', async () => {
    const { client: owner } = await signedInOperator(t, 'owner');
    const email = `withdrawn.${Date.now()}@operators.example`;
    const invited = await owner.request({
      method: 'POST',
      url: '/api/admin/operators.php',
      payload: { email, role: 'admin' },
    });
    const id = invited.json().operator.id as number;
    const inviteToken = async () => {
      const [mail] = await t.db.query<{ text_body: string }>(
        `select text_body from mail_messages where kind = 'operator_invite' and to_address = $1 order by id desc limit 1`,
        [email],
      );
      return /invite\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
    };
    const token = await inviteToken();
    const invitee = new BrowserClient(t.app);
    const { secret } = (await invitee.request({ method: 'GET', url: `/api/admin/invite.php?token=${token}` })).json()
      .totp as { secret: string };

    const withdrawn = await owner.request({
      method: 'PUT',
      url: '/api/admin/operators.php',
      payload: { id, status: 'disabled' },
    });
    expect([withdrawn.statusCode, withdrawn.json().operator]).toEqual([
      200,
      expect.objectContaining({ id, status: 'disabled', has_credentials: false }),
    ]);
    const opened = await invitee.request({ method: 'GET', url: `/api/admin/invite.php?token=${token}` });
    expect([opened.statusCode, opened.json().error]).toEqual([410, 'operator_invite_invalid']);
    const accepted = await invitee.request({
      method: 'POST',
      url: '/api/admin/invite.php',
      payload: { token, name: 'Late', password: 'a long pass phrase', secret, code: totpCode(secret) },
    });
    expect([accepted.statusCode, accepted.json().error]).toEqual([410, 'operator_invite_invalid']);
    expect(await auditActions(id)).toEqual(['operator:operator.invited', 'operator:operator.invitation_withdrawn']);

    // Without a password and authenticator there is nothing to enable; a new invitation is the way back.
    const enabled = await owner.request({
      method: 'PUT',
      url: '/api/admin/operators.php',
      payload: { id, status: 'active' },
    });
    expect([enabled.statusCode, enabled.json().fields]).toEqual([400, { status: 'not_allowed' }]);
    const reinvited = await owner.request({
      method: 'PUT',
      url: '/api/admin/operators.php',
      payload: { id, reinvite: true },
    });
    expect(reinvited.json().operator).toMatchObject({ status: 'invited', has_credentials: false });
    const fresh = await new BrowserClient(t.app).request({
      method: 'GET',
      url: `/api/admin/invite.php?token=${await inviteToken()}`,
    });
    expect([fresh.statusCode, fresh.json().email]).toEqual([200, email]);
  });

  it('ends the sessions of an operator whose role changes, and keeps one active owner', async () => {
    const { client: owner, id: ownerId } = await signedInOperator(t, 'owner');
    const { client: moderator, id: moderatorId } = await signedInOperator(t, 'moderator');
    const change = await owner.request({
      method: 'PUT',
      url: '/api/admin/operators.php',
      payload: { id: moderatorId, role: 'analyst' },
    });
    expect(change.json().operator.role).toBe('analyst');
    expect((await moderator.request({ method: 'GET', url: '/api/admin/session.php' })).statusCode).toBe(401);

    // Disable every other owner; the last one cannot step down.
    const { operators } = (await owner.request({ method: 'GET', url: '/api/admin/operators.php' })).json() as {
      operators: { id: number; role: string; status: string }[];
    };
    for (const other of operators.filter(
      (one) => one.role === 'owner' && one.status === 'active' && one.id !== ownerId,
    )) {
      expect(
        (
          await owner.request({
            method: 'PUT',
            url: '/api/admin/operators.php',
            payload: { id: other.id, status: 'disabled' },
          })
        ).statusCode,
      ).toBe(200);
    }
    const last = await owner.request({
      method: 'PUT',
      url: '/api/admin/operators.php',
      payload: { id: ownerId, role: 'admin' },
    });
    expect([last.statusCode, last.json().error]).toEqual([409, 'last_owner']);
  });
});

describe('the audit log', () => {
  it('lists entries newest first, filtered, and nothing can change them', async () => {
    const { client: owner, id } = await signedInOperator(t, 'owner');
    const page = await owner.request({ method: 'GET', url: `/api/admin/audit.php?operator=${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().entries[0]).toMatchObject({ action: 'operator.signed_in', operator_id: id, actor: 'operator' });
    expect(page.json().actions).toContain('operator.created');
    await expect(t.db.query(`update audit_log set reason = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`delete from audit_log`)).rejects.toThrow(/append-only/);
  });

  it('records an operator’s own change with what changed, and a choice of what is already chosen not at all', async () => {
    const { client, id } = await signedInOperator(t, 'analyst');
    const changes = async () =>
      t.db.query<{ before: unknown; after: unknown }>(
        `select before, after from audit_log where action = 'operator.profile_changed' and object_id = $1 order by id`,
        [String(id)],
      );
    for (const locale of ['nl', 'nl']) {
      const response = await client.request({ method: 'PUT', url: '/api/admin/session.php', payload: { locale } });
      expect([response.statusCode, response.json().operator.locale]).toEqual([200, 'nl']);
    }
    expect(await changes()).toEqual([
      { before: expect.objectContaining({ locale: 'en' }), after: expect.objectContaining({ locale: 'nl' }) },
    ]);
  });

  it('speaks every interface locale of the member site, and refuses one it does not', async () => {
    const { client } = await signedInOperator(t, 'moderator');
    const choose = (locale: string) =>
      client.request({ method: 'PUT', url: '/api/admin/session.php', payload: { locale } });
    for (const locale of ['de', 'it', 'fr', 'es', 'pl']) {
      const response = await choose(locale);
      expect([response.statusCode, response.json().operator.locale]).toEqual([200, locale]);
    }
    const refused = await choose('xx');
    expect(refused.statusCode).toBe(400);
    const session = await client.request({ method: 'GET', url: '/api/admin/session.php' });
    expect(session.json().operator.locale).toBe('pl');
  });
});
