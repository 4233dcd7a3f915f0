import { describe, expect, test } from '@jest/globals';
import { progressMessageAt } from '../../activation/ActivationProgress';
import { datePartOrder } from './PersonalStep';

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

describe('activation progress', () => {
  test('changes its message at ticks 4, 7 and 10', () => {
    expect([0, 3, 4, 6, 7, 9, 10, 19].map(progressMessageAt)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
