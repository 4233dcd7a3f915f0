// The console as a place to work all day (issue 37): what waits in each queue, counted where the menu and the overview
// show it; the item to take up next after a decision; and an appeal with the evidence its decision was taken on.
import { randomUUID } from 'node:crypto';
import {
  appealEndpoint,
  appealsListEndpoint,
  casesListEndpoint,
  photoQueueEndpoint,
  queueSummaryEndpoint,
  type QueueSummary,
} from 'shared-contracts/api/admin';
import type { BrowserClient } from './helpers/browserClient';
import { confirmedMember, startChat } from './helpers/members';
import { decide, getOk as get, openCase, report } from './helpers/moderation';
import { signedInOperator } from './helpers/operators';
import { uploadPhoto } from './helpers/photos';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let moderator: BrowserClient;
let second: BrowserClient;
let sites: number[];
beforeAll(async () => {
  t = await createTestApp({ profiles: 10, secondSite: true, environment: { RATE_LIMIT_FACTOR: '10' } });
  await t.db.query(`update sites set settings = jsonb_set(settings, '{message_credits}', '0')`);
  t.ctx.sites.invalidate();
  ({ client: moderator } = await signedInOperator(t, 'moderator', 'mod'));
  ({ client: second } = await signedInOperator(t, 'moderator', 'other'));
  sites = (await t.db.query<{ id: number }>('select id from sites order by id')).map((row) => row.id);
});
afterAll(async () => t.close());

let made = 0;
const member = (name = 'Member') => confirmedMember(t, `${name}${(made += 1)}`);

const siteQuery = (site?: number) => (site === undefined ? '' : `?site=${site}`);
const summary = (client: BrowserClient, site?: number) =>
  get(client, `/api/admin/queues.php${siteQuery(site)}`, queueSummaryEndpoint.response);

/** The queues as their own pages list them: the counts must say the same. */
async function listed(site?: number) {
  const and = site === undefined ? '' : `&site=${site}`;
  const cases = await get(moderator, `/api/admin/reports.php?sort=oldest${and}`, casesListEndpoint.response);
  const appeals = await get(moderator, `/api/admin/appeals.php?status=open${and}`, appealsListEndpoint.response);
  const photoSites = site === undefined ? sites : [site];
  let photos = 0;
  for (const id of photoSites) {
    const { counts } = await get(moderator, `/api/admin/photos.php?site=${id}`, photoQueueEndpoint.response);
    // A photo is pending or public and not reviewed, never both (the queue's own filter is the union).
    photos += counts.pending + counts.needs_review;
  }
  return { cases, appeals, photos };
}

/** A member's appeal of the statement of their latest decision, filed with their session. */
async function appealLatest(who: { client: BrowserClient; memberId: number }, text: string) {
  const [{ id: statement } = { id: 0 }] = await t.db.query<{ id: number }>(
    'select id from moderation_statements where member_id = $1 order by id desc limit 1',
    [who.memberId],
  );
  const filed = await who.client.request({ method: 'POST', url: '/api/appeal.php', payload: { statement, text } });
  expect(filed.statusCode).toBe(200);
  const [appeal] = await t.db.query<{ id: number }>('select id from moderation_appeals where statement_id = $1', [
    statement,
  ]);
  return appeal?.id as number;
}

