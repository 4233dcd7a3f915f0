import { profileImageUploadResponseSchema, userResponseSchema } from 'shared-contracts/api';
import { photoQueueEndpoint, reviewPhotoSchema } from 'shared-contracts/api/admin';
import { profileDetailResponseSchema, searchResponseSchema } from 'shared-contracts/api/search';
import { z } from 'zod/mini';
import { renderDemoFace } from '../src/seed/demoFaces';
import { BrowserClient } from './helpers/browserClient';
import { confirmByMail, signUpMember } from './helpers/members';
import { signedInOperator } from './helpers/operators';
import { photoMultipart } from './helpers/photos';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let siteId: number;
let portrait: Buffer;
beforeAll(async () => {
  t = await createTestApp({ scoring: { claimMs: 60_000, firstRetryDelayMs: 200 } });
  siteId = (await t.db.query<{ id: number }>('select id from sites where is_default'))[0]?.id as number;
  // A real photo for the real classifier: one of the demo's generated portraits.
  const face = 'demo/faces/female-18-2.jpg';
  await renderDemoFace(t.ctx.storage, face);
  portrait = await t.ctx.storage.read(face);
});
afterAll(async () => {
  await t.close();
});

async function setModeration(mode: 'pre' | 'post', threshold: number) {
  await t.db.query('update sites set moderation = $2 where id = $1', [siteId, JSON.stringify({ mode, threshold })]);
}

async function upload(client: BrowserClient) {
  const response = await client.request({
    method: 'POST',
    url: '/api/profileimage.php',
    ...photoMultipart(portrait, 'me.jpg', 'image/jpeg'),
  });
  expect(response.statusCode).toBe(200);
  return profileImageUploadResponseSchema.parse(response.json());
}

interface PhotoRow {
  visibility: string;
  needs_review: boolean;
  nudity_score: number | null;
  scored_at: Date | null;
}
const photoRow = async (id: number) =>
  (
    await t.db.query<PhotoRow>(
      'select visibility, needs_review, nudity_score, scored_at from profile_images where id = $1',
      [id],
    )
  )[0] as PhotoRow;

/** Waits until the worker has scored the photo (the first score loads the model). */
async function scored(id: number): Promise<PhotoRow> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const row = await photoRow(id);
    if (row.scored_at) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`photo ${id} was not scored`);
}

const mainImageOf = async (client: BrowserClient) =>
  userResponseSchema.parse((await client.request({ method: 'GET', url: '/api/user.php' })).json()).user.profile;

async function searchFinds(client: BrowserClient, profileId: number, extra = ''): Promise<boolean> {
  for (let page = 1; page <= 20; page += 1) {
    const response = await client.request({
      method: 'GET',
      url: `/api/search.php?source=members&pp=48&country=NL&gender=female&min_age=99&max_age=100&page=${page}&manual_search=1&do_not_save=1${extra}`,
    });
    const { profiles } = searchResponseSchema.parse(response.json());
    // Found with a photo: a profile without a public photo is a card without one.
    const found = profiles.find((profile) => profile.id === profileId);
    if (found) return found.main_image !== null;
    if (profiles.length < 48) return false;
  }
  return false;
}

/** A confirmed member without a photo, a Dutch woman of 100: the searcher looks among the oldest, few seeded ones. */
async function newMember(name: string) {
  const member = await signUpMember(t, name, { country: 'NL' });
  const details = await member.client.request({
    method: 'PUT',
    url: '/api/user.php',
    payload: { gender: 'female', date_of_birth: `${new Date().getUTCFullYear() - 100}-01-01`, country: 'NL' },
  });
  expect(details.statusCode).toBe(200);
  await confirmByMail(t, member.memberId);
  return member;
}

