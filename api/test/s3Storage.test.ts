import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createImageStorage } from '../src/media/imageStorage';
import { S3ImageStorage } from '../src/media/s3Storage';
import { LocalDiskStorage, type ImageStorage } from '../src/media/storage';
import { BrowserClient } from './helpers/browserClient';
import { signUpMember } from './helpers/members';
import { signedInOperator } from './helpers/operators';
import { scoredVisibility, uploadPhoto } from './helpers/photos';
import { startS3Server, type S3TestServer } from './helpers/s3Server';
import { createTestApp, type TestApp } from './helpers/testApp';

let s3: S3TestServer;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ profiles: 5, environment: s3.environment });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

/** The object as the store itself has it, or null: read with a client of its own, not through the API's storage. */
async function objectOf(key: string): Promise<{ contentType: string | undefined; content: Buffer } | null> {
  try {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return {
      contentType: object.ContentType,
      content: Buffer.from(
        await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      ),
    };
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

const exists = (key: string) =>
  s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
    () => true,
    (error: { name?: string }) => {
      if (error.name === 'NotFound') return false;
      throw error;
    },
  );

const filesOf = async (imageId: number) =>
  (
    await t.db.query<{ filename: string; thumb_filename: string }>(
      'select filename, thumb_filename from profile_images where id = $1',
      [imageId],
    )
  )[0] as { filename: string; thumb_filename: string };

const setModeration = (mode: 'pre' | 'post') =>
  t.db.query('update sites set moderation = $1 where is_default', [JSON.stringify({ mode, threshold: 0.8 })]);

describe('the S3 image storage', () => {
  let storage: ImageStorage;
  beforeAll(() => {
    storage = createImageStorage({ dataDir: '/nonexistent', s3: s3.config });
  });

  it('is what the configuration picks when S3_BUCKET is set', () => {
    expect(storage).toBeInstanceOf(S3ImageStorage);
    expect(t.ctx.storage).toBeInstanceOf(S3ImageStorage);
  });

  it('puts, reads, serves and removes a file; a missing one is null, and removing it again is fine', async () => {
    // Larger than one network read, so a body framed or cut short would show.
    const content = Buffer.alloc(300_000, 'ab');
    await storage.put('tests/round-trip.jpg', content, 'image/jpeg');
    expect(await objectOf('tests/round-trip.jpg')).toEqual({ contentType: 'image/jpeg', content });
    expect((await storage.read('tests/round-trip.jpg')).equals(content)).toBe(true);

    const file = await storage.get('tests/round-trip.jpg');
    expect(file).toMatchObject({ contentType: 'image/jpeg', contentLength: content.length });
    expect(file?.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(file?.lastModified).toBeInstanceOf(Date);
    const chunks: Buffer[] = [];
    for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);

    await storage.remove('tests/round-trip.jpg');
    expect(await exists('tests/round-trip.jpg')).toBe(false);
    expect(await storage.get('tests/round-trip.jpg')).toBeNull();
    await expect(storage.read('tests/round-trip.jpg')).rejects.toThrow();
    await storage.remove('tests/round-trip.jpg');
  });

  it('takes no key that is not a plain relative path', async () => {
    const overlong = [`${'x'.repeat(201)}.jpg`, `${'é'.repeat(101)}.jpg`, `${'ab/'.repeat(400)}c.jpg`];
    for (const key of ['', '/abs.jpg', '../up.jpg', 'a/../b.jpg', 'a//b.jpg', 'a\\b.jpg', 'a\u0000b', ...overlong]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Not a storage key/);
      expect(await storage.get(key)).toBeNull();
    }
  });
});

