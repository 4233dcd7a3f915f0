import type { Gender } from 'shared-contracts/api';
import type { ImageStorage } from '../media/storage';
import { AGE_BUCKETS, ageBucketOf, portraitSvg, type AgeBucket } from './faces';
import { writePortraits, type Portrait } from './portraitFiles';

export interface DemoPhoto {
  gender: Gender;
  ageBucket: AgeBucket;
  filename: string;
  thumbFilename: string;
}

const PER_BUCKET = 12;
const SIZE = 600;

/**
 * Portraits for the demo profiles (DiceBear's Open Peeps, CC0), a dozen per gender and age bucket, which many
 * profiles share. Named `<gender>-<n>.jpg` as before, which links and tests expect: 1–12 are 18 to 29, 13–24 are 30
 * to 44, and so on. Stored under `demo/` in the image storage, the bucket when there is one, so every instance serves
 * them.
 */
export async function generateDemoPhotos(storage: ImageStorage): Promise<DemoPhoto[]> {
  const photos: DemoPhoto[] = [];
  const portraits: Portrait[] = [];
  for (const gender of ['female', 'male'] as const) {
    for (const [bucketIndex, ageBucket] of AGE_BUCKETS.entries()) {
      for (let index = 0; index < PER_BUCKET; index += 1) {
        const base = `${gender}-${bucketIndex * PER_BUCKET + index + 1}`;
        portraits.push({ base, svg: portraitSvg(gender, ageBucket, index, SIZE) });
        photos.push({ gender, ageBucket, filename: `demo/${base}.jpg`, thumbFilename: `demo/${base}-thumb.jpg` });
      }
    }
  }
  await writePortraits(portraits, storage, 'demo/');
  return photos;
}

/**
 * Hands out the photos of each gender and age bucket in turn rather than at random: a dozen profiles of one gender and
 * age go by before a face comes round again, so a page of search results rarely shows one twice.
 */
export function demoPhotoDealer(photos: DemoPhoto[]): (gender: Gender, age: number) => DemoPhoto {
  const groups = new Map<string, DemoPhoto[]>();
  for (const photo of photos) {
    const key = `${photo.gender} ${photo.ageBucket}`;
    groups.set(key, [...(groups.get(key) ?? []), photo]);
  }
  const dealt = new Map<string, number>();
  return (gender, age) => {
    const key = `${gender} ${ageBucketOf(age)}`;
    const turn = dealt.get(key) ?? 0;
    dealt.set(key, turn + 1);
    const group = groups.get(key) ?? [];
    return group[turn % group.length] as DemoPhoto;
  };
}