describe('an upload is scored in the background and published by the site settings', () => {
  it('post-moderation under the threshold: pending at upload, public after scoring, main, in the review queue', async () => {
    await setModeration('post', 0.8);
    const member = await newMember('Postie');
    const answer = await upload(member.client);
    expect(answer.image.visibility).toBe('pending');
    expect(answer.main_image).toBeNull();
    const row = await scored(answer.image.id);
    expect(row.nudity_score).toBeGreaterThanOrEqual(0);
    expect(row.nudity_score).toBeLessThan(0.8);
    expect(row).toMatchObject({ visibility: 'public', needs_review: true });
    const profile = await mainImageOf(member.client);
    expect(profile.main_image?.id).toBe(answer.image.id);
    expect(profile.images).toEqual([
      expect.objectContaining({ id: answer.image.id, visibility: 'public', reason: null }),
    ]);
    const [audit] = await t.db.query<{ actor: string; after: { outcome: string } }>(
      `select actor, after from audit_log where action = 'photo.scored' and object_id = $1`,
      [String(answer.image.id)],
    );
    expect(audit).toMatchObject({ actor: 'system', after: { outcome: 'published' } });
  });

  it('post-moderation at or over the threshold: held for a moderator, an automated decision', async () => {
    await setModeration('post', 0);
    const member = await newMember('Held');
    const { image } = await upload(member.client);
    expect(await scored(image.id)).toMatchObject({ visibility: 'pending', needs_review: false });
    const decisions = await t.db.query<{
      action: string;
      automated: boolean;
      operator_id: number | null;
      ground: string;
    }>('select action, automated, operator_id, ground from moderation_decisions where photo_id = $1', [image.id]);
    expect(decisions).toEqual([{ action: 'hold_photo', automated: true, operator_id: null, ground: 'nudity' }]);
    expect((await mainImageOf(member.client)).main_image).toBeNull();
  });

  it('pre-moderation: scored, still pending and out of search until a moderator approves', async () => {
    await setModeration('pre', 0.8);
    const member = await newMember('Prudence');
    const { image } = await upload(member.client);
    const row = await scored(image.id);
    expect(row).toMatchObject({ visibility: 'pending', needs_review: false });
    expect(row.nudity_score).toBeLessThan(0.8);
    const searcher = new BrowserClient(t.app);
    await searcher.login();
    // Without a public photo the card has none: the pending one is nowhere.
    expect(await searchFinds(searcher, member.profileId)).toBe(false);

    const moderator = await signedInOperator(t, 'moderator');
    const queue = await moderator.client.request({ method: 'GET', url: `/api/admin/photos.php?site=${siteId}` });
    expect(queue.statusCode).toBe(200);
    const listed = photoQueueEndpoint.response.parse(queue.json());
    expect(listed.photos.find((photo) => photo.id === image.id)).toMatchObject({
      visibility: 'pending',
      member_name: 'Prudence',
      over_threshold: false,
    });
    const approve = await moderator.client.request({
      method: 'POST',
      url: '/api/admin/photos.php',
      payload: { photo: image.id, action: 'approve' },
    });
    expect(approve.statusCode).toBe(200);
    expect(reviewPhotoSchema.parse(approve.json().photo)).toMatchObject({ visibility: 'public', needs_review: false });
    expect(await searchFinds(searcher, member.profileId)).toBe(true);
    const [entry] = await t.db.query<{ operator_id: number; before: unknown; after: { visibility: string } }>(
      `select operator_id, before, after from audit_log where action = 'photo.approved' and object_id = $1`,
      [String(image.id)],
    );
    expect(entry).toMatchObject({
      operator_id: moderator.id,
      before: { visibility: 'pending' },
      after: { visibility: 'public' },
    });
    // Decided is decided: a second decision is refused and changes nothing.
    const again = await moderator.client.request({
      method: 'POST',
      url: '/api/admin/photos.php',
      payload: { photo: image.id, action: 'reject', ground: 'nudity', facts: 'Too late' },
    });
    expect(again.statusCode).toBe(409);
    expect((await photoRow(image.id)).visibility).toBe('public');
  });

  it('a change of the site setting applies to the next photo, without a restart', async () => {
    await setModeration('post', 0.8);
    const member = await newMember('Switch');
    const first = await upload(member.client);
    expect((await scored(first.image.id)).visibility).toBe('public');
    await setModeration('pre', 0.8);
    const second = await upload(member.client);
    expect((await scored(second.image.id)).visibility).toBe('pending');
  });
});

