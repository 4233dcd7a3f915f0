import { landerMemberResponseSchema, matchCountResponseSchema } from 'shared-contracts/api';
import { searchResponseSchema } from 'shared-contracts/api/search';
import { BrowserClient } from './helpers/browserClient';
import { confirmedMember, signUpMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let visitor: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ profiles: 300 });
  visitor = new BrowserClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, client = visitor) => client.request({ method: 'GET', url });

/** A seeded public profile with a main photo. */
async function publicProfileWithPhoto() {
  const [row] = await t.db.query<{ id: number; name: string; city: string; filename: string }>(
    `select p.id, p.name, p.city, i.filename from profiles p join profile_images i on i.id = p.main_image_id
      where p.status = 'active' and p.gender is not null and p.birthdate is not null order by p.id limit 1`,
  );
  if (!row) throw new Error('no seeded profile with a photo');
  return row;
}

describe('GET /api/lander_member.php', () => {
  it("answers a public member's name, age, city and main photo, and nothing else", async () => {
    const seeded = await publicProfileWithPhoto();
    const response = await get(`/api/lander_member.php?id=${seeded.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = response.json<{ profile: Record<string, unknown> }>();
    expect(Object.keys(body.profile).sort()).toEqual(['age', 'city', 'id', 'name', 'photo']);
    const { profile } = landerMemberResponseSchema.parse(body);
    expect(profile).toMatchObject({ id: seeded.id, name: seeded.name, city: seeded.city, photo: seeded.filename });
    expect(profile?.age).toBeGreaterThanOrEqual(18);
  });

  it('shows a new member only once their address is confirmed, never with their e-mail address', async () => {
    const pending = await signUpMember(t, 'Pending', { country: 'NL' });
    expect(
      landerMemberResponseSchema.parse((await get(`/api/lander_member.php?id=${pending.profileId}`)).json()),
    ).toEqual({
      profile: null,
    });
    const confirmed = await confirmedMember(t, 'Lina', { country: 'NL' });
    await t.db.query(
      `update profiles set gender = 'female', birthdate = '1990-01-01', city = 'Utrecht' where id = $1`,
      [confirmed.profileId],
    );
    const response = await get(`/api/lander_member.php?id=${confirmed.profileId}`);
    expect(response.body).not.toContain(confirmed.email);
    expect(landerMemberResponseSchema.parse(response.json()).profile).toMatchObject({
      id: confirmed.profileId,
      name: 'Lina',
      city: 'Utrecht',
      photo: null,
    });
  });

  it('answers null, like for an unknown id, for a deactivated or deleted member and for one search would not show', async () => {
    const [a, b, c] = (
      await t.db.query<{ id: number }>(
        `select id from profiles where status = 'active' and gender is not null order by id desc limit 3`,
      )
    ).map((row) => row.id);
    await t.db.query(`update profiles set status = 'deactivated' where id = $1`, [a ?? 0]);
    await t.db.query(`update profiles set status = 'deleted' where id = $1`, [b ?? 0]);
    // Search filters on gender and birth date: a profile without them is found by no search.
    await t.db.query(`update profiles set gender = null where id = $1`, [c ?? 0]);
    for (const id of [a, b, c, 999_999]) {
      const response = await get(`/api/lander_member.php?id=${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ profile: null });
    }
  });

  it('refuses a malformed id, a missing one and unknown keys with the standard 400', async () => {
    for (const query of ['id=abc', 'id=0', 'id=-3', 'id=1e3', '', 'id=5&email=1']) {
      const response = await get(`/api/lander_member.php?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation', message: expect.any(String) });
    }
    expect((await get('/api/lander_member.php?id=abc')).json()).toMatchObject({ fields: { id: expect.any(String) } });
  });
});

describe('GET /api/match_count.php', () => {
  const thisYear = new Date().getUTCFullYear();
  /** What search counts: active profiles by birth year, as the counts table holds them. */
  async function expected(where: string, minAge: number, maxAge: number, params: number[]) {
    const [row] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from profiles where status = 'active' and birthdate is not null and gender is not null
         and extract(year from birthdate)::int between ${thisYear - maxAge - 1} and ${thisYear - minAge} and ${where}`,
      params,
    );
    return row?.n ?? 0;
  }
  const count = async (query: string) => {
    const response = await get(`/api/match_count.php?${query}`);
    expect(response.statusCode).toBe(200);
    return matchCountResponseSchema.parse(response.json()).count;
  };

  beforeAll(async () => {
    // Counts come from the search counts table; make it reflect the profiles the tests above changed.
    await t.ctx.search.refreshCounts();
  });

  it('counts the members search would find for a gender, an age range and a country', async () => {
    const women = await count('gender=female&min_age=18&max_age=100&country=NL');
    expect(women).toBeGreaterThan(0);
    expect(women).toBe(await expected(`country = 'NL' and gender = 'female'`, 18, 100, []));
    const men = await count('gender=male&min_age=26&max_age=35&country=NL');
    expect(men).toBe(await expected(`country = 'NL' and gender = 'male'`, 26, 35, []));
  });

  it('counts both genders without a gender, and narrows to a region', async () => {
    const women = await count('gender=female&min_age=18&max_age=100&country=NL');
    const men = await count('gender=male&min_age=18&max_age=100&country=NL');
    expect(await count('min_age=18&max_age=100&country=NL')).toBe(women + men);
    const [region] = await t.db.query<{ region: number }>(
      `select region from profiles where country = 'NL' and region <> 0 and status = 'active' group by region order by count(*) desc limit 1`,
    );
    const inRegion = await count(`gender=female&min_age=18&max_age=100&country=NL&countryregion=${region?.region}`);
    expect(inRegion).toBe(
      await expected(`country = 'NL' and gender = 'female' and region = $1`, 18, 100, [region?.region ?? 0]),
    );
    expect(inRegion).toBeLessThan(women);
  });

  it('refuses bad input with the standard 400', async () => {
    for (const [query, field] of [
      ['gender=female&min_age=40&max_age=30&country=NL', 'min_age'],
      ['gender=other&min_age=18&max_age=30&country=NL', 'gender'],
      ['gender=female&min_age=17&max_age=30&country=NL', 'min_age'],
      ['gender=female&max_age=30&country=NL', 'min_age'],
      ['gender=female&min_age=18&max_age=30&country=nl', 'country'],
      ['gender=female&min_age=18&max_age=30&country=NL&countryregion=x', 'countryregion'],
      ['gender=female&min_age=18&max_age=30&country=NL&email=a', 'email'],
    ] as const) {
      const response = await get(`/api/match_count.php?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation', fields: { [field]: expect.any(String) } });
    }
    const unoffered = await get('/api/match_count.php?min_age=18&max_age=30&country=FR');
    expect(unoffered.statusCode).toBe(400);
    expect(unoffered.json()).toMatchObject({ error: 'unknown_country' });
    const region = await get('/api/match_count.php?min_age=18&max_age=30&country=NL&countryregion=99999');
    expect(region.statusCode).toBe(400);
    expect(region.json()).toMatchObject({ error: 'unknown_region' });
  });
});

describe('signup with the match finder answers', () => {
  const firstSearch = async (client: BrowserClient) => {
    const response = await client.request({ method: 'GET', url: '/api/search.php?source=members&pp=12&auto_load=1' });
    expect(response.statusCode).toBe(200);
    return searchResponseSchema.parse(response.json()).filter_options;
  };
  const regionOf = async (country: string) =>
    (
      await t.db.query<{ region: number }>(`select region from profiles where country = $1 and region <> 0 limit 1`, [
        country,
      ])
    )[0]?.region ?? 0;

  it("makes the answers the new member's first search and country", async () => {
    const region = await regionOf('BE');
    const { client, profileId } = await signUpMember(t, 'Seeker', {
      country: 'BE',
      search: { gender: 'male', min_age: 26, max_age: 35, country: 'BE', countryregion: region },
    });
    const [profile] = await t.db.query<{ country: string }>('select country from profiles where id = $1', [profileId]);
    expect(profile?.country).toBe('BE');
    expect(await firstSearch(client)).toEqual({
      gender: 'male',
      min_age: 26,
      max_age: 35,
      country: 'BE',
      countryregion: region,
    });
  });

  it('starts from the default gender when they look for both', async () => {
    const { client } = await signUpMember(t, 'Both', {
      country: 'NL',
      search: { min_age: 36, max_age: 45, country: 'NL', countryregion: 0 },
    });
    expect(await firstSearch(client)).toEqual({
      gender: 'female',
      min_age: 36,
      max_age: 45,
      country: 'NL',
      countryregion: 0,
    });
  });

  it('still signs up, with the usual first search, when the answers name what the site does not offer', async () => {
    const { client, memberId } = await signUpMember(t, 'Elsewhere', {
      country: 'NL',
      search: { gender: 'male', min_age: 26, max_age: 35, country: 'FR' },
    });
    expect(memberId).toBeGreaterThan(0);
    expect(await firstSearch(client)).toMatchObject({ gender: 'female', min_age: 18, max_age: 100, country: 'NL' });
  });

  it('refuses malformed answers with a 400 naming the field', async () => {
    const client = new BrowserClient(t.app);
    const response = await client.request({
      method: 'POST',
      url: '/api/user.php?new=1',
      payload: {
        email: 'x@example.org',
        name: 'X',
        password: 'pass phrase',
        token: 'x',
        search: { gender: 'male', min_age: 40, max_age: 30 },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation' });
  });
});
