import { ageBuckets, type FilterOptions } from 'shared-contracts/api/search';

export type AgeBucketKey = (typeof ageBuckets)[number]['key'];

/** A bucket's range on this site: nobody is younger than the site's minimum age. */
export function bucketRange(key: AgeBucketKey, minimumAge: number): { min_age: number; max_age: number } {
  const bucket = ageBuckets.find((candidate) => candidate.key === key) ?? ageBuckets[0];
  return { min_age: Math.max(bucket.min, minimumAge), max_age: bucket.max };
}

/** The bucket the filters' ages match, or null for a range no bucket has (an older saved search). */
export function bucketOf(filters: Pick<FilterOptions, 'min_age' | 'max_age'>, minimumAge: number): AgeBucketKey | null {
  const match = ageBuckets.find((bucket) => {
    const range = bucketRange(bucket.key, minimumAge);
    return range.min_age === filters.min_age && range.max_age === filters.max_age;
  });
  return match?.key ?? null;
}
