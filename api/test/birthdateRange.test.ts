import { ageOn } from 'shared-contracts/api/signup';
import { birthdateRange } from '../src/lib/birthdateRange';

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('birthdateRange', () => {
  const today = new Date('2025-06-15T12:00:00Z');

  it('runs from the oldest who is still maxAge to the youngest who is already minAge', () => {
    const [oldest, youngest] = birthdateRange(25, 30, today);
    expect([oldest, youngest]).toEqual(['1994-06-16', '2000-06-15']);
    expect(ageOn(oldest, today)).toBe(30);
    expect(ageOn(dayBefore(oldest), today)).toBe(31);
    expect(ageOn(youngest, today)).toBe(25);
    expect(ageOn(dayAfter(youngest), today)).toBe(24);
  });

  it('is one year of birth dates for a single age', () => {
    expect(birthdateRange(40, 40, today)).toEqual(['1984-06-16', '1985-06-15']);
  });
});