describe('a photo that is not public is its owner’s alone', () => {
  it('is listed with its state to the owner, never on the profile page, in search or on the CDN for others', async () => {
    await setModeration('pre', 0.8);
    const member = await newMember('Private');
    const { image } = await upload(member.client);
    const [files] = await t.db.query<{ filename: string }>('select filename from profile_images where id = $1', [
      image.id,
    ]);
    const other = new BrowserClient(t.app);
    await other.login();
    const visitor = new BrowserClient(t.app);
    for (const key of [image.thumb_filename, files?.filename as string]) {
      const own = await member.client.request({ method: 'GET', url: `/cdn/${key}` });
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      for (const client of [other, visitor]) {
        const refused = await client.request({ method: 'GET', url: `/cdn/${key}` });
        expect(refused.statusCode).toBe(404);
        expect(refused.rawPayload.subarray(0, 3).toString('hex')).not.toBe('ffd8ff');
      }
    }
    const page = profileDetailResponseSchema.parse(
      (await other.request({ method: 'GET', url: `/api/profile.php?profile=${member.profileId}` })).json(),
    );
    expect(page.profile.images).toEqual([]);
    expect(page.profile.main_image).toBeNull();
    // It cannot be made main while pending; it can be deleted.
    const main = await member.client.request({
      method: 'PUT',
      url: '/api/profileimage.php',
      payload: { main: image.id },
    });
    expect(main.statusCode).toBe(409);
    await scored(image.id);

    const moderator = await signedInOperator(t, 'moderator');
    const file = await moderator.client.request({ method: 'GET', url: `/api/admin/photofile.php?id=${image.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const asMember = await member.client.request({ method: 'GET', url: `/api/admin/photofile.php?id=${image.id}` });
    expect(asMember.statusCode).toBe(401);

    const reject = await moderator.client.request({
      method: 'POST',
      url: '/api/admin/photos.php',
      payload: { photo: image.id, action: 'reject', ground: 'fake_profile', facts: 'A photo from a stock site' },
    });
    expect(reject.statusCode).toBe(200);
    const profile = await mainImageOf(member.client);
    expect(profile.images).toEqual([
      expect.objectContaining({ id: image.id, visibility: 'rejected', reason: 'fake_profile' }),
    ]);
    expect((await other.request({ method: 'GET', url: `/cdn/${image.thumb_filename}` })).statusCode).toBe(404);
    const [decision] = await t.db.query<{ action: string; operator_id: number; facts: string; removed: unknown }>(
      'select action, operator_id, facts, removed from moderation_decisions where photo_id = $1',
      [image.id],
    );
    expect(decision).toEqual({
      action: 'reject_photo',
      operator_id: moderator.id,
      facts: 'A photo from a stock site',
      // Where the photo was, for a reversal on appeal: waiting for review.
      removed: { photo_id: image.id, before: { visibility: 'pending', needs_review: false } },
    });
    expect(
      (
        await t.db.query(`select 1 from audit_log where action = 'photo.rejected' and object_id = $1`, [
          String(image.id),
        ])
      ).length,
    ).toBe(1);
  });

  it('a public photo that is rejected stops being main; the next public photo takes over', async () => {
    await setModeration('post', 0.8);
    const member = await newMember('Twice');
    const first = await upload(member.client);
    await scored(first.image.id);
    const second = await upload(member.client);
    await scored(second.image.id);
    expect((await mainImageOf(member.client)).main_image?.id).toBe(first.image.id);
    const moderator = await signedInOperator(t, 'moderator');
    const reject = await moderator.client.request({
      method: 'POST',
      url: '/api/admin/photos.php',
      payload: { photo: first.image.id, action: 'reject', ground: 'nudity', facts: 'Nude' },
    });
    expect(reject.statusCode).toBe(200);
    expect((await mainImageOf(member.client)).main_image?.id).toBe(second.image.id);
  });
});

describe('hideNudity=1 on search', () => {
  it('leaves out profiles whose main photo scores at or over the site threshold, and only those', async () => {
    await setModeration('post', 0.8);
    const member = await newMember('Nudity');
    const { image } = await upload(member.client);
    await scored(image.id);
    const searcher = new BrowserClient(t.app);
    await searcher.login();
    expect(await searchFinds(searcher, member.profileId, '&hideNudity=1')).toBe(true);
    // A score over the threshold (a moderator approved it anyway): the profile's copy follows the photo's.
    await t.db.query('update profile_images set nudity_score = 0.95 where id = $1', [image.id]);
    expect(await searchFinds(searcher, member.profileId, '&hideNudity=1')).toBe(false);
    expect(await searchFinds(searcher, member.profileId)).toBe(true);
    expect(await searchFinds(searcher, member.profileId, '&hideNudity=0')).toBe(true);
  });
});

describe('the scoring queue is durable', () => {
  it('takes a claimed job again once its claim expires (the process scoring it died)', async () => {
    await setModeration('post', 0.8);
    await t.ctx.photoScoring.stop();
    const member = await newMember('Crash');
    const { image } = await upload(member.client);
    // The worker starts while the job is not yet due: started on PGlite, it gives back every claim it finds (they can
    // only be a dead process's), which would take the claim below away before it could expire.
    await t.db.query(`update photo_scoring_jobs set next_attempt_at = now() + interval '1 hour' where photo_id = $1`, [
      image.id,
    ]);
    t.ctx.photoScoring.start();
    await t.ctx.photoScoring.idle();
    // A worker of another process that dies right after claiming: its claim runs out, nothing else happens.
    const [claimed] = await t.db.query<{ photo_id: number }>(
      `update photo_scoring_jobs set attempts = attempts + 1, claimed_by = 'dead:1', next_attempt_at = now() + interval '1 second'
        where photo_id = $1 returning photo_id`,
      [image.id],
    );
    expect(claimed?.photo_id).toBe(image.id);
    // A pass of the worker after the claim (idle() wakes it) has looked at the queue and left the claimed job alone.
    await t.ctx.photoScoring.idle();
    expect((await photoRow(image.id)).scored_at).toBeNull();
    expect((await scored(image.id)).visibility).toBe('public');
    const [job] = await t.db.query<{ status: string; attempts: number }>(
      'select status, attempts from photo_scoring_jobs where photo_id = $1',
      [image.id],
    );
    expect(job).toEqual({ status: 'done', attempts: 2 });
  });

  it('records a photo whose file is gone as failed, shown in the queue, and keeps it pending', async () => {
    await setModeration('post', 0.8);
    await t.ctx.photoScoring.stop();
    const member = await newMember('Gone');
    const { image } = await upload(member.client);
    const [row] = await t.db.query<{ filename: string }>('select filename from profile_images where id = $1', [
      image.id,
    ]);
    await t.ctx.storage.remove(row?.filename as string);
    t.ctx.photoScoring.start();
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const [job] = await t.db.query<{ status: string }>('select status from photo_scoring_jobs where photo_id = $1', [
        image.id,
      ]);
      if (job?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const moderator = await signedInOperator(t, 'moderator');
    const queue = photoQueueEndpoint.response.parse(
      (
        await moderator.client.request({ method: 'GET', url: `/api/admin/photos.php?site=${siteId}&state=pending` })
      ).json(),
    );
    const listed = queue.photos.find((photo) => photo.id === image.id);
    expect(listed?.visibility).toBe('pending');
    expect(listed?.scoring_error).toMatch(/ENOENT|no such file/);
    expect(z.array(reviewPhotoSchema).safeParse(queue.photos).success).toBe(true);
  });
});
