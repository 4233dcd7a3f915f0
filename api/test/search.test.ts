import { searchResponseSchema, type SearchResponse } from 'shared-contracts/api/search';
import { BrowserClient } from './helpers/browserClient';
import { confirmByMail, signUpMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let member: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ profiles: 800 });
  member = new BrowserClient(t.app);
  await member.login();
});
afterAll(async () => {
  await t.close();
});

async function search(query: string, client = member): Promise<SearchResponse> {
  const response = await client.request({ method: 'GET', url: `/api/search.php?${query}` });
  expect(response.statusCode).toBe(200);
  return searchResponseSchema.parse(response.json());
}

const demoProfileId = async () =>
  (
    await t.db.query<{ id: number }>(
      `select p.id from profiles p join members m on m.id = p.member_id where m.email = 'demo@example.com'`,
    )
  )[0]?.id;

describe('GET /api/search.php', () => {
  it('refuses an unknown or misspelt query key instead of dropping it: min_ages is not min_age', async () => {
    for (const query of [
      'auto_load=1&min_ages=30',
      'country=NL&gender=female&min_age=30&max_age=40&page=1&manual_search=1&utm_source=x',
    ]) {
      const response = await member.request({ method: 'GET', url: `/api/search.php?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation',
        fields: { [query.includes('min_ages') ? 'min_ages' : 'utm_source']: 'unknown_key' },
      });
    }
    // A call without a query refuses every key, too.
    const likes = await member.request({ method: 'GET', url: '/api/likes.php?min_ages=30' });
    expect(likes.statusCode).toBe(400);
    expect(likes.json()).toMatchObject({ error: 'validation', fields: { min_ages: 'unknown_key' } });
  });

  it('starts a first load from defaults: the other gender, the member country, all ages', async () => {
    const result = await search('source=members&pp=12&auto_load=1');
    expect(result.filter_options).toEqual({
      gender: 'female',
      min_age: 18,
      max_age: 100,
      country: 'NL',
      countryregion: 0,
    });
    expect(result.profiles).toHaveLength(12);
    for (const profile of result.profiles) expect(profile).toMatchObject({ gender: 'female', country: 'NL' });
    expect(result.profiles.map((profile) => profile.id)).not.toContain(await demoProfileId());
    const [expected] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from profiles where country = 'NL' and gender = 'female' and status = 'active'`,
    );
    expect(result.paging).toEqual({ num_results: expected?.n, page: 1, pp: 12 });
  });

  it('lists the most recently active first', async () => {
    const { profiles } = await search('auto_load=1');
    const rows = await t.db.query<{ id: number; last_active: Date }>(
      'select id, last_active from profiles where id = any($1::int[])',
      [profiles.map((p) => p.id)],
    );
    const activity = profiles.map((profile) => rows.find((row) => row.id === profile.id)?.last_active.getTime() ?? 0);
    expect(activity).toEqual([...activity].sort((a, b) => b - a));
  });

  it('hints how recently each member was here: now with a live page open, today within 24 hours; never on a fictional profile', async () => {
    const query = 'country=DE&gender=female&min_age=18&max_age=100&page=1&manual_search=1&do_not_save=1';
    const { profiles } = await search(query);
    // Members with a photo come first whatever their activity: the one made most recent must have a photo.
    const today = profiles.find((profile) => profile.main_image !== null);
    // A presence row needs a member behind the profile: the seed's fictional profiles have none.
    const [live, earlier] = profiles.filter((profile) => profile !== today && !profile.fictional);
    const fictional = profiles.find((profile) => ![today, live, earlier].includes(profile));
    if (!live || !today || !earlier || !fictional) throw new Error('Too few German profiles in the test data');
    const set = (id: number, lastActive: string, isFictional: boolean) =>
      t.db.query(`update profiles set last_active = now() - $2::interval, fictional = $3 where id = $1`, [
        id,
        lastActive,
        isFictional,
      ]);
    await set(live.id, '2 days', false);
    await set(today.id, '23 hours', false);
    await set(earlier.id, '25 hours', false);
    await set(fictional.id, '1 minute', true);
    // A live socket's fresh presence row; a stale one (a process that died) counts for nothing.
    await t.db.query(
      `insert into live_presence (instance_id, member_id, sockets, seen_at)
       select 'test-live', member_id, 1, now() from profiles where id = $1
       union all select 'test-stale', member_id, 1, now() - interval '10 minutes' from profiles where id = $2`,
      [live.id, earlier.id],
    );
    // The profile page and the cards read the same columns; the cards of the search's first page carry them too.
    const hints = await Promise.all(
      [live, today, earlier, fictional].map(async ({ id }) => {
        const page = await member.request({ method: 'GET', url: `/api/profile.php?profile=${id}` });
        return (page.json() as { profile: { active: unknown } }).profile.active;
      }),
    );
    expect(hints).toEqual(['now', 'today', null, null]);
    await set(today.id, '1 second', false);
    expect((await search(query)).profiles[0]).toMatchObject({ id: today.id, active: 'today' });
    await t.db.query(`delete from live_presence where instance_id in ('test-live', 'test-stale')`);
  });

  it('puts members with a photo before members without one, however recently those were active', async () => {
    const query = 'country=BE&gender=female&min_age=18&max_age=100&page=1&manual_search=1&do_not_save=1';
    const [top] = (await search(query)).profiles;
    await t.db.query(`update profiles set main_image_id = null, last_active = now() + interval '1 day' where id = $1`, [
      top?.id as number,
    ]);
    const { profiles, paging } = await search(query);
    expect(profiles.map((profile) => profile.id)).not.toContain(top?.id);
    expect(profiles.every((profile) => profile.main_image !== null)).toBe(true);
    const lastPage = await search(query.replace('page=1', `page=${Math.ceil(paging.num_results / 12)}`));
    expect(lastPage.profiles.at(-1)).toMatchObject({ id: top?.id, main_image: null });
  });

  it('finds a new account only once its address is confirmed', async () => {
    const fresh = await signUpMember(t, 'Centenarian');
    const hundredYearsAgo = `${new Date().getUTCFullYear() - 100}-01-01`;
    await fresh.client.request({
      method: 'PUT',
      url: '/api/user.php',
      payload: { gender: 'female', date_of_birth: hundredYearsAgo, country: 'NL' },
    });
    const oldest = 'country=NL&gender=female&min_age=99&max_age=100&manual_search=1&do_not_save=1';
    expect((await search(oldest)).profiles.map((profile) => profile.id)).not.toContain(fresh.profileId);
    await confirmByMail(t, fresh.memberId);
    expect((await search(oldest)).profiles.map((profile) => profile.id)).toContain(fresh.profileId);
  });

  it('hides a member who blocked the searcher, as well as those the searcher blocked', async () => {
    const blocker = await signUpMember(t, 'Private');
    await blocker.client.request({
      method: 'PUT',
      url: '/api/user.php',
      payload: { gender: 'female', date_of_birth: `${new Date().getUTCFullYear() - 100}-02-01`, country: 'NL' },
    });
    await confirmByMail(t, blocker.memberId);
    const oldest = 'country=NL&gender=female&min_age=99&max_age=100&manual_search=1&do_not_save=1';
    expect((await search(oldest)).profiles.map((profile) => profile.id)).toContain(blocker.profileId);
    await blocker.client.request({
      method: 'POST',
      url: '/api/block.php',
      payload: { profile: await demoProfileId() },
    });
    expect((await search(oldest)).profiles.map((profile) => profile.id)).not.toContain(blocker.profileId);
  });

  it("does not save the filters of a search another site's page made with the member's cookie", async () => {
    const client = new BrowserClient(t.app);
    await client.login();
    await search('country=DE&gender=male&min_age=36&max_age=45&manual_search=1', client);
    const forged = await client.request({
      method: 'GET',
      url: '/api/search.php?country=AT&gender=female&min_age=60&max_age=70&manual_search=1',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(200);
    expect((await search('auto_load=1', client)).filter_options).toMatchObject({ country: 'DE', min_age: 36 });
  });

  it('applies gender, age range, country and region', async () => {
    const { profiles, filter_options } = await search(
      'country=BE&gender=male&min_age=26&max_age=45&page=1&manual_search=1&do_not_save=1',
    );
    expect(filter_options).toEqual({ gender: 'male', min_age: 26, max_age: 45, country: 'BE', countryregion: 0 });
    expect(profiles.length).toBeGreaterThan(0);
    for (const profile of profiles) {
      expect(profile).toMatchObject({ country: 'BE', gender: 'male' });
      expect(profile.age).toBeGreaterThanOrEqual(26);
      expect(profile.age).toBeLessThanOrEqual(45);
    }
    const [region] = await t.db.query<{ region: number }>(
      `select region from profiles where country = 'NL' and gender = 'female' and status = 'active' group by region order by count(*) desc limit 1`,
    );
    const inRegion = await search(`country=NL&gender=female&countryregion=${region?.region}&min_age=18&max_age=100`);
    expect(inRegion.profiles.every((profile) => profile.countryregion === region?.region)).toBe(true);
  });

  it("never shows one face twice on a page, and every face is of the member's gender", async () => {
    for (const gender of ['female', 'male']) {
      for (const page of [1, 2, 3]) {
        const { profiles } = await search(`country=NL&gender=${gender}&min_age=18&max_age=100&page=${page}`);
        const photos = profiles.flatMap((profile) => (profile.main_image ? [profile.main_image.thumb_filename] : []));
        expect(photos.length).toBeGreaterThan(1);
        expect(new Set(photos).size).toBe(photos.length);
        for (const photo of photos) expect(photo).toMatch(new RegExp(`^demo/faces/${gender}-`));
      }
    }
  });

  it('pages through results without repeats and answers an empty page past the end', async () => {
    const first = await search('country=NL&gender=female&min_age=18&max_age=100&page=1');
    const second = await search('country=NL&gender=female&min_age=18&max_age=100&page=2');
    const overlap = second.profiles.filter((profile) => first.profiles.some((other) => other.id === profile.id));
    expect(second.profiles.length).toBeGreaterThan(0);
    expect(overlap).toEqual([]);
    expect((await search('country=NL&gender=female&min_age=18&max_age=100&page=10000')).profiles).toEqual([]);
  });

  it('remembers a manual search for the next first load, unless told not to save it', async () => {
    const client = new BrowserClient(t.app);
    await client.login();
    await search('country=DE&gender=male&min_age=36&max_age=45&manual_search=1', client);
    expect((await search('auto_load=1', client)).filter_options).toEqual({
      gender: 'male',
      min_age: 36,
      max_age: 45,
      country: 'DE',
      countryregion: 0,
    });
    await search('country=AT&gender=female&min_age=31&max_age=50&manual_search=1&do_not_save=1', client);
    expect((await search('auto_load=1', client)).filter_options.country).toBe('DE');
  });

  it('never shows blocked members or deactivated and deleted profiles', async () => {
    const { profiles } = await search('country=NL&gender=female&min_age=18&max_age=100');
    const [blocked, deactivated, deleted] = profiles;
    const me = (await t.db.query<{ id: number }>(`select id from members where email = 'demo@example.com'`))[0]?.id;
    await t.db.query('insert into blocks (member_id, profile_id) values ($1, $2)', [
      me as number,
      blocked?.id as number,
    ]);
    await t.db.query(`update profiles set status = 'deactivated' where id = $1`, [deactivated?.id as number]);
    await t.db.query(`update profiles set status = 'deleted' where id = $1`, [deleted?.id as number]);
    const after = await search('country=NL&gender=female&min_age=18&max_age=100');
    expect(after.profiles.map((profile) => profile.id)).not.toEqual(expect.arrayContaining([blocked?.id]));
    for (const gone of [blocked, deactivated, deleted])
      expect(after.profiles.map((profile) => profile.id)).not.toContain(gone?.id);
  });

  it('lets visitors search only when the site allows it for their traffic source', async () => {
    const visitor = new BrowserClient(t.app);
    expect((await visitor.request({ method: 'GET', url: '/api/search.php?auto_load=1' })).statusCode).toBe(403);
    const fromPartner = await search('auto_load=1&trafficsource=partner1', visitor);
    expect(fromPartner.profiles.length).toBeGreaterThan(0);
  });

  it.each([
    ['a negative age', 'min_age=-5'],
    ['an age under 18', 'min_age=17'],
    ['an age over 100', 'max_age=101'],
    ['min above max', 'min_age=40&max_age=30'],
    ['an unknown country', 'country=JP'],
    ['a lower-case country', 'country=nl'],
    ['a region of nowhere', 'country=NL&countryregion=999'],
    ['page 0', 'page=0'],
    ['a huge page number', 'page=99999999'],
    ['a page size of 1000', 'pp=1000'],
    ['an SQL-looking gender', "gender=female'%20or%201=1--"],
    ['an SQL-looking country', "country=NL';drop%20table%20profiles;--"],
  ])('answers %s with a clear 400', async (_label, query) => {
    const response = await member.request({ method: 'GET', url: `/api/search.php?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('treats SQL-looking free text as text', async () => {
    const result = await search("source=x'%3Bdrop%20table%20profiles%3B--&auto_load=1");
    expect(result.profiles.length).toBeGreaterThan(0);
    const [still] = await t.db.query<{ n: number }>('select count(*)::int as n from profiles');
    expect(still?.n).toBeGreaterThan(800);
  });
});
