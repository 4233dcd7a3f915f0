import { camSearchResponseSchema } from 'shared-contracts/api/search';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let demo: BrowserClient;
let target: number;
beforeAll(async () => {
  t = await createTestApp({ profiles: 40 });
  demo = new BrowserClient(t.app);
  await demo.login();
  target = (
    await t.db.query<{ id: number }>(
      `select id from profiles where status = 'active' and member_id is distinct from (select id from members where email = 'demo@example.com') order by id limit 1`,
    )
  )[0]?.id as number;
});
afterAll(async () => {
  await t.close();
});

describe('live cams and adverts', () => {
  it('answers cams keyed by position, each with an account, filtered by gender and age', async () => {
    const response = await demo.request({
      method: 'GET',
      url: '/api/xcams/search.php?gender=female&min_age=20&max_age=30',
    });
    const { cams } = camSearchResponseSchema.parse(response.json());
    const list = Object.values(cams);
    expect(list.length).toBeGreaterThan(0);
    for (const cam of list) {
      expect(cam.account).toMatch(/^demo-\d+$/);
      expect(cam.age).toBeGreaterThanOrEqual(20);
      expect(cam.age).toBeLessThanOrEqual(30);
    }
    expect(Object.keys(cams)[0]).toBe('0');
  });

  it("shows each cam with a picture of the feed's own, served as an image, never a member's photo", async () => {
    const { cams } = camSearchResponseSchema.parse(
      (await demo.request({ method: 'GET', url: '/api/xcams/search.php' })).json(),
    );
    const list = Object.values(cams);
    const memberPhotos = (
      await t.db.query<{ thumb_filename: string; filename: string }>(
        'select thumb_filename, filename from profile_images',
      )
    ).flatMap((photo) => [photo.thumb_filename, photo.filename]);
    expect(memberPhotos.length).toBeGreaterThan(0);
    for (const cam of list) {
      expect(cam.thumbnail).toBe(`/demo-partner/cams/${cam.account}/photo.jpg`);
      expect(memberPhotos.some((photo) => cam.thumbnail.endsWith(photo))).toBe(false);
    }
    const pictures = await Promise.all(
      list.slice(0, 4).map((cam) => demo.request({ method: 'GET', url: cam.thumbnail })),
    );
    for (const picture of pictures) {
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    // Each cam has a picture of its own.
    expect(new Set(pictures.map((picture) => picture.rawPayload.toString('base64'))).size).toBe(pictures.length);
    expect((await demo.request({ method: 'GET', url: '/demo-partner/cams/nobody/photo.jpg' })).statusCode).toBe(404);
  });

  it('needs a member and refuses bad ages', async () => {
    expect((await new BrowserClient(t.app).request({ method: 'GET', url: '/api/xcams/search.php' })).statusCode).toBe(
      403,
    );
    expect((await demo.request({ method: 'GET', url: '/api/xcams/search.php?min_age=-1' })).statusCode).toBe(400);
  });

  it('records a cam click once and redirects to the demo partner page of that cam, which works', async () => {
    const response = await demo.request({ method: 'GET', url: '/api/xcams/redirect.php?account=demo-3' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/demo-partner/cams/demo-3');
    const partnerPage = await demo.request({
      method: 'GET',
      url: response.headers.location as string,
      headers: { 'accept-language': 'nl' },
    });
    expect(partnerPage.statusCode).toBe(200);
    expect(partnerPage.body).toContain('<html lang="nl"');
    expect(partnerPage.body).toContain('<img src="/demo-partner/cams/demo-3/photo.jpg"');
    expect((await demo.request({ method: 'GET', url: '/demo-partner/cams/nobody' })).statusCode).toBe(404);

    // Reloading the redirect (or a script replaying it) adds no click.
    for (let repeat = 0; repeat < 5; repeat += 1)
      await demo.request({ method: 'GET', url: '/api/xcams/redirect.php?account=demo-3' });
    const clicks = await t.db.query<{ kind: string; target: string; member_id: number }>(
      `select kind, target, member_id from resell_clicks where kind = 'cam'`,
    );
    expect(clicks).toEqual([{ kind: 'cam', target: 'demo-3', member_id: expect.any(Number) }]);
    expect((await demo.request({ method: 'GET', url: '/api/xcams/redirect.php?account=<script>' })).statusCode).toBe(
      400,
    );
  });

  it('records an advert click and redirects to the demo partner offer', async () => {
    const response = await demo.request({
      method: 'GET',
      url: '/api/resellpartner.php?flow=profile-search&redirect=1',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/demo-partner/offer?flow=profile-search');
    expect((await demo.request({ method: 'GET', url: response.headers.location as string })).statusCode).toBe(200);
    expect((await demo.request({ method: 'GET', url: '/api/resellpartner.php?flow=elsewhere' })).statusCode).toBe(400);
  });

  it('counts no click that another site triggers, and limits how fast one client can click', async () => {
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from resell_clicks'))[0]?.n;
    const crossSite = await demo.request({
      method: 'GET',
      url: '/api/xcams/redirect.php?account=demo-7',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(302);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from resell_clicks'))[0]?.n).toBe(before);

    const flood = new BrowserClient(t.app);
    const statuses: number[] = [];
    for (let click = 0; click < 40; click += 1)
      statuses.push(
        (await flood.request({ method: 'GET', url: `/api/xcams/redirect.php?account=demo-${click}` })).statusCode,
      );
    expect(statuses.filter((status) => status === 302)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // A visitor's clicks count once per address.
    const visitorClicks = await t.db.query<{ clicker: string }>(
      `select distinct clicker from resell_clicks where member_id is null`,
    );
    expect(visitorClicks).toEqual([{ clicker: `ip:${flood.remoteAddress}` }]);
  });
});

describe('blocking and reporting', () => {
  it('a blocked member disappears from the profile page; unblocking brings them back', async () => {
    expect(
      (await demo.request({ method: 'POST', url: '/api/block.php', payload: { profile: target } })).json(),
    ).toEqual({ done: true });
    expect((await demo.request({ method: 'GET', url: `/api/profile.php?profile=${target}` })).statusCode).toBe(404);
    await demo.request({ method: 'DELETE', url: '/api/block.php', payload: { profile: target } });
    expect((await demo.request({ method: 'GET', url: `/api/profile.php?profile=${target}` })).statusCode).toBe(200);
  });

  it('cannot block yourself', async () => {
    const [own] = await t.db.query<{ id: number }>(
      `select p.id from profiles p join members m on m.id = p.member_id where m.email = 'demo@example.com'`,
    );
    expect(
      (await demo.request({ method: 'POST', url: '/api/block.php', payload: { profile: own?.id } })).json().error,
    ).toBe('own_profile');
  });

  it('stores a report with its reason, and refuses an unknown reason', async () => {
    expect(
      (
        await demo.request({
          method: 'POST',
          url: '/api/report.php',
          payload: { profile: target, reason: 'fake', message: 'Photos of a celebrity' },
        })
      ).statusCode,
    ).toBe(200);
    const [report] = await t.db.query<{ reason: string; message: string }>(
      'select reason, message from reports where profile_id = $1',
      [target],
    );
    expect(report).toEqual({ reason: 'fake', message: 'Photos of a celebrity' });
    expect(
      (await demo.request({ method: 'POST', url: '/api/report.php', payload: { profile: target, reason: 'dislike' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await new BrowserClient(t.app).request({
          method: 'POST',
          url: '/api/report.php',
          payload: { profile: target, reason: 'fake' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
