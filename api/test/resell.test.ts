import { webcamResponseSchema } from 'shared-contracts/api/search';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let demo: BrowserClient;
let target: number;
beforeAll(async () => {
  t = await createTestApp({ profiles: 40 });
  demo = new BrowserClient(t.app);
  await demo.login();
  target = (await t.db.query<{ id: number }>(`select id from profiles where status = 'active' and member_id is distinct from (select id from members where email = 'demo@example.com') order by id limit 1`))[0]?.id as number;
});
afterAll(async () => {
  await t.close();
});

describe('live cams and adverts', () => {
  it('answers cams keyed by position, each with an account, filtered by gender and age', async () => {
    const response = await demo.request({ method: 'GET', url: '/api/xcams/search.php?gender=female&min_age=20&max_age=30' });
    const { cams } = webcamResponseSchema.parse(response.json());
    const list = Object.values(cams);
    expect(list.length).toBeGreaterThan(0);
    for (const cam of list) {
      expect(cam.account).toMatch(/^demo-\d+$/);
      expect(cam.age).toBeGreaterThanOrEqual(20);
      expect(cam.age).toBeLessThanOrEqual(30);
    }
    expect(Object.keys(cams)[0]).toBe('0');
  });

  it('needs a member and refuses bad ages', async () => {
    expect((await new BrowserClient(t.app).request({ method: 'GET', url: '/api/xcams/search.php' })).statusCode).toBe(403);
    expect((await demo.request({ method: 'GET', url: '/api/xcams/search.php?min_age=-1' })).statusCode).toBe(400);
  });

  it('records a cam click and redirects to the cam', async () => {
    const response = await demo.request({ method: 'GET', url: '/api/xcams/redirect.php?account=demo-3' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://live.partner.example/room/demo-3');
    const clicks = await t.db.query<{ kind: string; target: string; member_id: number }>(`select kind, target, member_id from resell_clicks where kind = 'cam'`);
    expect(clicks).toEqual([{ kind: 'cam', target: 'demo-3', member_id: expect.any(Number) }]);
    expect((await demo.request({ method: 'GET', url: '/api/xcams/redirect.php?account=<script>' })).statusCode).toBe(400);
  });

  it('records an advert click and redirects to the partner', async () => {
    const response = await demo.request({ method: 'GET', url: '/api/resellpartner.php?flow=profile-search&redirect=1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toContain('flow=profile-search');
    expect((await demo.request({ method: 'GET', url: '/api/resellpartner.php?flow=elsewhere' })).statusCode).toBe(400);
  });
});

describe('blocking and reporting', () => {
  it('a blocked member disappears from the profile page; unblocking brings them back', async () => {
    expect((await demo.request({ method: 'POST', url: '/api/block.php', payload: { profile: target } })).json()).toEqual({ done: true });
    expect((await demo.request({ method: 'GET', url: `/api/profile.php?profile=${target}` })).statusCode).toBe(404);
    await demo.request({ method: 'DELETE', url: '/api/block.php', payload: { profile: target } });
    expect((await demo.request({ method: 'GET', url: `/api/profile.php?profile=${target}` })).statusCode).toBe(200);
  });

  it('cannot block yourself', async () => {
    const [own] = await t.db.query<{ id: number }>(`select p.id from profiles p join members m on m.id = p.member_id where m.email = 'demo@example.com'`);
    expect((await demo.request({ method: 'POST', url: '/api/block.php', payload: { profile: own?.id } })).json().error).toBe('own_profile');
  });

  it('stores a report with its reason, and refuses an unknown reason', async () => {
    expect((await demo.request({ method: 'POST', url: '/api/report.php', payload: { profile: target, reason: 'fake', message: 'Photos of a celebrity' } })).statusCode).toBe(200);
    const [report] = await t.db.query<{ reason: string; message: string }>('select reason, message from reports where profile_id = $1', [target]);
    expect(report).toEqual({ reason: 'fake', message: 'Photos of a celebrity' });
    expect((await demo.request({ method: 'POST', url: '/api/report.php', payload: { profile: target, reason: 'dislike' } })).statusCode).toBe(400);
    expect((await new BrowserClient(t.app).request({ method: 'POST', url: '/api/report.php', payload: { profile: target, reason: 'fake' } })).statusCode).toBe(403);
  });
});