describe('the work waiting in the queues', () => {
  it('counts open cases, waiting photos and open appeals as the queues list them, per site and on every site', async () => {
    const [reporter, reported, uploader] = [await member('Rita'), await member('Rex'), await member('Uma')];
    await report(reporter.client, reported.profileId);
    await uploadPhoto(uploader.client);
    await decide(moderator, { profile: reported.profileId, action: 'warn' });
    await appealLatest(reported, 'I only said what everyone says there.');

    const perSite: QueueSummary[] = [];
    for (const site of [undefined, ...sites]) {
      const counted = await summary(moderator, site);
      if (site !== undefined) perSite.push(counted);
      const { cases, appeals, photos } = await listed(site);
      expect([site, counted]).toEqual([
        site,
        {
          reports: {
            waiting: cases.total,
            oldest_at: cases.cases[0]?.opened_at ?? null,
            next: cases.cases[0]?.id ?? null,
          },
          photos: { waiting: photos, oldest_at: photos ? expect.any(String) : null },
          appeals: {
            waiting: appeals.total,
            oldest_at: appeals.appeals[0]?.created_at ?? null,
            // The moderator decided the member's warning: its appeal is someone else's to take up.
            next: appeals.appeals.find((row) => row.decision.operator?.name !== 'mod')?.id ?? null,
          },
        },
      ]);
    }
    // "All sites" is every site: the sum of them, never the default site alone.
    const all = await summary(moderator);
    for (const queue of ['reports', 'photos', 'appeals'] as const)
      expect(all[queue]?.waiting).toBe(perSite.reduce((sum, one) => sum + (one[queue]?.waiting ?? 0), 0));
    expect(all.reports?.waiting).toBeGreaterThan(0);
    expect(all.photos?.waiting).toBeGreaterThan(0);
    expect(all.appeals?.waiting).toBeGreaterThan(0);
  });

  it('says nothing waits on a site without work', async () => {
    const [{ id: empty } = { id: 0 }] = await t.db.query<{ id: number }>(
      `insert into sites (key, hosts, settings, template)
       select 'quiet', array['quiet.example'], settings, template from sites where is_default returning id`,
    );
    expect(await summary(moderator, empty)).toEqual({
      reports: { waiting: 0, oldest_at: null, next: null },
      photos: { waiting: 0, oldest_at: null },
      appeals: { waiting: 0, oldest_at: null, next: null },
    });
  });

  it('tells each role only about the queues it may read', async () => {
    const { client: analyst } = await signedInOperator(t, 'analyst');
    const { client: admin } = await signedInOperator(t, 'admin');
    expect(await summary(analyst)).toEqual({});
    expect(Object.keys(await summary(admin)).sort()).toEqual(['appeals', 'photos', 'reports']);
    const junk = await moderator.request({ method: 'GET', url: '/api/admin/queues.php?site=0' });
    expect(junk.statusCode).toBe(400);
  });

  it('names as next the oldest case nobody else has claimed, and moves on once it is decided', async () => {
    const site = sites[0] as number;
    const reporter = await member('Reporter');
    const first = await member('First');
    await report(reporter.client, first.profileId);
    const firstCase = (await openCase(t, first.profileId)) as number;
    // Every older case is decided, so this one is the oldest.
    const { cases } = await get(
      moderator,
      `/api/admin/reports.php?site=${site}&sort=oldest`,
      casesListEndpoint.response,
    );
    for (const row of cases.filter((one) => one.id !== firstCase))
      expect((await decide(second, { case: row.id, action: 'dismiss' })).statusCode).toBe(200);
    const later = await member('Later');
    await report(reporter.client, later.profileId);
    const laterCase = (await openCase(t, later.profileId)) as number;

    expect((await summary(moderator, site)).reports).toMatchObject({ waiting: 2, next: firstCase });
    const claim = await second.request({
      method: 'PUT',
      url: '/api/admin/case.php',
      payload: { id: firstCase, claim: true },
    });
    expect(claim.statusCode).toBe(200);
    // Claimed by another, it still waits, but it is not this moderator's next.
    expect((await summary(moderator, site)).reports).toMatchObject({ waiting: 2, next: laterCase });
    expect((await summary(second, site)).reports).toMatchObject({ waiting: 2, next: firstCase });

    expect((await decide(moderator, { case: laterCase, action: 'dismiss' })).statusCode).toBe(200);
    expect((await summary(moderator, site)).reports).toMatchObject({ waiting: 1, next: null });
    expect((await decide(second, { case: firstCase, action: 'dismiss' })).statusCode).toBe(200);
    expect((await summary(second, site)).reports).toEqual({ waiting: 0, oldest_at: null, next: null });
  });
});

describe('an appeal shows its evidence', () => {
  it('the case it came from, its reports and the chat a report names, which reads as an audited read', async () => {
    const [reporter, reported] = [await member('Rita'), await member('Rex')];
    const conversation = await startChat(reporter, reported);
    await reported.client.request({
      method: 'POST',
      url: '/api/messages.php',
      payload: { conversation, client_id: randomUUID(), text: 'Send me your number or else' },
    });
    await report(reporter.client, reported.profileId, { conversation, message: 'Threats in the chat.' });
    const caseId = (await openCase(t, reported.profileId)) as number;
    expect((await decide(moderator, { case: caseId, action: 'suspend', days: 3 })).statusCode).toBe(200);
    const appealId = await appealLatest(reported, 'It was a joke between us, read the whole chat.');

    const detail = await get(second, `/api/admin/appeal.php?id=${appealId}`, appealEndpoint.response);
    expect(detail.evidence.case).toMatchObject({ id: caseId, status: 'closed', reports: 1 });
    expect(detail.evidence.reports).toEqual([
      expect.objectContaining({ reason: 'harassment', message: 'Threats in the chat.', conversation_id: conversation }),
    ]);
    expect(detail.evidence.removed_texts).toEqual({});

    // The chat is read through the case's own call: the reviewer's read is on the audit log like a case's.
    const page = await second.request({
      method: 'GET',
      url: `/api/admin/case_messages.php?case=${caseId}&conversation=${conversation}`,
    });
    expect(page.json().messages.map((message: { text: string }) => message.text)).toEqual([
      'Send me your number or else',
    ]);
    const reads = await t.db.query<{ after: { case: number } }>(
      `select after from audit_log where action = 'conversation.read' and object_id = $1`,
      [String(conversation)],
    );
    expect(reads.map((read) => read.after.case)).toEqual([caseId]);
  });

  it('the profile texts a decision took away, as they were, when it had no case', async () => {
    const target = await member('Writer');
    await t.db.query(`update profiles set fields = fields || '{"about_me": "Call me on 0612345678"}' where id = $1`, [
      target.profileId,
    ]);
    await decide(moderator, { profile: target.profileId, action: 'remove_text', fields: ['about_me'] });
    const appealId = await appealLatest(target, 'A phone number is not against any rule.');
    const detail = await get(second, `/api/admin/appeal.php?id=${appealId}`, appealEndpoint.response);
    expect(detail.evidence).toEqual({ case: null, reports: [], removed_texts: { about_me: 'Call me on 0612345678' } });
  });
});
