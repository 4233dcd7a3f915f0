import { describe, expect, test } from '@jest/globals';
import { progressMessageAt } from './ActivationProgress';

describe('activation progress', () => {
  test('changes its message at ticks 4, 7 and 10', () => {
    expect([0, 3, 4, 6, 7, 9, 10, 19].map(progressMessageAt)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
