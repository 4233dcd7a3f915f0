import { readFile } from 'node:fs/promises';
import path from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { profileImageUploadResponseSchema } from 'shared-contracts/api';
import { BrowserClient } from './helpers/browserClient';
import { scoredVisibility } from './helpers/photos';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function multipart(filename: string, contentType: string, content: Buffer, fieldsBefore = 0) {
  const boundary = `----test${Date.now()}`;
  const fields = Array.from(
    { length: fieldsBefore },
    (_, index) => `--${boundary}\r\nContent-Disposition: form-data; name="field${index}"\r\n\r\nvalue\r\n`,
  ).join('');
  const payload = Buffer.concat([
    Buffer.from(
      `${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function loggedIn() {
  const client = new BrowserClient(t.app);
  await client.login();
  return client;
}

const upload = (client: BrowserClient, filename: string, contentType: string, content: Buffer) =>
  client.request({ method: 'POST', url: '/api/profileimage.php', ...multipart(filename, contentType, content) });

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c2185b' } });

describe('POST /api/profileimage.php', () => {
  it('takes a PNG, stores a JPEG and a 240 px thumbnail served under /cdn/, and lists the photos', async () => {
    const client = await loggedIn();
    const response = await upload(client, 'me.png', 'image/png', await photo(800, 600).png().toBuffer());
    expect(response.statusCode).toBe(200);
    const { image, images } = profileImageUploadResponseSchema.parse(response.json());
    expect(images.at(-1)).toEqual(image);
    // A random name only (a 2-character folder from it, then 128 random bits): no member id in a public photo URL.
    expect(image.thumb_filename).toMatch(/^photos\/([\w-]{2})\/\1[\w-]{20}-thumb\.jpg$/);
    const served = await client.request({ method: 'GET', url: `/cdn/${image.thumb_filename}` });
    expect(served.statusCode).toBe(200);
    const thumb = await sharp(served.rawPayload).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: 240, height: 240 });
  });

  it('strips EXIF and GPS from a JPEG and stores it upright', async () => {
    const client = await loggedIn();
    const withGps = await photo(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Phone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 1/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 2/1' },
      })
      .toBuffer();
    expect(exifReader((await sharp(withGps).metadata()).exif as Buffer).GPSInfo?.GPSLatitude).toEqual([52, 22, 1]);

    const { image } = profileImageUploadResponseSchema.parse(
      (await upload(client, 'holiday.jpg', 'image/jpeg', withGps)).json(),
    );
    const [row] = await t.db.query<{ filename: string }>('select filename from profile_images where id = $1', [
      image.id,
    ]);
    const stored = await readFile(path.join(t.ctx.config.dataDir, 'uploads', row?.filename as string));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Phone'))).toBe(false);
    // Orientation 6 means "rotate 90°": the stored photo is upright, portrait.
    expect([metadata.width, metadata.height]).toEqual([200, 300]);
  });

  it('makes the first photo the main photo once others may see it (scored; the demo site post-moderates)', async () => {
    const client = new BrowserClient(t.app);
    await client.request({ method: 'GET', url: '/api/settings.php' });
    const email = `photo.${Date.now()}@example.com`;
    const { token } = (
      await client.request({ method: 'GET', url: `/api/validate_email.php?email=${email}` })
    ).json() as { token: string };
    await client.request({
      method: 'POST',
      url: '/api/user.php?new=1',
      payload: { email, name: 'Pat', password: 'words words', token },
    });
    const { image } = profileImageUploadResponseSchema.parse(
      (await upload(client, 'a.jpg', 'image/jpeg', await photo(400, 400).jpeg().toBuffer())).json(),
    );
    expect(image.visibility).toBe('pending');
    await upload(client, 'b.jpg', 'image/jpeg', await photo(400, 400).jpeg().toBuffer());
    expect(await scoredVisibility(t, image.id)).toBe('public');
    const me = (await client.request({ method: 'GET', url: '/api/user.php' })).json();
    expect(me.user.profile.main_image).toEqual({ id: image.id, thumb_filename: image.thumb_filename });
    expect(me.user.profile.images).toHaveLength(2);
  });

  it.each([
    ['a text file named .png', 'notes.png', 'image/png', Buffer.from('just some text, not an image')],
    [
      'a GIF',
      'anim.gif',
      'image/gif',
      Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
    ],
    ['a truncated JPEG', 'broken.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46])],
  ])('refuses %s with 415', async (_label, filename, contentType, content) => {
    const response = await upload(await loggedIn(), filename, contentType, content);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('unsupported_image');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const response = await upload(await loggedIn(), 'huge.jpg', 'image/jpeg', Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The photo is larger than 10 MB');
  });

  it('says "too many fields", not "too large", when a small photo comes after 20 form fields', async () => {
    const client = await loggedIn();
    const response = await client.request({
      method: 'POST',
      url: '/api/profileimage.php',
      ...multipart('me.png', 'image/png', await photo(10, 10).png().toBuffer(), 20),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'too_many_parts',
      message: 'Send one photo and at most 5 form fields',
    });
  });

  it('refuses an image of more than 40 megapixels with 413', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    const response = await upload(await loggedIn(), 'bomb.png', 'image/png', bomb);
    expect(response.statusCode).toBe(413);
  });

  it('needs a logged-in member and a multipart body with a file', async () => {
    expect(
      (await upload(new BrowserClient(t.app), 'me.png', 'image/png', await photo(10, 10).png().toBuffer())).statusCode,
    ).toBe(403);
    const client = await loggedIn();
    expect(
      (await client.request({ method: 'POST', url: '/api/profileimage.php', payload: { file: 'x' } })).statusCode,
    ).toBe(415);
  });
});

describe('malformed uploads', () => {
  it('answers a broken multipart body with 400, not a server error', async () => {
    const client = await loggedIn();
    const response = await client.request({
      method: 'POST',
      url: '/api/profileimage.php',
      payload: ' ',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('bad_multipart');
  });
});
