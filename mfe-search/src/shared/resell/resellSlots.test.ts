import { describe, expect, test } from '@jest/globals';
import { member as testMember } from 'shared-contracts/testing';
import { interleaveResellCards, showsResellCards } from './resellSlots';

const now = Date.parse('2026-11-22T12:00:00Z');
const member = (signupDaysAgo: number, paid = false) =>
  testMember({ paid_user: paid, signup_date: new Date(now - signupDaysAgo * 86_400_000).toISOString() });
const camSite = { member_resell: ['cams'] };

describe('showsResellCards', () => {
  test('a non-paying member of more than 4 days on a cams or camads site sees them', () => {
    expect(showsResellCards(member(5), camSite, now)).toBe(true);
    expect(showsResellCards(member(5), { member_resell: ['camads'] }, now)).toBe(true);
  });

  test('not for visitors, paying members, newcomers, or sites without cams', () => {
    expect(showsResellCards(null, camSite, now)).toBe(false);
    expect(showsResellCards(member(30, true), camSite, now)).toBe(false);
    expect(showsResellCards(member(4), camSite, now)).toBe(false);
    expect(showsResellCards(member(30), { member_resell: [] }, now)).toBe(false);
    expect(showsResellCards(member(30), { member_resell: ['dating'] }, now)).toBe(false);
  });

  test('the 4 days are exact: 345,600,000 ms is not yet enough, one more is', () => {
    const at = (ms: number) => testMember({ paid_user: false, signup_date: new Date(now - ms).toISOString() });
    expect(showsResellCards(at(345_600_000), camSite, now)).toBe(false);
    expect(showsResellCards(at(345_601_000), camSite, now)).toBe(true);
  });
});

describe('interleaveResellCards', () => {
  const kinds = (count: number, cams = true, ads = true) =>
    interleaveResellCards(
      Array.from({ length: count }, (_, i) => i),
      cams,
      ads,
    ).map((item) => (item.kind === 'profile' ? item.profile : item.kind));

  test('each block of 12 gets the cam at index 1 and the advert at index 5', () => {
    expect(kinds(24)).toEqual([
      0,
      'cam',
      1,
      2,
      3,
      'ad',
      4,
      5,
      6,
      7,
      8,
      9,
      10,
      11,
      12,
      'cam',
      13,
      14,
      15,
      'ad',
      16,
      17,
      18,
      19,
      20,
      21,
      22,
      23,
    ]);
  });

  test('a short last block only gets the slots it reaches', () => {
    expect(kinds(3)).toEqual([0, 'cam', 1, 2]);
    expect(kinds(1)).toEqual([0]);
  });

  test('without cams the advert still sits at index 5', () => {
    expect(kinds(12, false, true)).toEqual([0, 1, 2, 3, 4, 'ad', 5, 6, 7, 8, 9, 10, 11]);
  });
});