describe('the disk storage serves the same way', () => {
  it('a file with its type, length and tag; nothing for a folder, a path through a file or a missing file', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'disk-storage-'));
    try {
      const storage: ImageStorage = new LocalDiskStorage(root);
      await storage.put('demo/one.jpg', Buffer.from('jpeg'), 'image/jpeg');
      const file = await storage.get('demo/one.jpg');
      expect(file).toMatchObject({ contentType: 'image/jpeg', contentLength: 4 });
      expect(file?.etag).toMatch(/^W\/"4-[0-9a-f]+"$/);
      const chunks: Buffer[] = [];
      for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('jpeg');
      for (const key of ['demo', 'demo/one.jpg/x', 'demo/two.jpg', '../one.jpg'])
        expect(await storage.get(key)).toBeNull();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('with S3 configured', () => {
  it('the demo seed puts its photos in the bucket, not in DATA_DIR/uploads, and /cdn/ serves them', async () => {
    const [row] = await t.db.query<{ filename: string; thumb_filename: string }>(
      // The demo member's: drawn with the seed (the others' faces are drawn when first asked for).
      `select i.filename, i.thumb_filename from profiles p join profile_images i on i.id = p.main_image_id
        order by p.id limit 1`,
    );
    const { filename } = row as { filename: string };
    expect(filename).toMatch(/^demo\//);
    const stored = await objectOf(filename);
    expect(stored?.contentType).toBe('image/jpeg');
    expect(existsSync(path.join(t.ctx.config.dataDir, 'uploads'))).toBe(false);

    const served = await new BrowserClient(t.app).request({ method: 'GET', url: `/cdn/${filename}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=2592000');
    expect(served.headers['content-length']).toBe(String(stored?.content.length));
    expect(served.rawPayload.equals(stored?.content as Buffer)).toBe(true);
    // A browser asking again with the tag it has is told it is unchanged, without the file.
    const etag = String(served.headers.etag);
    expect(served.headers['last-modified']).toMatch(/ GMT$/);
    const again = await new BrowserClient(t.app).request({
      method: 'GET',
      url: `/cdn/${filename}`,
      headers: { 'if-none-match': etag },
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const head = await t.app.inject({ method: 'HEAD', url: `/cdn/${filename}` });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'image/jpeg', '']);
  });

  it("a member's upload is two objects in the bucket, scored from there; while pending /cdn/ shows it to its owner alone", async () => {
    await setModeration('pre');
    const member = await signUpMember(t, 'Bucket');
    const { image } = await uploadPhoto(member.client);
    const files = await filesOf(image.id);
    const full = await objectOf(files.filename);
    const thumb = await objectOf(files.thumb_filename);
    expect(full?.contentType).toBe('image/jpeg');
    expect(await sharp(thumb?.content).metadata()).toMatchObject({ format: 'jpeg', width: 240, height: 240 });
    // The classifier read the photo from the bucket; pre-moderation keeps it pending.
    expect(await scoredVisibility(t, image.id)).toBe('pending');

    const other = new BrowserClient(t.app);
    await other.login();
    for (const key of [files.filename, files.thumb_filename]) {
      const own = await member.client.request({ method: 'GET', url: `/cdn/${key}` });
      expect([own.statusCode, own.headers['content-type'], own.headers['cache-control']]).toEqual([
        200,
        'image/jpeg',
        'private, no-store',
      ]);
      expect(own.rawPayload.equals((await objectOf(key))?.content as Buffer)).toBe(true);
      for (const client of [other, new BrowserClient(t.app)]) {
        const refused = await client.request({ method: 'GET', url: `/cdn/${key}` });
        expect([refused.statusCode, refused.headers['cache-control']]).toEqual([404, 'no-store']);
        expect(refused.json()).toEqual({ error: 'not_found', message: 'No such file' });
      }
    }
    // The console reads it from the bucket too.
    const moderator = await signedInOperator(t, 'moderator');
    const forReview = await moderator.client.request({ method: 'GET', url: `/api/admin/photofile.php?id=${image.id}` });
    expect([forReview.statusCode, forReview.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(forReview.rawPayload.equals(full?.content as Buffer)).toBe(true);
  });

  it('a public photo is served to everyone, cached for an hour', async () => {
    await setModeration('post');
    const member = await signUpMember(t, 'Public');
    const { image } = await uploadPhoto(member.client, '#2e7d32');
    expect(await scoredVisibility(t, image.id)).toBe('public');
    const served = await new BrowserClient(t.app).request({ method: 'GET', url: `/cdn/${image.thumb_filename}` });
    expect([served.statusCode, served.headers['content-type'], served.headers['cache-control']]).toEqual([
      200,
      'image/jpeg',
      'public, max-age=3600',
    ]);
    expect(served.rawPayload.equals((await objectOf(image.thumb_filename))?.content as Buffer)).toBe(true);
  });

  it('a key with no object is a 404, and no junk path is a 5xx', async () => {
    const visitor = new BrowserClient(t.app);
    for (const key of [
      'demo/nobody.jpg',
      'photos/ab/abcdefghijklmnopqrstuv.jpg',
      'photos/ab/abcdefghijklmnopqrstuv-thumb.jpg',
    ]) {
      const missing = await visitor.request({ method: 'GET', url: `/cdn/${key}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'not_found' });
    }
    const junk = [
      '%',
      '%zz',
      '..%2Fx',
      '../x',
      'demo/%2E%2E/%2E%2E/x',
      'demo//male-1.jpg',
      '%2Fetc/passwd',
      'a%00b',
      'demo',
      'demo/',
      `${'x'.repeat(2000)}.jpg`,
      `${'%C3%A9'.repeat(400)}.jpg`,
      `${'%C3%A9'.repeat(100)}.jpg`,
      `${'ab/'.repeat(400)}c.jpg`,
      'photos/ab/ab%5C..%5C..jpg',
    ];
    for (const key of junk) {
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await t.app.inject({ method, url: `/cdn/${key}` });
        expect(`${method} ${key.slice(0, 40)} ${answer.statusCode}`).toMatch(/ 4\d\d$/);
      }
    }
  });

  it('deleting the account removes its photos from the bucket', async () => {
    const demoObjects = async () =>
      (await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'demo/' }))).KeyCount;
    const demoBefore = await demoObjects();
    expect(demoBefore).toBeGreaterThan(0);
    const member = await signUpMember(t, 'Leaving');
    const { image } = await uploadPhoto(member.client, '#1565c0');
    const files = await filesOf(image.id);
    expect([await exists(files.filename), await exists(files.thumb_filename)]).toEqual([true, true]);
    const deleted = await member.client.request({
      method: 'DELETE',
      url: '/api/user.php',
      payload: { password: 'pass phrase', reason: 'other' },
    });
    expect(deleted.statusCode).toBe(200);
    expect([await exists(files.filename), await exists(files.thumb_filename)]).toEqual([false, false]);
    // Only the member's own files went: the demo photos are all still there.
    expect(await demoObjects()).toBe(demoBefore);
  });
});
