import { randomUUID } from 'node:crypto';
import { userResponseSchema } from 'shared-contracts/api';
import { decisionsEndpoint, statementEndpoint } from 'shared-contracts/api/account';
import {
  appealEndpoint,
  caseEndpoint,
  casesListEndpoint,
  caseMessagesEndpoint,
  decisionEndpoint,
  moderatedMemberEndpoint,
  photoQueueEndpoint,
  transparencyEndpoint,
} from 'shared-contracts/api/admin';
import { BrowserClient } from './helpers/browserClient';
import { confirmedMember, startChat } from './helpers/members';
import { decide, mailsOf, openCase, report, statementToken } from './helpers/moderation';
import { signedInOperator } from './helpers/operators';
import { uploadPhoto } from './helpers/photos';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let moderator: BrowserClient;
let moderatorId: number;
let second: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ profiles: 10, environment: { RATE_LIMIT_FACTOR: '10' } });
  await t.db.query(`update sites set settings = jsonb_set(settings, '{message_credits}', '0') where is_default`);
  t.ctx.sites.invalidate();
  ({ client: moderator, id: moderatorId } = await signedInOperator(t, 'moderator', 'mod'));
  ({ client: second } = await signedInOperator(t, 'moderator', 'other'));
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof confirmedMember>>;
let made = 0;
const member = (name = 'Member') => confirmedMember(t, `${name}${(made += 1)}`);

const get = async <T>(client: BrowserClient, url: string, parse: { parse: (value: unknown) => T }) => {
  const answer = await client.request({ method: 'GET', url });
  expect([url, answer.statusCode]).toEqual([url, 200]);
  return parse.parse(answer.json());
};
const caseOf = (id: number) => get(moderator, `/api/admin/case.php?id=${id}`, caseEndpoint.response);
const decisionsOf = (client: BrowserClient) => get(client, '/api/decisions.php', decisionsEndpoint.response);
const auditOf = (action: string) =>
  t.db.query<{ actor: string; operator_id: number | null; before: unknown; after: unknown; reason: string }>(
    'select actor, operator_id, before, after, reason from audit_log where action = $1 order by id',
    [action],
  );
const setLanguage = (who: Member, language: string) =>
  t.db.query('update profiles set language = $2 where id = $1', [who.profileId, language]);

