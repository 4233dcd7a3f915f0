import { describe, expect, test } from '@jest/globals';
import { bucketOf, bucketRange } from './ageBucket';

describe('age buckets', () => {
  test("the product's age buckets map to their ranges; over 65 starts at 65", () => {
    expect(bucketRange('26-35', 18)).toEqual({ min_age: 26, max_age: 35 });
    expect(bucketRange('65+', 18)).toEqual({ min_age: 65, max_age: 100 });
    expect(bucketRange('all', 18)).toEqual({ min_age: 18, max_age: 100 });
  });

  test("'all' and the youngest bucket start at the site's minimum age", () => {
    expect(bucketRange('all', 21)).toEqual({ min_age: 21, max_age: 100 });
    expect(bucketRange('18-25', 21)).toEqual({ min_age: 21, max_age: 25 });
  });

  test('filters find their bucket, and a range without one finds none', () => {
    expect(bucketOf({ min_age: 18, max_age: 100 }, 18)).toBe('all');
    expect(bucketOf({ min_age: 46, max_age: 55 }, 18)).toBe('46-55');
    expect(bucketOf({ min_age: 30, max_age: 40 }, 18)).toBeNull();
  });
});
