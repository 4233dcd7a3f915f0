import { hashPassword } from '../src/auth/passwords';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let accounts = 0;
/** A member of its own per test, so one test's failures never hold back another's. */
async function member(password = 'correct horse') {
  const email = `owner${(accounts += 1)}.${Date.now()}@example.org`;
  await t.db.query(
    `insert into members (site_id, email, email_normalized, password_hash, status) select id, $1, $1, $2, 'active' from sites where is_default`,
    [email, await hashPassword(password)],
  );
  await t.db.query(
    `insert into profiles (site_id, member_id, name, country) select site_id, id, 'Owner', 'NL' from members where email = $1`,
    [email],
  );
  return { email, password };
}

/** Each guess from a fresh client: a new address every time, as a botnet would send them. */
const guess = (email: string, password: string) => new BrowserClient(t.app).login(email, password);

describe('per-account login throttle', () => {
  it('holds back guesses at one account from many addresses after five failures, even with the right password', async () => {
    const owner = await member();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await guess(owner.email, `wrong ${attempt}`)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401]);

    const held = await guess(owner.email, owner.password);
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toBe('account_throttled');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('lets the owner in from a browser that logged in before, while the account is held back', async () => {
    const owner = await member();
    const ownersPhone = new BrowserClient(t.app);
    expect((await ownersPhone.login(owner.email, owner.password)).statusCode).toBe(200);
    await ownersPhone.request({ method: 'GET', url: '/api/logout.php' });

    for (let attempt = 0; attempt < 8; attempt += 1) await guess(owner.email, `wrong ${attempt}`);
    expect((await guess(owner.email, owner.password)).statusCode).toBe(429);

    expect((await ownersPhone.login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('makes each further guess wait longer, and a success clears the count', async () => {
    const owner = await member();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      // Time passes until the wait is over; the next guess fails again.
      await t.db.query(`update login_throttle set blocked_until = now() where email_normalized = $1`, [owner.email]);
      const answer = await guess(owner.email, `wrong ${attempt}`);
      expect(answer.statusCode).toBe(401);
      const [row] = await t.db.query<{ wait: number }>(
        `select round(extract(epoch from greatest(blocked_until, now()) - now()))::int as wait from login_throttle where email_normalized = $1`,
        [owner.email],
      );
      waits.push(Math.max(0, row?.wait ?? 0));
    }
    expect(waits).toEqual([0, 0, 0, 0, 30, 60, 120, 240]);

    await t.db.query(`update login_throttle set blocked_until = now() where email_normalized = $1`, [owner.email]);
    expect((await guess(owner.email, owner.password)).statusCode).toBe(200);
    expect(await t.db.query('select 1 from login_throttle where email_normalized = $1', [owner.email])).toHaveLength(0);
  });

  it('lets no more than the free guesses through when they arrive at once', async () => {
    const owner = await member();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => guess(owner.email, `wrong ${attempt}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('answers an address without an account the same way, so the wait reveals nothing', async () => {
    const email = `nobody.${Date.now()}@example.org`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await guess(email, 'whatever')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
