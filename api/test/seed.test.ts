import { existsSync } from 'node:fs';
import path from 'node:path';
import { settingsResponseSchema } from 'shared-contracts/api';
import { demoFaceOf } from '../src/seed/demoFaces';
import { ageBucketOf } from '../src/seed/faces';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 600 });
});
afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it('creates varied profiles: ages 18 to 80, both genders, every offered country, a share fictional', async () => {
    const [stats] = await t.db.query<{
      total: number;
      min_age: number;
      max_age: number;
      genders: number;
      countries: number;
      fictional: number;
    }>(
      `select count(*)::int as total,
              min(extract(year from age(birthdate)))::int as min_age,
              max(extract(year from age(birthdate)))::int as max_age,
              count(distinct gender)::int as genders,
              count(distinct country)::int as countries,
              count(*) filter (where fictional)::int as fictional
         from profiles p
        where not exists (select 1 from members m where m.id = p.member_id and m.email in ('demo@example.com', 'demo2@example.com'))`,
    );
    expect(stats?.total).toBe(600);
    expect(stats?.min_age).toBeGreaterThanOrEqual(18);
    expect(stats?.max_age).toBeLessThanOrEqual(80);
    expect(stats?.max_age).toBeGreaterThan(60);
    expect(stats?.genders).toBe(2);
    expect(stats?.countries).toBe(10);
    expect(stats?.fictional).toBeGreaterThan(60);
    expect(stats?.fictional).toBeLessThan(300);
  });

  it('gives every profile a face of its own, drawn when first asked for, and regions of its own country', async () => {
    const rows = await t.db.query<{ filename: string; thumb_filename: string; region: number; valid_region: boolean }>(
      `select i.filename, i.thumb_filename, p.region, exists (select 1 from regions r where r.country = p.country and r.id = p.region) as valid_region
         from profiles p join profile_images i on i.id = p.main_image_id`,
    );
    expect(rows).toHaveLength(602);
    expect(rows.every((row) => row.valid_region)).toBe(true);
    expect(new Set(rows.map((row) => row.filename)).size).toBe(602);
    // Seeding draws none but the demo members' own; the CDN draws the rest (demoPhotos.test.ts).
    const uploads = path.join(t.ctx.config.dataDir, 'uploads');
    expect(rows.filter((row) => existsSync(path.join(uploads, row.filename)))).toHaveLength(2);
    const [some] = rows.slice(-1);
    expect((await t.app.inject({ method: 'GET', url: `/cdn/${some?.thumb_filename}` })).statusCode).toBe(200);
    expect(existsSync(path.join(uploads, some?.thumb_filename ?? ''))).toBe(true);
  });

  it('gives each profile a face of its own gender and age', async () => {
    const rows = await t.db.query<{ gender: string; age: number; filename: string }>(
      `select p.gender, extract(year from age(p.birthdate))::int as age, i.filename
         from profiles p join profile_images i on i.id = p.main_image_id order by p.id`,
    );
    for (const row of rows)
      expect(demoFaceOf(row.filename)).toMatchObject({ gender: row.gender, ageBucket: ageBucketOf(row.age) });
  });

  it('creates the demo member: registered 30 days ago, not paying, in NL', async () => {
    const [demo] = await t.db.query<{ days: number; paid_user: boolean; country: string }>(
      `select extract(day from now() - m.signup_date)::int as days, m.paid_user, p.country
         from members m join profiles p on p.member_id = m.id where m.email = 'demo@example.com'`,
    );
    expect(demo).toEqual({ days: 30, paid_user: false, country: 'NL' });
  });

  it('creates a second demo member of the other gender with a conversation with the first, and credits for both', async () => {
    const members = await t.db.query<{
      email: string;
      gender: string;
      country: string;
      credits: number;
      granted: number;
    }>(
      `select m.email, p.gender, p.country, m.credits,
              (select sum(amount)::int from credit_ledger l where l.member_id = m.id) as granted
         from members m join profiles p on p.member_id = m.id
        where m.email in ('demo@example.com', 'demo2@example.com') order by m.email`,
    );
    expect(members).toEqual([
      { email: 'demo2@example.com', gender: 'female', country: 'NL', credits: 200, granted: 200 },
      { email: 'demo@example.com', gender: 'male', country: 'NL', credits: 200, granted: 200 },
    ]);
    const [between] = await t.db.query<{ last_seq: number; stored: number }>(
      `select c.last_seq, (select count(*)::int from messages m where m.conversation_id = c.id) as stored
         from conversations c
         join profiles a on a.id = c.profile_low join members am on am.id = a.member_id
         join profiles b on b.id = c.profile_high join members bm on bm.id = b.member_id
        where am.email like 'demo%@example.com' and bm.email like 'demo%@example.com'`,
    );
    expect(between).toEqual({ last_seq: 3, stored: 3 });
  });
});

describe('the second white-label demo site', () => {
  let white: TestApp;
  beforeAll(async () => {
    white = await createTestApp({ profiles: 30, secondSite: true });
  });
  afterAll(async () => {
    await white.close();
  });

  const settingsAt = async (host: string) =>
    settingsResponseSchema.parse(
      (await new BrowserClient(white.app, host).request({ method: 'GET', url: '/api/settings.php' })).json(),
    ).settings;

  it('has its own brand, company and DMCA trade name, and the demo site stays as it was', async () => {
    const second = await settingsAt('nightlane.localhost');
    expect(second).toMatchObject({ name: 'Nightlane', dmca_tradename: 'Nightlane Media', delete_discount: 0 });
    expect(second.company_tradenames.map((tradename) => tradename.name)).toContain('Nightlane Media');
    expect(second.allowed_values.relationship_status).toContain('single');
    const demo = await settingsAt('localhost');
    expect(demo).toMatchObject({ name: 'Datelane', dmca_tradename: null });
  });

  it('has members of its own, apart from the demo site', async () => {
    const counts = await white.db.query<{ key: string; profiles: number }>(
      `select s.key, count(p.id)::int as profiles from sites s left join profiles p on p.site_id = s.id group by s.key order by s.key`,
    );
    expect(counts).toEqual([
      { key: 'demo', profiles: 32 },
      { key: 'nightlane', profiles: 30 },
    ]);
  });
});
