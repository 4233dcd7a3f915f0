import { likeResponseSchema, likesResponseSchema, profileDetailResponseSchema } from 'shared-contracts/api/search';
import { BrowserClient } from './helpers/browserClient';
import { confirmByMail, confirmedMember, signUpMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let demo: BrowserClient;
let others: number[];
beforeAll(async () => {
  t = await createTestApp({ profiles: 60 });
  demo = new BrowserClient(t.app);
  await demo.login();
  others = (
    await t.db.query<{ id: number }>(
      `select id from profiles where status = 'active' and member_id is distinct from (select id from members where email = 'demo@example.com') order by id limit 10`,
    )
  ).map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

const like = (profile: unknown, client = demo) =>
  client.request({ method: 'POST', url: '/api/likes.php', payload: { profile } });
const unlike = (profile: unknown, client = demo) =>
  client.request({ method: 'DELETE', url: '/api/likes.php', payload: { profile } });
const likes = async (client = demo) =>
  likesResponseSchema.parse((await client.request({ method: 'GET', url: '/api/likes.php' })).json());

const newMember = () => confirmedMember(t, 'Liker');

const demoProfileId = async () =>
  (
    await t.db.query<{ id: number }>(
      `select p.id from profiles p join members m on m.id = p.member_id where m.email = 'demo@example.com'`,
    )
  )[0]?.id as number;

describe('likes', () => {
  it('likes a profile once however often it is sent, and lists it', async () => {
    const target = others[0] as number;
    expect(likeResponseSchema.parse((await like(target)).json())).toEqual({ id: target, did_like_profile: true });
    expect((await like(target)).statusCode).toBe(200);
    const rows = await t.db.query('select 1 from likes where profile_id = $1', [target]);
    expect(rows).toHaveLength(1);
    expect((await likes()).profiles.map((profile) => profile.id)).toContain(target);
  });

  it('unlikes, and unliking again changes nothing', async () => {
    const target = others[1] as number;
    await like(target);
    expect(likeResponseSchema.parse((await unlike(target)).json())).toEqual({ id: target, did_like_profile: false });
    expect((await unlike(target)).statusCode).toBe(200);
    expect((await likes()).profiles.map((profile) => profile.id)).not.toContain(target);
  });

  it('refuses liking your own profile, a missing one, a deleted one and wrong types', async () => {
    expect((await like(await demoProfileId())).json().error).toBe('own_profile');
    expect((await like(99_999_999)).statusCode).toBe(404);
    await t.db.query(`update profiles set status = 'deleted' where id = $1`, [others[2] as number]);
    expect((await like(others[2])).statusCode).toBe(404);
    expect((await like('5')).statusCode).toBe(400);
    expect((await like(-1)).statusCode).toBe(400);
  });

  it('needs a logged-in member', async () => {
    const visitor = new BrowserClient(t.app);
    expect((await visitor.request({ method: 'GET', url: '/api/likes.php' })).statusCode).toBe(403);
    expect((await like(others[0], visitor)).statusCode).toBe(403);
  });

  it('shows who likes the member, new ones first, and opening their profile marks the like as seen', async () => {
    const first = await newMember();
    const second = await newMember();
    const me = await demoProfileId();
    await like(me, first.client);
    await like(me, second.client);
    const before = await likes();
    const mine = before.liked_by.filter((entry) => [first.profileId, second.profileId].includes(entry.id));
    expect(mine.map((entry) => entry.like_new)).toEqual([true, true]);
    expect(mine[0]?.id).toBe(second.profileId);

    const opened = await demo.request({ method: 'GET', url: `/api/profile.php?profile=${first.profileId}` });
    expect(opened.statusCode).toBe(200);
    const after = await likes();
    expect(after.liked_by.find((entry) => entry.id === first.profileId)?.like_new).toBe(false);
    expect(after.liked_by.find((entry) => entry.id === second.profileId)?.like_new).toBe(true);
    // New likes come before seen ones.
    const order = after.liked_by.map((entry) => entry.like_new);
    expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
  });
});

describe('GET /api/profile.php', () => {
  it('answers the public profile with photos, visible fields only, and whether the member likes it', async () => {
    const target = others[3] as number;
    await t.db.query(`update profiles set fields = $2 where id = $1`, [
      target,
      JSON.stringify({ eye_color: 'blue', about_me: 'Hello!', secret_note: 'hidden' }),
    ]);
    await like(target);
    const { profile } = profileDetailResponseSchema.parse(
      (await demo.request({ method: 'GET', url: `/api/profile.php?profile=${target}` })).json(),
    );
    expect(profile).toMatchObject({ id: target, liked: true, fields: { eye_color: 'blue', about_me: 'Hello!' } });
    expect(profile.fields.secret_note).toBeUndefined();
    expect(profile.images.length).toBeGreaterThan(0);
    // The main photo leads, with its full-size file beside the thumbnail.
    expect(profile.images[0]?.id).toBe(profile.main_image?.id);
    expect(profile.images[0]?.filename).toMatch(/\.jpg$/);
    expect(profile.images[0]?.filename).not.toBe(profile.images[0]?.thumb_filename);
  });

  it('shows visitors the profile too, never liked', async () => {
    const visitor = new BrowserClient(t.app);
    const { profile } = profileDetailResponseSchema.parse(
      (await visitor.request({ method: 'GET', url: `/api/profile.php?profile=${others[3]}` })).json(),
    );
    expect(profile.liked).toBe(false);
  });

  it('answers 404 for a missing or deleted member and 400 for a malformed id', async () => {
    expect((await demo.request({ method: 'GET', url: '/api/profile.php?profile=99999999' })).statusCode).toBe(404);
    expect((await demo.request({ method: 'GET', url: `/api/profile.php?profile=${others[2]}` })).statusCode).toBe(404);
    expect((await demo.request({ method: 'GET', url: '/api/profile.php?profile=abc' })).statusCode).toBe(400);
    expect((await demo.request({ method: 'GET', url: '/api/profile.php?profile=0' })).statusCode).toBe(400);
  });
});

describe('an account whose address is not confirmed yet', () => {
  it('is not public: no profile page for others, its likes are not shown, until the link in its mail is clicked', async () => {
    const fresh = await signUpMember(t, 'Fresh');
    await like(await demoProfileId(), fresh.client);
    expect((await demo.request({ method: 'GET', url: `/api/profile.php?profile=${fresh.profileId}` })).statusCode).toBe(
      404,
    );
    expect(
      (await new BrowserClient(t.app).request({ method: 'GET', url: `/api/profile.php?profile=${fresh.profileId}` }))
        .statusCode,
    ).toBe(404);
    expect((await likes()).liked_by.map((entry) => entry.id)).not.toContain(fresh.profileId);
    expect((await like(fresh.profileId)).statusCode).toBe(404);
    // Its owner does see it.
    expect(
      (await fresh.client.request({ method: 'GET', url: `/api/profile.php?profile=${fresh.profileId}` })).statusCode,
    ).toBe(200);

    await confirmByMail(t, fresh.memberId);
    expect((await demo.request({ method: 'GET', url: `/api/profile.php?profile=${fresh.profileId}` })).statusCode).toBe(
      200,
    );
    expect((await likes()).liked_by.map((entry) => entry.id)).toContain(fresh.profileId);
  });
});

describe('blocking', () => {
  it('hides the two members from each other everywhere, both ways', async () => {
    const blocker = await confirmedMember(t, 'Blocker');
    const me = await demoProfileId();
    // They like each other first.
    await like(me, blocker.client);
    await like(blocker.profileId);
    expect((await likes()).profiles.map((profile) => profile.id)).toContain(blocker.profileId);
    expect((await likes()).liked_by.map((entry) => entry.id)).toContain(blocker.profileId);

    expect(
      (await blocker.client.request({ method: 'POST', url: '/api/block.php', payload: { profile: me } })).statusCode,
    ).toBe(200);

    // The blocked member (demo) no longer sees the blocker: not under "you like", not under "likes you", no profile.
    const seenByDemo = await likes();
    expect(seenByDemo.profiles.map((profile) => profile.id)).not.toContain(blocker.profileId);
    expect(seenByDemo.liked_by.map((entry) => entry.id)).not.toContain(blocker.profileId);
    expect(
      (await demo.request({ method: 'GET', url: `/api/profile.php?profile=${blocker.profileId}` })).statusCode,
    ).toBe(404);
    expect((await like(blocker.profileId)).statusCode).toBe(404);
    // And the blocker no longer sees demo.
    const seenByBlocker = await likes(blocker.client);
    expect(seenByBlocker.profiles.map((profile) => profile.id)).not.toContain(me);
    expect(seenByBlocker.liked_by.map((entry) => entry.id)).not.toContain(me);
    expect((await blocker.client.request({ method: 'GET', url: `/api/profile.php?profile=${me}` })).statusCode).toBe(
      404,
    );

    // Unblocking brings both back.
    await blocker.client.request({ method: 'DELETE', url: '/api/block.php', payload: { profile: me } });
    expect((await likes()).profiles.map((profile) => profile.id)).toContain(blocker.profileId);
  });
});

describe('a profile page opened from another site', () => {
  it('does not mark the like as seen: a cross-site request changes nothing', async () => {
    const liker = await confirmedMember(t, 'Admirer');
    await like(await demoProfileId(), liker.client);
    const crossSite = await demo.request({
      method: 'GET',
      url: `/api/profile.php?profile=${liker.profileId}`,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(200);
    expect((await likes()).liked_by.find((entry) => entry.id === liker.profileId)?.like_new).toBe(true);
    await demo.request({
      method: 'GET',
      url: `/api/profile.php?profile=${liker.profileId}`,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect((await likes()).liked_by.find((entry) => entry.id === liker.profileId)?.like_new).toBe(false);
  });
});
