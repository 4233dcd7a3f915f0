import type { Gender } from 'shared-contracts/api';
import type { ImageStorage } from '../media/storage';
import { AGE_BUCKETS, ageBucketOf, portraitSvg, type AgeBucket } from './faces';
import { thumbnailOf, writePortraits } from './portraitFiles';

export interface DemoPhoto {
  gender: Gender;
  ageBucket: AgeBucket;
  filename: string;
  thumbFilename: string;
}

const SIZE = 600;
/**
 * Faces of one gender and age bucket before they come round again: a demo of a few thousand profiles gives each its
 * own; a benchmark's millions share these, so the files a demo can ask for stay bounded.
 */
export const FACES_PER_BUCKET = 1000;

/** The bucket in a face's name is its lowest age: `demo/faces/female-30-12.jpg` is the 13th woman of 30 to 44. */
const bucketNames = new Map(AGE_BUCKETS.map((bucket) => [bucket.replace(/\D.*$/, ''), bucket]));
const FACE_KEY = /^demo\/faces\/(female|male)-(\d+)-(\d{1,4})(-thumb)?\.jpg$/;

const faceFilename = (gender: Gender, bucket: AgeBucket, index: number) =>
  `demo/faces/${gender}-${bucket.replace(/\D.*$/, '')}-${index}.jpg`;

const demoPhoto = (gender: Gender, ageBucket: AgeBucket, index: number): DemoPhoto => {
  const filename = faceFilename(gender, ageBucket, index);
  return { gender, ageBucket, filename, thumbFilename: thumbnailOf(filename) };
};

/** The face a storage key names (the photo or its thumbnail), or null for any other key. */
export function demoFaceOf(key: string): (DemoPhoto & { index: number }) | null {
  const match = FACE_KEY.exec(key);
  const bucket = bucketNames.get(match?.[2] ?? '');
  const index = Number(match?.[3]);
  if (!match || !bucket || index >= FACES_PER_BUCKET) return null;
  return { ...demoPhoto(match[1] as Gender, bucket, index), index };
}

/**
 * Hands each profile a face of its own gender and age bucket that no profile before it got (DiceBear's Open Peeps,
 * CC0, drawn from the face's name): no two profiles on one page, a lander's or a search's, look the same. Only names:
 * the files are drawn when first asked for (renderDemoFace), so seeding thousands of profiles draws nothing.
 */
export function demoFaceDealer(): (gender: Gender, age: number) => DemoPhoto {
  const dealt = new Map<string, number>();
  return (gender, age) => {
    const bucket = ageBucketOf(age);
    const key = `${gender} ${bucket}`;
    const index = dealt.get(key) ?? 0;
    dealt.set(key, index + 1);
    return demoPhoto(gender, bucket, index % FACES_PER_BUCKET);
  };
}

/** Draws a face's photo and thumbnail into the storage, under the names its profile has; false for another key. */
export async function renderDemoFace(storage: ImageStorage, key: string): Promise<boolean> {
  const face = demoFaceOf(key);
  if (!face) return false;
  await writePortraits(
    [{ filename: face.filename, svg: portraitSvg(face.gender, face.ageBucket, face.index, SIZE) }],
    storage,
  );
  return true;
}

/** `perBucket` faces of each gender and age bucket, drawn into the storage: for tools that need the files. */
export async function renderDemoFaceSet(storage: ImageStorage, perBucket: number): Promise<DemoPhoto[]> {
  const faces = (['female', 'male'] as const).flatMap((gender) =>
    AGE_BUCKETS.flatMap((bucket) => Array.from({ length: perBucket }, (_, index) => demoPhoto(gender, bucket, index))),
  );
  await Promise.all(faces.map((face) => renderDemoFace(storage, face.filename)));
  return faces;
}
