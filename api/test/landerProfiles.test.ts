import { landerProfilesResponseSchema, type LanderProfilesResponse } from 'shared-contracts/api';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 600 });
});
afterAll(async () => {
  await t.close();
});

async function landers(query: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/lander_profiles.php?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return { response, body: landerProfilesResponseSchema.parse(response.json()) as LanderProfilesResponse };
}

const rowsOf = (ids: number[]) =>
  t.db.query<{ id: number; gender: string; birthdate: string; member_id: number | null; status: string }>(
    'select id, gender, birthdate::text as birthdate, member_id, status from profiles where id = any($1::int[])',
    [ids],
  );

describe('GET /api/lander_profiles.php', () => {
  it("answers the site's niche by default: women, with photo URLs, from the visitor's country first", async () => {
    const { response, body } = await landers('count=8', { 'cf-ipcountry': 'DE' });
    expect(response.headers['cache-control']).toBe('public, max-age=120');
    expect(body.niche).toBe('none');
    expect(body.country).toBe('DE');
    expect(body.profiles).toHaveLength(8);
    expect(body.map).toBeUndefined();
    for (const profile of body.profiles) {
      expect(profile.gender).toBe('female');
      expect(profile.photo).toMatch(/^\/cdn\/demo\/faces\/female-\d+-\d+-thumb\.jpg$/);
      expect(profile.photo_large).toMatch(/^\/cdn\/demo\/faces\/female-\d+-\d+\.jpg$/);
    }
  });

  it('follows the niche: men for gay, older women for gilf and milf', async () => {
    const gay = (await landers('niche=gay&count=10')).body;
    expect(gay.niche).toBe('gay');
    expect(gay.profiles.length).toBeGreaterThan(0);
    for (const profile of gay.profiles) expect(profile.gender).toBe('male');
    const gilf = (await landers('niche=gilf&count=10')).body;
    expect(gilf.profiles.length).toBeGreaterThan(0);
    for (const profile of gilf.profiles) expect(profile.age).toBeGreaterThanOrEqual(55);
    const milf = (await landers('niche=milf&count=10')).body;
    for (const profile of milf.profiles) expect(profile.age).toBeGreaterThanOrEqual(33);
    for (const profile of milf.profiles) expect(profile.age).toBeLessThanOrEqual(58);
  });

  it("shows only what a search card shows, real members first and the operator's fictional profiles to fill, marked", async () => {
    const { response, body } = await landers('niche=she&count=24');
    const text = response.body;
    for (const secret of ['email', 'birthdate', 'member_id', 'latitude', 'password', '@'])
      expect(text).not.toContain(secret);
    for (const profile of body.profiles)
      expect(Object.keys(profile).sort()).toEqual(
        ['age', 'city', 'fictional', 'gender', 'id', 'name', 'photo', 'photo_large'].sort(),
      );
    // A member's profile is public to visitors anyway (its profile page); the demo site has enough of them to show.
    const rows = await rowsOf(body.profiles.map((profile) => profile.id));
    expect(rows).toHaveLength(body.profiles.length);
    for (const row of rows) expect(row.status).toBe('active');
    const real = body.profiles.filter((profile) => !profile.fictional);
    expect(real.length).toBeGreaterThan(0);
    for (const profile of real) expect(rows.find((row) => row.id === profile.id)?.member_id).not.toBeNull();
    // Fictional profiles only after every real member: they fill what the members leave.
    const kinds = body.profiles.map((profile) => profile.fictional);
    expect(kinds).toEqual([...kinds].sort((a, b) => Number(a) - Number(b)));
  });

  it('shows fictional profiles, marked, where there are too few real members', async () => {
    // The seed's mix is random: leave two real members of the niche, so there are too few whatever it dealt.
    const real = await t.db.query<{ id: number }>(
      `select id from profiles where member_id is not null and status = 'active' and gender = 'female'
          and birthdate <= current_date - interval '55 years' order by id offset 2`,
    );
    const ids = real.map((row) => row.id);
    await t.db.query(`update profiles set status = 'deactivated' where id = any($1::int[])`, [ids]);
    try {
      const { body } = await landers('niche=gilf&count=24');
      const fictional = body.profiles.filter((profile) => profile.fictional);
      expect(body.profiles.length - fictional.length).toBeLessThanOrEqual(2);
      expect(fictional.length).toBeGreaterThan(0);
      expect(body.profiles.slice(-fictional.length).every((profile) => profile.fictional)).toBe(true);
    } finally {
      await t.db.query(`update profiles set status = 'active' where id = any($1::int[])`, [ids]);
    }
  });

  it("never shows one face twice on a lander, and each face is of the profile's gender", async () => {
    for (const niche of ['none', 'she', 'gay', 'milf', 'gilf', 'bbw']) {
      const { body } = await landers(`niche=${niche}&count=24`);
      expect(body.profiles.length).toBeGreaterThan(1);
      expect(new Set(body.profiles.map((profile) => profile.photo)).size).toBe(body.profiles.length);
      expect(new Set(body.profiles.map((profile) => profile.photo_large)).size).toBe(body.profiles.length);
      for (const profile of body.profiles) expect(profile.photo).toContain(`/demo/faces/${profile.gender}-`);
    }
  });

  it("shows each face once where a database seeded before faces were each profile's own shares them", async () => {
    // As the seed named them then: a dozen faces per gender and age, each shared by many profiles.
    const shared = await t.db.query<{ id: number; filename: string; thumb_filename: string }>(
      `select i.id, i.filename, i.thumb_filename from profile_images i join profiles p on p.main_image_id = i.id
        where p.gender = 'female'`,
    );
    await t.db.query(
      `update profile_images set filename = 'demo/female-' || (id % 12 + 1) || '.jpg',
              thumb_filename = 'demo/female-' || (id % 12 + 1) || '-thumb.jpg'
        where id = any($1::int[])`,
      [shared.map((row) => row.id)],
    );
    try {
      const { body } = await landers('niche=she&count=12');
      expect(body.profiles).toHaveLength(12);
      expect(new Set(body.profiles.map((profile) => profile.photo)).size).toBe(12);
    } finally {
      for (const row of shared)
        await t.db.query('update profile_images set filename = $2, thumb_filename = $3 where id = $1', [
          row.id,
          row.filename,
          row.thumb_filename,
        ]);
    }
  });

  it('never shows a deactivated, deleted or photo-less profile', async () => {
    const { body: before } = await landers('niche=bbw&count=5');
    const [first, second, third] = before.profiles.map((profile) => profile.id) as [number, number, number];
    await t.db.query(`update profiles set status = 'deleted' where id = $1`, [first]);
    await t.db.query(`update profiles set status = 'deactivated' where id = $1`, [second]);
    await t.db.query(`update profiles set main_image_id = null where id = $1`, [third]);
    const { body: after } = await landers('niche=bbw&count=5');
    const ids = after.profiles.map((profile) => profile.id);
    expect(ids).not.toContain(first);
    expect(ids).not.toContain(second);
    expect(ids).not.toContain(third);
    expect(ids).toHaveLength(5);
  });

  it("with map=1 adds the country's regions and jittered positions inside the drawing", async () => {
    const { response, body } = await landers('niche=none&count=12&country=NL&map=1', { 'cf-region-code': 'UT' });
    expect(response.headers.vary).toContain('cf-region-code');
    const map = body.map;
    expect(map?.country).toBe('NL');
    // Twelve provinces, less South Holland, whose centre the public data puts in Illinois.
    expect(map?.regions.length).toBe(11);
    const [utrecht] = await t.db.query<{ id: number }>(`select id from regions where country = 'NL' and code = 'UT'`);
    expect(map?.visitor_region).toBe(utrecht?.id);
    expect(map?.aspect).toBeGreaterThan(0.5);
    expect(body.profiles.length).toBeGreaterThan(0);
    // Members of a region left off the drawing (South Holland) get no dot; everyone else is inside it.
    const placed = body.profiles.filter((profile) => profile.x !== undefined);
    expect(placed.length).toBeGreaterThan(body.profiles.length / 2);
    for (const profile of placed) {
      expect(profile.x).toBeGreaterThanOrEqual(0);
      expect(profile.x).toBeLessThanOrEqual(1);
      expect(profile.y).toBeGreaterThanOrEqual(0);
      expect(profile.y).toBeLessThanOrEqual(1);
    }
    // Without a known region header none is highlighted.
    expect((await landers('country=NL&map=1')).body.map?.visitor_region).toBeNull();
  });

  it('refuses a bad query with the standard error shape', async () => {
    for (const [query, field] of [
      ['niche=kinky', 'niche'],
      ['count=0', 'count'],
      ['count=99', 'count'],
      ['count=abc', 'count'],
      ['country=nl', 'country'],
      ['map=yes', 'map'],
      ['email=x', 'email'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/lander_profiles.php?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation', fields: { [field]: expect.any(String) } });
    }
  });

  it('falls back to the first offered country for a country the site does not offer', async () => {
    const { body } = await landers('country=FR&count=3');
    expect(body.country).toBe('NL');
    expect(body.profiles).toHaveLength(3);
  });
});
