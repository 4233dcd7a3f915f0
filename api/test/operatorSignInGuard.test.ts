// Guessing an operator's password from many addresses (issue 36): strangers wait, the operator's own browser does
// not; every failed sign-in is on the audit log; the operator hears of it by mail, once per burst.
import { auditListEndpoint } from 'shared-contracts/api/admin';
import { totpCode } from '../src/auth/totp';
import { BrowserClient } from './helpers/browserClient';
import { createOperator, signedInOperator, signInToConsole } from './helpers/operators';
import { appWithSmtp, eventually, mailsReceived } from './helpers/smtpServer';

const mailing = appWithSmtp();
const STEP_MS = 30_000;
const ALERT_SUBJECT = 'Someone is trying to sign in to your Datelane console account';

type Operator = Awaited<ReturnType<typeof createOperator>>;
/** A wrong guess from a browser of its own, on an address of its own, as a botnet sends them. */
const guess = (operator: Operator, attempt: number, host?: string) =>
  signInToConsole(new BrowserClient(mailing.t.app, host), {
    ...operator,
    password: `wrong guess ${attempt}`,
    code: '123456',
  });
/** The right password and the next time step's code (the current one may have been used already). */
const rightCredentials = (operator: Operator) => ({
  ...operator,
  code: totpCode(operator.secret, Date.now() + STEP_MS),
});

describe('an operator whose account is being guessed', () => {
  it('keeps signing in from a browser that signed in before, while strangers wait', async () => {
    const operator = await createOperator(mailing.t, 'admin');
    const own = new BrowserClient(mailing.t.app);
    const first = await signInToConsole(own, { ...operator, code: totpCode(operator.secret) });
    expect(first.statusCode).toBe(200);
    const cookies = first.cookies as unknown as { name: string; path: string; sameSite: string; httpOnly: boolean }[];
    // Its own cookie, sent only to the console's calls: never the members' `did`.
    expect(cookies.find((cookie) => cookie.name === 'odid')).toMatchObject({
      path: '/api/admin',
      sameSite: 'Strict',
      httpOnly: true,
    });
    expect(cookies.map((cookie) => cookie.name)).not.toContain('did');
    await own.request({ method: 'DELETE', url: '/api/admin/session.php' });

    const guesses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) guesses.push((await guess(operator, attempt)).statusCode);
    expect(guesses).toEqual([401, 401, 401, 401, 401]);
    const stranger = await signInToConsole(new BrowserClient(mailing.t.app), rightCredentials(operator));
    expect([stranger.statusCode, stranger.json().error]).toEqual([429, 'account_throttled']);

    const again = await signInToConsole(own, rightCredentials(operator));
    expect(again.statusCode).toBe(200);
  });

  it("counts a member's known browser for nothing in the console, and an operator's for nothing on the site", async () => {
    const { t } = mailing;
    const operator = await createOperator(t, 'moderator');
    const membersBrowser = new BrowserClient(t.app);
    expect((await membersBrowser.login()).statusCode).toBe(200);
    const operatorsBrowser = new BrowserClient(t.app);
    expect((await signInToConsole(operatorsBrowser, { ...operator, code: totpCode(operator.secret) })).statusCode).toBe(
      200,
    );
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await guess(operator, attempt);
      await new BrowserClient(t.app).login('demo@example.com', `wrong guess ${attempt}`);
    }

    const memberTriesConsole = await signInToConsole(membersBrowser, rightCredentials(operator));
    expect([memberTriesConsole.statusCode, memberTriesConsole.json().error]).toEqual([429, 'account_throttled']);
    const operatorTriesSite = await operatorsBrowser.login();
    expect([operatorTriesSite.statusCode, operatorTriesSite.json().error]).toEqual([429, 'account_throttled']);
  });

  it('is on the audit log for every failed sign-in: who was tried, from where, never the password', async () => {
    const { t } = mailing;
    const operator = await createOperator(t, 'analyst');
    const { client: owner } = await signedInOperator(t, 'owner');
    const attacker = new BrowserClient(t.app);
    const password = 'a guessed password';
    const wrong = await signInToConsole(attacker, { ...operator, password, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    const nobody = `nobody.${Date.now()}@operators.example`;
    await signInToConsole(attacker, { email: nobody, password, code: '123456' });
    for (let attempt = 0; attempt < 5; attempt += 1) await guess(operator, attempt);

    const read = async (query: string) => {
      const answer = await owner.request({ method: 'GET', url: `/api/admin/audit.php?${query}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(password);
      return auditListEndpoint.response.parse(answer.json());
    };
    const tried = await read(`action=operator.sign_in_failed&object_type=operator&object_id=${operator.id}`);
    expect(tried.entries).toHaveLength(6);
    expect(tried.entries.at(-1)).toMatchObject({
      actor: 'anonymous',
      operator_id: null,
      operator_email: null,
      object_type: 'operator',
      object_id: String(operator.id),
      ip: attacker.remoteAddress,
      user_agent: expect.stringContaining('Mozilla/5.0'),
      after: { email: operator.email, outcome: 'invalid_credentials' },
    });
    // Held back: refused before the password was even checked, and on the log all the same.
    expect((await signInToConsole(attacker, rightCredentials(operator))).statusCode).toBe(429);
    const [held] = (await read(`action=operator.sign_in_failed&object_id=${operator.id}`)).entries;
    expect(held?.after).toEqual({ email: operator.email, outcome: 'account_throttled' });

    const unknown = await read('action=operator.sign_in_failed');
    expect(unknown.entries.find((entry) => (entry.after as { email?: string }).email === nobody)).toMatchObject({
      object_type: 'operator',
      object_id: '',
      ip: attacker.remoteAddress,
    });
  });

  it('hears of it by mail when strangers start to wait, and once again only hours later', async () => {
    const { t, smtp } = mailing;
    const operator = await createOperator(t, 'owner');
    // A forged Host header names no origin: the mail's link comes from the site's configured one.
    for (let attempt = 0; attempt < 8; attempt += 1) await guess(operator, attempt, 'attacker.example');
    await eventually(() => mailsReceived(smtp, operator.email, ALERT_SUBJECT).length >= 1);
    const [alert] = mailsReceived(smtp, operator.email, ALERT_SUBJECT);
    expect(alert).toMatch(/5 failed attempts so far, the last from the network address 198\.51\.100\.\d+\./);
    expect(alert).toContain('http://localhost:8080/admin');
    expect(alert).not.toContain('attacker.example');
    expect(alert).not.toContain('wrong guess');

    // Hours later the guessing goes on: a second mail, and the three held-back guesses before it sent none.
    await t.db.query(`update operators set sign_in_alert_at = now() - interval '7 hours' where id = $1`, [operator.id]);
    await t.db.query(`update operator_login_throttle set blocked_until = now() where email_normalized = $1`, [
      operator.email,
    ]);
    expect((await guess(operator, 99)).statusCode).toBe(401);
    await eventually(() => mailsReceived(smtp, operator.email, ALERT_SUBJECT).length >= 2);
    expect(mailsReceived(smtp, operator.email, ALERT_SUBJECT)).toHaveLength(2);
  });
});
