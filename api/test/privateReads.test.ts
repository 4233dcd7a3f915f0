// A moderator reading what members keep private (a case's conversation, a photo not public) leaves an entry on the
// audit log: who read, whose it was, when (issue 36). Reviewers list these reads apart with the log's `kind` filter.
import { randomUUID } from 'node:crypto';
import { auditListEndpoint, type AuditEntryView } from 'shared-contracts/api/admin';
import { BrowserClient } from './helpers/browserClient';
import { confirmedMember, startChat } from './helpers/members';
import { openCase, report } from './helpers/moderation';
import { signedInOperator } from './helpers/operators';
import { uploadPhoto } from './helpers/photos';
import { startS3Server } from './helpers/s3Server';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let moderator: BrowserClient;
let moderatorId: number;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ profiles: 4 });
  // Messages cost nothing here, and every photo waits for a moderator.
  await t.db.query(
    `update sites set settings = jsonb_set(settings, '{message_credits}', '0'),
                      moderation = '{"mode": "pre", "threshold": 0.8}' where is_default`,
  );
  t.ctx.sites.invalidate();
  ({ client: moderator, id: moderatorId } = await signedInOperator(t, 'moderator'));
  ({ client: owner } = await signedInOperator(t, 'owner'));
});
afterAll(async () => t.close());

async function auditPage(query: string): Promise<AuditEntryView[]> {
  const answer = await owner.request({ method: 'GET', url: `/api/admin/audit.php?${query}` });
  expect([query, answer.statusCode]).toEqual([query, 200]);
  return auditListEndpoint.response.parse(answer.json()).entries;
}
const readsOf = async (objectType: string, objectId: number) =>
  auditPage(`object_type=${objectType}&object_id=${objectId}`);

describe('reads of private content', () => {
  it("puts a moderator's reading of a case's conversation on the audit log, page by page", async () => {
    const reporter = await confirmedMember(t, 'Rita');
    const reported = await confirmedMember(t, 'Rex');
    const conversation = await startChat(reporter, reported);
    await reported.client.request({
      method: 'POST',
      url: '/api/messages.php',
      payload: { conversation, client_id: randomUUID(), text: 'Something private' },
    });
    expect((await report(reporter.client, reported.profileId, { conversation })).statusCode).toBe(200);
    const caseId = (await openCase(t, reported.profileId)) as number;

    const url = `/api/admin/case_messages.php?case=${caseId}&conversation=${conversation}`;
    expect((await moderator.request({ method: 'GET', url })).statusCode).toBe(200);
    const [read] = await readsOf('conversation', conversation);
    expect(read).toMatchObject({
      actor: 'operator',
      operator_id: moderatorId,
      action: 'conversation.read',
      object_type: 'conversation',
      object_id: String(conversation),
      after: { case: caseId, profiles: [reporter.profileId, reported.profileId].sort((a, b) => a - b), messages: 1 },
    });
    expect(Date.now() - new Date(read?.at ?? 0).getTime()).toBeLessThan(60_000);
    expect((await moderator.request({ method: 'GET', url })).statusCode).toBe(200);
    expect(await readsOf('conversation', conversation)).toHaveLength(2);

    // A conversation no report names is refused, and nothing was read.
    const other = await confirmedMember(t, 'Sam');
    const otherChat = await startChat(other, reported);
    const refused = await moderator.request({
      method: 'GET',
      url: `/api/admin/case_messages.php?case=${caseId}&conversation=${otherChat}`,
    });
    expect(refused.statusCode).toBe(404);
    expect(await readsOf('conversation', otherChat)).toEqual([]);
  });

  it("puts a moderator's look at a photo nobody else may see on the audit log, not a public one", async () => {
    const member = await confirmedMember(t, 'Pia');
    const { image } = await uploadPhoto(member.client);
    for (const size of ['', '&size=thumb']) {
      const file = await moderator.request({ method: 'GET', url: `/api/admin/photofile.php?id=${image.id}${size}` });
      expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/jpeg']);
    }
    const reads = await readsOf('photo', image.id);
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatchObject({
      actor: 'operator',
      operator_id: moderatorId,
      action: 'photo.read',
      after: { profile: member.profileId, visibility: 'pending', size: 'thumb' },
    });

    const [publicPhoto] = await t.db.query<{ id: number }>(
      `select id from profile_images where visibility = 'public' order by id limit 1`,
    );
    const publicId = publicPhoto?.id as number;
    expect(
      (await moderator.request({ method: 'GET', url: `/api/admin/photofile.php?id=${publicId}` })).statusCode,
    ).toBe(200);
    expect(await readsOf('photo', publicId)).toEqual([]);
  });

  it('answers 503 while the image store is down, and records no read that did not happen', async () => {
    const s3 = await startS3Server();
    let stopped: Promise<void> | undefined;
    const stopStore = () => (stopped ??= s3.stop());
    const onS3 = await createTestApp({ profiles: 2, environment: s3.environment });
    try {
      await onS3.db.query(`update sites set moderation = '{"mode": "pre", "threshold": 0.8}' where is_default`);
      onS3.ctx.sites.invalidate();
      const member = await confirmedMember(onS3, 'Sue');
      const { image } = await uploadPhoto(member.client);
      const { client: reviewer } = await signedInOperator(onS3, 'moderator');
      await stopStore();
      const file = await reviewer.request({ method: 'GET', url: `/api/admin/photofile.php?id=${image.id}` });
      expect([file.statusCode, file.headers['retry-after'], file.json().error]).toEqual([
        503,
        '60',
        'storage_unavailable',
      ]);
      const reads = await onS3.db.query(`select 1 from audit_log where action = 'photo.read' and object_id = $1`, [
        String(image.id),
      ]);
      expect(reads).toEqual([]);
    } finally {
      await onS3.close();
      await stopStore();
    }
  });

  it('lists reads apart: only them, or everything but them', async () => {
    const reads = await auditPage('kind=private_reads');
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads.map((entry) => entry.action))).toEqual(new Set(['conversation.read', 'photo.read']));
    const others = await auditPage('kind=other');
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((entry) => entry.action.endsWith('.read'))).toEqual([]);
    const refused = await owner.request({ method: 'GET', url: '/api/admin/audit.php?kind=everything' });
    expect(refused.statusCode).toBe(400);
  });
});
