import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderCamPhoto } from '../src/cams/camPhotos';
import { LocalDiskStorage } from '../src/media/storage';
import { generateDemoPhotos, type DemoPhoto } from '../src/seed/photos';

let uploads: string;
let photos: DemoPhoto[];
beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'demo-photos-test-'));
  photos = await generateDemoPhotos(new LocalDiskStorage(uploads));
});
afterAll(async () => {
  await rm(uploads, { recursive: true, force: true });
});

const sizeOf = async (filename: string) => {
  const { format, width, height } = await sharp(path.join(uploads, filename)).metadata();
  return { format, width, height };
};

describe('the demo photos', () => {
  it('are 600 px JPEGs with 240 px thumbnails in uploads/demo, for both genders and every age bucket', async () => {
    expect(new Set(photos.map((photo) => `${photo.gender} ${photo.ageBucket}`))).toEqual(
      new Set(
        ['female', 'male'].flatMap((gender) => ['18-29', '30-44', '45-59', '60+'].map((age) => `${gender} ${age}`)),
      ),
    );
    for (const photo of photos) {
      expect(photo.filename).toMatch(/^demo\/[\w-]+\.jpg$/);
      expect(await sizeOf(photo.filename)).toEqual({ format: 'jpeg', width: 600, height: 600 });
      expect(await sizeOf(photo.thumbFilename)).toEqual({ format: 'jpeg', width: 240, height: 240 });
    }
  });

  it('are all different pictures, and the same ones on the next seed', async () => {
    const contents = await Promise.all(photos.map((photo) => readFile(path.join(uploads, photo.filename))));
    expect(new Set(contents.map((content) => content.toString('base64'))).size).toBe(photos.length);
    const again = await mkdtemp(path.join(tmpdir(), 'demo-photos-test-'));
    try {
      expect(await generateDemoPhotos(new LocalDiskStorage(again))).toEqual(photos);
      for (const [index, photo] of photos.entries())
        expect((await readFile(path.join(again, photo.filename))).equals(contents[index] as Buffer)).toBe(true);
    } finally {
      await rm(again, { recursive: true, force: true });
    }
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
