import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderCamPhoto } from '../src/cams/camPhotos';
import { LocalDiskStorage } from '../src/media/storage';
import { demoFaceDealer, demoFaceOf, renderDemoFace, renderDemoFaceSet, type DemoPhoto } from '../src/seed/demoFaces';
import { signedInOperator } from './helpers/operators';
import { createTestApp, type TestApp } from './helpers/testApp';

let uploads: string;
let faces: DemoPhoto[];
beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'demo-photos-test-'));
  faces = await renderDemoFaceSet(new LocalDiskStorage(uploads), 3);
});
afterAll(async () => {
  await rm(uploads, { recursive: true, force: true });
});

const sizeOf = async (filename: string) => {
  const { format, width, height } = await sharp(path.join(uploads, filename)).metadata();
  return { format, width, height };
};

describe('the demo faces', () => {
  it('are dealt one of its own to each profile, of its gender and age, and named for both', () => {
    const faceFor = demoFaceDealer();
    const dealt = Array.from({ length: 400 }, (_, index) =>
      faceFor(index % 2 ? 'male' : 'female', 18 + ((index * 7) % 62)),
    );
    expect(new Set(dealt.map((face) => face.filename)).size).toBe(400);
    expect(new Set(dealt.map((face) => face.thumbFilename)).size).toBe(400);
    expect(dealt[0]).toEqual({
      gender: 'female',
      ageBucket: '18-29',
      filename: 'demo/faces/female-18-0.jpg',
      thumbFilename: 'demo/faces/female-18-0-thumb.jpg',
    });
    for (const face of dealt) {
      expect(demoFaceOf(face.filename)).toMatchObject(face);
      expect(demoFaceOf(face.thumbFilename)).toMatchObject(face);
    }
    for (const key of [
      'demo/female-1.jpg',
      'demo/faces/female-17-0.jpg',
      'demo/faces/male-18-99999.jpg',
      'photos/ab/x.jpg',
    ])
      expect(demoFaceOf(key)).toBeNull();
  });

  it('are drawn as 600 px JPEGs with 240 px thumbnails, all different, and the same ones when drawn again', async () => {
    expect(new Set(faces.map((face) => `${face.gender} ${face.ageBucket}`)).size).toBe(8);
    for (const face of faces) {
      expect(await sizeOf(face.filename)).toEqual({ format: 'jpeg', width: 600, height: 600 });
      expect(await sizeOf(face.thumbFilename)).toEqual({ format: 'jpeg', width: 240, height: 240 });
    }
    const contents = await Promise.all(faces.map((face) => readFile(path.join(uploads, face.filename))));
    expect(new Set(contents.map((content) => content.toString('base64'))).size).toBe(faces.length);
    const again = await mkdtemp(path.join(tmpdir(), 'demo-photos-test-'));
    try {
      const [first] = faces as [DemoPhoto];
      expect(await renderDemoFace(new LocalDiskStorage(again), first.thumbFilename)).toBe(true);
      expect((await readFile(path.join(again, first.filename))).equals(contents[0] as Buffer)).toBe(true);
      expect(await renderDemoFace(new LocalDiskStorage(again), 'demo/male-1.jpg')).toBe(false);
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  });

  describe('on the CDN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ profiles: 10 });
    });
    afterAll(async () => {
      await t.close();
    });

    it("are drawn the first time a profile's face is asked for, and only a face some profile has", async () => {
      const [row] = await t.db.query<{ thumb_filename: string }>(
        `select i.thumb_filename from profiles p join profile_images i on i.id = p.main_image_id
          where i.filename like 'demo/faces/%' order by p.id desc limit 1`,
      );
      const thumb = row?.thumb_filename ?? '';
      const first = await t.app.inject({ method: 'GET', url: `/cdn/${thumb}` });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(first.rawPayload).metadata()).width).toBe(240);
      const second = await t.app.inject({ method: 'GET', url: `/cdn/${thumb}` });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      // A face nobody has is not drawn on request: the files anyone can make the server draw stay its profiles'.
      const nobodys = await t.app.inject({ method: 'GET', url: '/cdn/demo/faces/female-18-999.jpg' });
      expect(nobodys.statusCode).toBe(404);
    });

    it('are drawn for the console too, where a removed face may be the first anyone asks for', async () => {
      // A profile's face that nothing has drawn yet: its files are taken out of the storage, as on a site where no page
      // ever showed it (which faces seeding drew depends on how many of its random profiles are fictional).
      const [row] = await t.db.query<{ id: number; filename: string; thumb_filename: string }>(
        `select i.id, i.filename, i.thumb_filename from profiles p join profile_images i on i.id = p.main_image_id
          where i.filename like 'demo/faces/%' order by p.id limit 1`,
      );
      const { id, filename, thumb_filename: thumb } = row as { id: number; filename: string; thumb_filename: string };
      await Promise.all([t.ctx.storage.remove(filename), t.ctx.storage.remove(thumb)]);
      await expect(t.ctx.storage.read(thumb)).rejects.toThrow();
      await t.db.query(`update profile_images set visibility = 'removed' where id = $1`, [id]);
      const { client: moderator } = await signedInOperator(t, 'moderator');
      const widths: number[] = [];
      for (const size of ['&size=thumb', '']) {
        const file = await moderator.request({ method: 'GET', url: `/api/admin/photofile.php?id=${id}${size}` });
        expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/jpeg']);
        widths.push((await sharp(file.rawPayload).metadata()).width);
      }
      expect(widths[0]).toBe(240);
      expect(widths[1]).toBeGreaterThan(240);
    });
  });
});

describe("the cam stand-in's pictures", () => {
  it('are 320 px JPEGs of a person in a dim room, each cam its own, the same one every time', async () => {
    const pictures = await Promise.all(
      [0, 1, 2, 3].map((index) => renderCamPhoto(index, index === 2 ? 'male' : 'female')),
    );
    for (const picture of pictures) {
      expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
      // A room lit by a lamp: darker on average than the bright portrait backdrops of the members.
      const { channels } = await sharp(picture).stats();
      const brightness = channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
      expect(brightness).toBeLessThan(110);
    }
    expect(new Set(pictures.map((picture) => picture.toString('base64'))).size).toBe(4);
    expect((await renderCamPhoto(1, 'female')).equals(pictures[1] as Buffer)).toBe(true);
  });
});