describe('reports gather into cases', () => {
  it('files a report from a chat with its conversation, which the case page reads', async () => {
    const [reporter, reported, stranger] = [await member('Rita'), await member('Rex'), await member('Sam')];
    const conversation = await startChat(reporter, reported);
    await reported.client.request({
      method: 'POST',
      url: '/api/messages.php',
      payload: { conversation, client_id: randomUUID(), text: 'You are an idiot' },
    });

    // Only a side of the conversation may name it, and only for the member on its other side.
    const notHers = await report(stranger.client, reported.profileId, { conversation });
    expect([notHers.statusCode, notHers.json().error]).toEqual([404, 'no_conversation']);
    const otherMember = await report(reporter.client, stranger.profileId, { conversation });
    expect([otherMember.statusCode, otherMember.json().fields]).toEqual([400, { conversation: 'not_allowed' }]);
    expect(await openCase(t, stranger.profileId)).toBeUndefined();

    expect((await report(reporter.client, reported.profileId, { conversation })).statusCode).toBe(200);
    const caseId = (await openCase(t, reported.profileId)) as number;
    const detail = await caseOf(caseId);
    expect(detail.reports).toEqual([
      expect.objectContaining({
        reason: 'harassment',
        message: 'Keeps sending insults.',
        conversation_id: conversation,
        reporter: expect.objectContaining({ member_id: reporter.memberId, profile_id: reporter.profileId }),
      }),
    ]);
    expect(detail.member.account).toMatchObject({ id: reported.memberId, restriction: null });
    const chat = await get(
      moderator,
      `/api/admin/case_messages.php?case=${caseId}&conversation=${conversation}`,
      caseMessagesEndpoint.response,
    );
    expect(chat.messages.map((message) => [message.sender, message.text])).toEqual([
      [reported.profileId, 'You are an idiot'],
    ]);
    expect(chat.sides.map((side) => side.profile_id).sort()).toEqual([reporter.profileId, reported.profileId].sort());
    // A conversation no report of the case names stays closed to moderators.
    const otherChat = await startChat(stranger, reported);
    const refused = await moderator.request({
      method: 'GET',
      url: `/api/admin/case_messages.php?case=${caseId}&conversation=${otherChat}`,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('gathers reports on one profile into one case, also when they arrive at once', async () => {
    const reported = await member('Target');
    const reporters = await Promise.all([member('A'), member('B'), member('C'), member('D')]);
    const answers = await Promise.all(
      reporters.map((one, index) =>
        report(one.client, reported.profileId, { reason: index % 2 ? 'fake' : 'scam', message: `report ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const cases = await t.db.query<{ id: number; reports: number }>(
      `select c.id, (select count(*)::int from reports r where r.case_id = c.id) as reports
         from moderation_cases c where c.profile_id = $1`,
      [reported.profileId],
    );
    expect(cases).toEqual([{ id: expect.any(Number), reports: 4 }]);
    const queue = await get(moderator, '/api/admin/reports.php?sort=most_reports', casesListEndpoint.response);
    const row = queue.cases.find((one) => one.id === cases[0]?.id);
    expect(row).toMatchObject({ reports: 4, status: 'open', claimed_by: null, member_id: reported.memberId });
    expect(row?.reasons.sort()).toEqual(['fake', 'scam']);
    expect(queue.cases[0]?.reports).toBeGreaterThanOrEqual(4);
    expect(await auditOf('case.opened')).toEqual(
      expect.arrayContaining([expect.objectContaining({ actor: 'member', operator_id: null })]),
    );
  });

  it('lets a moderator claim a case; another can then neither claim nor decide it', async () => {
    const reported = await member('Claimed');
    await report((await member('R')).client, reported.profileId);
    const caseId = (await openCase(t, reported.profileId)) as number;
    const claim = (client: BrowserClient, value: boolean) =>
      client.request({ method: 'PUT', url: '/api/admin/case.php', payload: { id: caseId, claim: value } });

    const claimed = await claim(moderator, true);
    expect(claimed.json().case.claimed_by).toEqual({ id: moderatorId, name: 'mod' });
    expect((await claim(second, true)).json().error).toBe('case_claimed');
    const blocked = await decide(second, { case: caseId, action: 'warn' });
    expect([blocked.statusCode, blocked.json().error]).toEqual([409, 'case_claimed']);
    expect((await claim(moderator, false)).json().case.claimed_by).toBeNull();
    expect((await decide(second, { case: caseId, action: 'warn' })).statusCode).toBe(200);
    expect((await claim(moderator, true)).json().error).toBe('case_closed');
  });

  it('refuses the queue to members, visitors and analysts', async () => {
    const { client: analyst } = await signedInOperator(t, 'analyst');
    const asMember = (await member('Nosy')).client;
    for (const [client, status] of [
      [new BrowserClient(t.app), 401],
      [asMember, 401],
      [analyst, 403],
    ] as const) {
      for (const url of ['/api/admin/reports.php', '/api/admin/appeals.php']) {
        expect([url, (await client.request({ method: 'GET', url })).statusCode]).toEqual([url, status]);
      }
      expect((await decide(client, { profile: 1, action: 'ban' })).statusCode).toBe(status);
    }
  });
});

describe('decisions', () => {
  it('suspends on a case: restriction, statement mail in the member language, reporters told, audited, once', async () => {
    const [reporter, reported] = [await member('Reporter'), await member('Suspect')];
    await setLanguage(reported, 'nl');
    await report(reporter.client, reported.profileId);
    const caseId = (await openCase(t, reported.profileId)) as number;
    const requestId = randomUUID();
    const body = {
      request_id: requestId,
      case: caseId,
      action: 'suspend',
      days: 7,
      facts: 'Sent <b>insults</b> & threats to "two" members.',
    };
    const answer = await decide(moderator, body);
    expect(answer.statusCode).toBe(200);
    const { decision, case: closed } = decisionEndpoint.response.parse(answer.json());
    expect(decision).toMatchObject({ action: 'suspend', ground: 'harassment', automated: false, case_id: caseId });
    expect(decision.operator?.id).toBe(moderatorId);
    expect(closed?.status).toBe('closed');
    const until = new Date(decision.suspended_until ?? 0).getTime();
    expect(Math.abs(until - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);

    const [row] = await t.db.query<{ restriction: string; status: string; before: string }>(
      `select m.restriction, p.status, p.status_before_restriction as before
         from members m join profiles p on p.member_id = m.id where m.id = $1`,
      [reported.memberId],
    );
    expect(row).toEqual({ restriction: 'suspended', status: 'restricted', before: 'active' });

    const [mail] = await mailsOf(t, reported.memberId, 'statement');
    expect(mail?.subject).toMatch(/geschorst/i);
    expect(mail?.text_body).toContain('Sent <b>insults</b> & threats to "two" members.');
    expect(mail?.html_body).toContain('Sent &#60;b&#62;insults&#60;/b&#62; &#38; threats');
    expect(mail?.html_body).not.toContain('<b>insults');
    expect(mail?.text_body).toContain('http://localhost:8080/pages/ban?statement=');
    expect(mail?.text_body).toContain('http://localhost:8080/pages/terms');
    const token = statementToken(mail?.text_body ?? '');
    const byLink = await get(new BrowserClient(t.app), `/api/statement.php?token=${token}`, statementEndpoint.response);
    expect(byLink.statement).toMatchObject({ action: 'suspend', can_appeal: true, appeal: null });
    expect(byLink.restriction).toMatchObject({ restriction: 'suspended', until: decision.suspended_until });

    const [told] = await mailsOf(t, reporter.memberId, 'report_outcome');
    expect(told?.subject).toMatch(/took action/i);
    expect(told?.text_body).not.toContain('Suspect');
    const reports = (await decisionsOf(reporter.client)).reports;
    expect(reports[0]).toMatchObject({ outcome: 'action_taken', reason: 'harassment' });

    const [entry] = await auditOf('member.suspended');
    expect(entry).toMatchObject({
      actor: 'operator',
      operator_id: moderatorId,
      reason: body.facts,
      before: expect.objectContaining({ restriction: null, profile_status: 'active' }),
      after: expect.objectContaining({ decision: decision.id, case: caseId, restriction: 'suspended' }),
    });

    // A double click: the same request id answers the same decision; a new one finds the case closed.
    const again = await decide(moderator, body);
    expect(again.json().decision.id).toBe(decision.id);
    const late = await decide(second, { ...body, request_id: randomUUID() });
    expect([late.statusCode, late.json().error]).toEqual([409, 'case_closed']);
    const [count] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from moderation_decisions where member_id = $1',
      [reported.memberId],
    );
    expect(count?.n).toBe(1);
    expect(await mailsOf(t, reported.memberId, 'statement')).toHaveLength(1);
  });

  it('dismisses a case: no statement, the reporters hear that no breach was found', async () => {
    const [reporter, reported] = [await member('Worried'), await member('Innocent')];
    await report(reporter.client, reported.profileId);
    await report(reporter.client, reported.profileId, { reason: 'fake' });
    const caseId = (await openCase(t, reported.profileId)) as number;
    expect(
      (await decide(moderator, { case: caseId, action: 'dismiss', ground: undefined, facts: '' })).statusCode,
    ).toBe(200);
    expect(await mailsOf(t, reported.memberId, 'statement')).toHaveLength(0);
    const told = await mailsOf(t, reporter.memberId, 'report_outcome');
    expect(told.map((mail) => mail.subject)).toEqual([expect.stringMatching(/no breach/i)]);
    expect((await decisionsOf(reporter.client)).reports.map((one) => one.outcome)).toEqual(['no_breach', 'no_breach']);
    // A dismissal is for a case; a member without one has nothing to dismiss.
    const direct = await decide(moderator, { profile: reported.profileId, action: 'dismiss' });
    expect([direct.statusCode, direct.json().fields]).toEqual([400, { case: 'required' }]);
  });

  it('removes the main photo (the next public one becomes main) and profile texts, keeping what it removed', async () => {
    const target = await member('Photos');
    const first = await uploadPhoto(target.client, '#112233');
    const secondPhoto = await uploadPhoto(target.client, '#445566');
    await t.db.query(`update profile_images set visibility = 'public' where profile_id = $1`, [target.profileId]);
    const mainId = first.image.id;
    await t.db.query('update profiles set main_image_id = $2, fields = $3 where id = $1', [
      target.profileId,
      mainId,
      JSON.stringify({ about_me: 'Call me on +31 6 12345678', ideal_match: 'Someone kind', eye_color: 'blue' }),
    ]);

    const removed = await decide(moderator, {
      profile: target.profileId,
      action: 'remove_photo',
      photo: mainId,
      ground: 'nudity',
    });
    expect(removed.statusCode).toBe(200);
    const [profile] = await t.db.query<{ main_image_id: number; visibility: string }>(
      `select p.main_image_id, i.visibility from profiles p join profile_images i on i.id = $2 where p.id = $1`,
      [target.profileId, mainId],
    );
    expect(profile).toEqual({ main_image_id: secondPhoto.image.id, visibility: 'removed' });
    const again = await decide(moderator, { profile: target.profileId, action: 'remove_photo', photo: mainId });
    expect([again.statusCode, again.json().error]).toEqual([409, 'nothing_to_decide']);
    const notHers = await decide(moderator, { profile: target.profileId, action: 'remove_photo', photo: 1 });
    expect(notHers.statusCode).toBe(404);

    const badField = await decide(moderator, {
      profile: target.profileId,
      action: 'remove_text',
      fields: ['eye_color'],
    });
    expect([badField.statusCode, badField.json().fields]).toEqual([400, { fields: 'not_allowed' }]);
    const text = await decide(moderator, {
      profile: target.profileId,
      action: 'remove_text',
      fields: ['about_me'],
      ground: 'spam',
    });
    expect(text.json().decision.removed_fields).toEqual(['about_me']);
    const [fields] = await t.db.query<{ fields: Record<string, string>; removed: unknown }>(
      `select p.fields, d.removed from profiles p, moderation_decisions d where p.id = $1 and d.id = $2`,
      [target.profileId, text.json().decision.id],
    );
    expect(fields).toEqual({
      fields: { ideal_match: 'Someone kind', eye_color: 'blue' },
      removed: { fields: { about_me: 'Call me on +31 6 12345678' } },
    });

    const statements = (await decisionsOf(target.client)).statements;
    expect(statements.map((one) => [one.action, one.ground])).toEqual([
      ['remove_text', 'spam'],
      ['remove_photo', 'nudity'],
    ]);
    expect(statements[1]?.photo?.id).toBe(mainId);
    const mails = await mailsOf(t, target.memberId, 'statement');
    expect(mails[0]?.text_body).toMatch(/\/notifications\?statement=\d+/);
  });

  it('checks what each action needs', async () => {
    const target = await member('Checked');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ action: 'suspend' }, { days: 'required' }],
      [{ action: 'ban', ground: undefined }, { ground: 'required' }],
      [{ action: 'warn', facts: '   ' }, { facts: 'required' }],
      [{ action: 'remove_photo' }, { photo: 'required' }],
      [{ action: 'remove_text' }, { fields: 'required' }],
      [{ action: 'approve_photo' }, { action: 'not_allowed' }],
      [{ action: 'suspend', days: 0 }, { days: 'not_allowed' }],
    ];
    for (const [body, fields] of cases) {
      const answer = await decide(moderator, { profile: target.profileId, ...body });
      expect([body, answer.statusCode, answer.json().fields]).toEqual([body, 400, fields]);
    }
    const lift = await decide(moderator, { profile: target.profileId, action: 'lift' });
    expect([lift.statusCode, lift.json().error]).toEqual([409, 'nothing_to_decide']);
    expect((await decide(moderator, { profile: target.profileId, action: 'ban' })).statusCode).toBe(200);
    const twice = await decide(moderator, { profile: target.profileId, action: 'ban' });
    expect([twice.statusCode, twice.json().error]).toEqual([409, 'nothing_to_decide']);
    expect((await decide(moderator, { profile: target.profileId, action: 'lift', facts: '' })).statusCode).toBe(200);
    const [row] = await t.db.query<{ restriction: string | null; status: string }>(
      'select m.restriction, p.status from members m join profiles p on p.member_id = m.id where m.id = $1',
      [target.memberId],
    );
    expect(row).toEqual({ restriction: null, status: 'active' });
    // The members page's moderation panel reads the member with every decision on them.
    const panel = await get(
      moderator,
      `/api/admin/moderated_member.php?profile=${target.profileId}`,
      moderatedMemberEndpoint.response,
    );
    expect(panel.member.account).toMatchObject({ id: target.memberId, restriction: null });
    expect(panel.decisions.map((decision) => decision.action)).toEqual(['lift', 'ban']);
  });
});

describe('appeals', () => {
  async function bannedMember() {
    const banned = await member('Banned');
    await setLanguage(banned, 'de');
    const decision = (await decide(moderator, { profile: banned.profileId, action: 'ban', ground: 'scam' })).json()
      .decision as { id: number };
    const [mail] = await mailsOf(t, banned.memberId, 'statement');
    return { banned, decision, token: statementToken(mail?.text_body ?? '') };
  }

  it('lets a banned member appeal once by the link; another moderator reverses and the member is back', async () => {
    const { banned, decision, token } = await bannedMember();
    const visitor = new BrowserClient(t.app);
    const { statement, account } = await get(visitor, `/api/statement.php?token=${token}`, statementEndpoint.response);
    expect(account).toBe('restricted');
    const appeal = (text: string, client = visitor, extra: Record<string, unknown> = { token }) =>
      client.request({ method: 'POST', url: '/api/appeal.php', payload: { statement: statement.id, text, ...extra } });

    expect((await appeal('too short')).json().fields).toEqual({ text: 'min_length' });
    expect((await appeal('x'.repeat(5001))).json().fields).toEqual({ text: 'max_length' });
    const wrongToken = await appeal('I did not scam anyone, please look again.', visitor, { token: 'A'.repeat(43) });
    expect(wrongToken.statusCode).toBe(404);
    const noToken = await appeal('I did not scam anyone, please look again.', visitor, {});
    expect([noToken.statusCode, noToken.json().error]).toEqual([403, 'not_logged_in']);
    const filed = await appeal('I did not scam anyone, please look again.');
    expect(filed.statusCode).toBe(200);
    expect(filed.json().statement.appeal).toMatchObject({ status: 'open' });
    expect(filed.json().statement.can_appeal).toBe(false);
    expect((await appeal('And once more, with feeling.')).json().error).toBe('appeal_exists');

    const [{ id: appealId } = { id: 0 }] = await t.db.query<{ id: number }>(
      'select id from moderation_appeals where statement_id = $1',
      [statement.id],
    );
    const detail = await get(moderator, `/api/admin/appeal.php?id=${appealId}`, appealEndpoint.response);
    expect(detail).toMatchObject({ may_decide: false, appeal: { text: 'I did not scam anyone, please look again.' } });
    const own = await moderator.request({
      method: 'POST',
      url: '/api/admin/appeal.php',
      payload: { id: appealId, outcome: 'reverse', note: 'My own call' },
    });
    expect([own.statusCode, own.json().error]).toEqual([403, 'same_moderator']);

    const reversed = await second.request({
      method: 'POST',
      url: '/api/admin/appeal.php',
      payload: { id: appealId, outcome: 'reverse', note: 'The payments were genuine.' },
    });
    expect(reversed.json().appeal).toMatchObject({ status: 'reversed' });
    const [row] = await t.db.query<{ restriction: string | null; status: string; reversed: boolean }>(
      `select m.restriction, p.status, d.reversed_at is not null as reversed
         from members m join profiles p on p.member_id = m.id, moderation_decisions d where m.id = $1 and d.id = $2`,
      [banned.memberId, decision.id],
    );
    expect(row).toEqual({ restriction: null, status: 'active', reversed: true });
    const [outcome] = await mailsOf(t, banned.memberId, 'appeal_outcome');
    expect(outcome?.subject).toMatch(/Einspruch/);
    expect(outcome?.text_body).toContain('The payments were genuine.');
    expect((await banned.client.request({ method: 'GET', url: '/api/user.php' })).statusCode).toBe(200);
    // The statement's link, opened again, says the account is open now (the ban page then offers the way in).
    expect(await get(visitor, `/api/statement.php?token=${token}`, statementEndpoint.response)).toMatchObject({
      restriction: null,
      account: 'open',
      statement: { reversed: true },
    });
    const again = await second.request({
      method: 'POST',
      url: '/api/admin/appeal.php',
      payload: { id: appealId, outcome: 'uphold', note: 'Changed my mind' },
    });
    expect([again.statusCode, again.json().error]).toEqual([409, 'appeal_decided']);
    expect((await auditOf('appeal.reversed')).at(-1)).toMatchObject({ reason: 'The payments were genuine.' });
    expect((await auditOf('appeal.filed')).map((entry) => entry.actor)).toContain('member');
  });

  it('reverses a removal: the photo and the text come back', async () => {
    const target = await member('Restored');
    const photo = await uploadPhoto(target.client);
    await t.db.query(`update profile_images set visibility = 'public' where profile_id = $1`, [target.profileId]);
    await t.db.query(`update profiles set main_image_id = $2, fields = '{"about_me": "Hello"}' where id = $1`, [
      target.profileId,
      photo.image.id,
    ]);
    await decide(moderator, { profile: target.profileId, action: 'remove_photo', photo: photo.image.id });
    await decide(moderator, { profile: target.profileId, action: 'remove_text', fields: ['about_me'] });
    const { statements } = await decisionsOf(target.client);
    for (const statement of statements) {
      const filed = await target.client.request({
        method: 'POST',
        url: '/api/appeal.php',
        payload: { statement: statement.id, text: 'This was my own harmless photo and text.' },
      });
      expect(filed.statusCode).toBe(200);
    }
    // Another member's session cannot appeal it.
    const other = await member('Other');
    const foreign = await other.client.request({
      method: 'POST',
      url: '/api/appeal.php',
      payload: { statement: statements[0]?.id, text: 'Appealing for someone else.' },
    });
    expect(foreign.statusCode).toBe(404);

    const appeals = await t.db.query<{ id: number }>(
      `select a.id from moderation_appeals a join moderation_statements s on s.id = a.statement_id where s.member_id = $1`,
      [target.memberId],
    );
    for (const { id } of appeals) {
      const answer = await second.request({
        method: 'POST',
        url: '/api/admin/appeal.php',
        payload: { id, outcome: 'reverse', note: 'Nothing wrong with it.' },
      });
      expect(answer.statusCode).toBe(200);
    }
    const [profile] = await t.db.query<{ main_image_id: number; fields: object; visibility: string }>(
      `select p.main_image_id, p.fields, i.visibility from profiles p join profile_images i on i.id = p.main_image_id
        where p.id = $1`,
      [target.profileId],
    );
    expect(profile).toEqual({ main_image_id: photo.image.id, fields: { about_me: 'Hello' }, visibility: 'public' });
    expect((await decisionsOf(target.client)).statements.map((one) => one.reversed)).toEqual([true, true]);
  });

  it('upholds, and closes the window after six months', async () => {
    const { banned, token } = await bannedMember();
    const statement = (
      await get(new BrowserClient(t.app), `/api/statement.php?token=${token}`, statementEndpoint.response)
    ).statement;
    await t.db.query(`update moderation_statements set appeal_until = now() - interval '1 day' where id = $1`, [
      statement.id,
    ]);
    const late = await new BrowserClient(t.app).request({
      method: 'POST',
      url: '/api/appeal.php',
      payload: { statement: statement.id, token, text: 'Sorry I am late with this.' },
    });
    expect([late.statusCode, late.json().error]).toEqual([410, 'appeal_window_closed']);
    await t.db.query(`update moderation_statements set appeal_until = now() + interval '1 day' where id = $1`, [
      statement.id,
    ]);
    await new BrowserClient(t.app).request({
      method: 'POST',
      url: '/api/appeal.php',
      payload: { statement: statement.id, token, text: 'Please look at it again.' },
    });
    const [{ id } = { id: 0 }] = await t.db.query<{ id: number }>(
      'select id from moderation_appeals where statement_id = $1',
      [statement.id],
    );
    const upheld = await second.request({
      method: 'POST',
      url: '/api/admin/appeal.php',
      payload: { id, outcome: 'uphold', note: 'The evidence is clear.' },
    });
    expect(upheld.json().appeal.status).toBe('upheld');
    const [restriction] = await t.db.query<{ restriction: string }>('select restriction from members where id = $1', [
      banned.memberId,
    ]);
    expect(restriction?.restriction).toBe('banned');
    const [mail] = await mailsOf(t, banned.memberId, 'appeal_outcome');
    expect(mail?.text_body).toContain(`/pages/ban?statement=${token}`);
  });
});

describe('transparency counts', () => {
  it('counts notices, decisions, time to action and appeals, as JSON and as a CSV safe for spreadsheets', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const reporter = await member('Counter');
    const formula = await member('Formula');
    await report(reporter.client, formula.profileId, { reason: 'other' });
    // A reason stored before the reasons were checked, to show a cell can never become a formula.
    await t.db.query(`update reports set reason = '=HYPERLINK("http://evil")' where profile_id = $1`, [
      formula.profileId,
    ]);
    const { client: analyst } = await signedInOperator(t, 'analyst');
    const report_ = await get(
      analyst,
      `/api/admin/transparency.php?from=${today}&to=${today}`,
      transparencyEndpoint.response,
    );
    expect(report_.notices.total).toBeGreaterThan(5);
    expect(report_.decisions.by_action).toEqual(
      expect.arrayContaining([{ action: 'suspend', automated: false, count: expect.any(Number) }]),
    );
    expect(report_.decisions.automated).toBe(0);
    expect(report_.median_hours_to_action).not.toBeNull();
    expect(report_.appeals).toMatchObject({ received: 4, reversed: 3, upheld: 1 });
    const sum = report_.decisions.by_action.reduce((total, row) => total + row.count, 0);
    expect(sum).toBe(report_.decisions.total);

    const csv = await analyst.request({
      method: 'GET',
      url: `/api/admin/transparency_csv.php?from=${today}&to=${today}`,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="transparency-all-${today}-${today}.csv"`);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('section,key,automated,value');
    expect(lines).toContain(`notices,total,,${report_.notices.total}`);
    expect(lines).toContain(`notices_by_reason,"'=HYPERLINK(""http://evil"")",,1`);
    expect(lines).toContain(`appeals,reversed,,3`);

    const backwards = await analyst.request({
      method: 'GET',
      url: `/api/admin/transparency.php?from=${today}&to=2020-01-01`,
    });
    expect([backwards.statusCode, backwards.json().fields]).toEqual([400, { to: 'not_allowed' }]);
    const member_ = await member('Curious');
    expect(
      (await member_.client.request({ method: 'GET', url: `/api/admin/transparency.php?from=${today}&to=${today}` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('a reversal restores the state before the decision, never more', () => {
  const takeDown = {
    'its removal': (profile: number, photo: number) =>
      decide(moderator, { profile, action: 'remove_photo', photo, ground: 'nudity' }),
    'its rejection in the photo queue': (_profile: number, photo: number) =>
      moderator.request({
        method: 'POST',
        url: '/api/admin/photos.php',
        payload: { photo, action: 'reject', ground: 'nudity', facts: 'Looks explicit.' },
      }),
  };

  it.each(Object.keys(takeDown) as (keyof typeof takeDown)[])(
    'puts a pending photo back in the review queue when %s is reversed, still not served to others',
    async (how) => {
      const [site] = await t.db.query<{ id: number; moderation: object }>(
        'select id, moderation from sites where is_default',
      );
      const { id: siteId, moderation } = site as { id: number; moderation: object };
      await t.db.query('update sites set moderation = $2 where id = $1', [
        siteId,
        JSON.stringify({ mode: 'pre', threshold: 0.8 }),
      ]);
      try {
        const target = await member('Waiting');
        const { image } = await uploadPhoto(target.client);
        expect(image.visibility).toBe('pending');
        expect((await takeDown[how](target.profileId, image.id)).statusCode).toBe(200);
        const [statement] = (await decisionsOf(target.client)).statements;
        if (!statement) throw new Error('the decision has no statement of reasons');
        const appeal = await target.client.request({
          method: 'POST',
          url: '/api/appeal.php',
          payload: { statement: statement.id, text: 'This photo shows nothing but my face.' },
        });
        expect(appeal.statusCode).toBe(200);
        const [{ id: appealId }] = (await t.db.query<{ id: number }>(
          'select id from moderation_appeals where statement_id = $1',
          [statement.id],
        )) as [{ id: number }];
        const reversal = await second.request({
          method: 'POST',
          url: '/api/admin/appeal.php',
          payload: { id: appealId, outcome: 'reverse', note: 'Decided by mistake.' },
        });
        expect(reversal.statusCode).toBe(200);

        // Nobody but its member sees it: the reversal undid the decision, it did not approve the photo.
        const visitor = new BrowserClient(t.app);
        for (const file of [image.thumb_filename, image.thumb_filename.replace('-thumb.jpg', '.jpg')]) {
          expect([file, (await visitor.request({ method: 'GET', url: `/cdn/${file}` })).statusCode]).toEqual([
            file,
            404,
          ]);
          const own = await target.client.request({ method: 'GET', url: `/cdn/${file}` });
          expect([own.statusCode, own.headers['cache-control']]).toEqual([200, 'private, no-store']);
        }
        const user = userResponseSchema.parse(
          (await target.client.request({ method: 'GET', url: '/api/user.php' })).json(),
        );
        expect(user.user.profile.images.find((one) => one.id === image.id)?.visibility).toBe('pending');
        expect(user.user.profile.main_image).toBeNull();

        // It waits in the queue for a moderator, as before the decision.
        const waiting: number[] = [];
        let after: number | null | undefined;
        do {
          const page = await get(
            moderator,
            `/api/admin/photos.php?site=${siteId}&state=pending${after ? `&after=${after}` : ''}`,
            photoQueueEndpoint.response,
          );
          waiting.push(...page.photos.map((photo) => photo.id));
          after = page.next;
        } while (after);
        expect(waiting).toContain(image.id);
      } finally {
        await t.db.query('update sites set moderation = $2 where id = $1', [siteId, JSON.stringify(moderation)]);
      }
    },
  );
});
