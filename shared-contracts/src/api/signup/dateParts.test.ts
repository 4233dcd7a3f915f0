import { describe, expect, test } from '@jest/globals';
import { datePartOrder } from './dateParts';

describe('date of birth fields', () => {
  test.each([
    ['en-US', ['month', 'day', 'year']],
    ['nl', ['day', 'month', 'year']],
    ['de', ['day', 'month', 'year']],
    ['pl', ['day', 'month', 'year']],
    ['ja', ['year', 'month', 'day']],
    ['not a locale', ['day', 'month', 'year']],
  ])('follow the order of %s dates', (locale, order) => {
    expect(datePartOrder(locale)).toEqual(order);
  });
});
