import { describe, expect, test } from '@jest/globals';
import type { User } from 'shared-contracts/api';
import { member } from 'shared-contracts/testing';
import { progressOf, pushOffered, resumeStep, signupAllowed, stageOf, stepAfterAccount } from './flow';

const user = (profile: Partial<User['profile']> = {}): User => member({}, profile);

describe('signup flow', () => {
  test.each([
    ['not_subscribed', 1],
    ['subscribed', 2],
    ['denied', 2],
    ['unsupported', 2],
  ] as const)('after step 0 with push %s the flow goes to step %i', (push, step) => {
    expect(stepAfterAccount(push)).toBe(step);
  });

  test('offers push only when capable, not subscribed and the site has a key', () => {
    expect(pushOffered('not_subscribed', 'BKey')).toBe(true);
    expect(pushOffered('not_subscribed', '')).toBe(false);
    expect(pushOffered('denied', 'BKey')).toBe(false);
    expect(pushOffered('subscribed', 'BKey')).toBe(false);
  });

  test('resumes at 1, or 2 without the push offer, or 3 with a main photo', () => {
    expect(resumeStep(user(), true, false)).toBe(1);
    expect(resumeStep(user(), false, false)).toBe(2);
    expect(resumeStep(user({ main_image: { id: 1, thumb_filename: 'x.jpg' } }), true, false)).toBe(3);
  });

  test('counts a photo waiting for review as given, and asks again when every photo was rejected', () => {
    const photo = (visibility: 'pending' | 'rejected') => ({
      id: 1,
      thumb_filename: 'x.jpg',
      visibility,
      reason: null,
    });
    expect(resumeStep(user({ images: [photo('pending')] }), true, false)).toBe(3);
    expect(resumeStep(user({ images: [photo('rejected')] }), true, false)).toBe(1);
  });

  test('with auto-skip, skips what the profile already has', () => {
    expect(resumeStep(user({ city: 'Utrecht' }), true, true)).toBe(4);
    expect(resumeStep(user({ countryregion: 3 }), true, true)).toBe(4);
    expect(resumeStep(user({ date_of_birth: '1990-01-01' }), true, true)).toBe(5);
    expect(resumeStep(user({ gender: 'female' }), true, true)).toBe(5);
    expect(resumeStep(user({ personal: true }), true, true)).toBe(6);
    expect(resumeStep(user({ city: 'Utrecht' }), true, false)).toBe(1);
  });

  test('progress is step/6 and the dots show four stages', () => {
    expect(progressOf(3)).toBe(0.5);
    expect(progressOf(7)).toBe(1);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((step) => stageOf(step as 0))).toEqual([0, 1, 1, 2, 2, 2, 3, 3]);
  });

  test('signup is open for all, or with a traffic source when the site says so', () => {
    expect(signupAllowed('all', undefined)).toBe(true);
    expect(signupAllowed('with_trafficsource', 'aff1')).toBe(true);
    expect(signupAllowed('with_trafficsource', undefined)).toBe(false);
    expect(signupAllowed('other', 'aff1')).toBe(false);
  });
});
