import { dayLabel, differentDay, listTime } from './chatTime';

const now = new Date(2026, 10, 23, 15, 30);
const words = { today: 'Today', yesterday: 'Yesterday' };
const at = (day: number, hour = 9) => new Date(2026, 10, day, hour, 5).toISOString();

test('day separators say today and yesterday, then the date in the locale', () => {
  expect(dayLabel(at(23, 0), 'en', words, now)).toBe('Today');
  expect(dayLabel(at(22, 23), 'en', words, now)).toBe('Yesterday');
  expect(dayLabel(at(20), 'en', words, now)).toBe('Friday, November 20, 2026');
  expect(dayLabel(at(20), 'nl', words, now)).toBe('vrijdag 20 november 2026');
});

test('the chat list shows the time today, the weekday this week and the date before', () => {
  expect(listTime(at(23), 'de', now)).toBe('09:05');
  expect(listTime(at(18), 'en', now)).toBe('Wed');
  expect(listTime(at(10), 'en', now)).toBe('11/10/26');
});

test('messages on either side of midnight are on different days', () => {
  expect(differentDay(at(22, 23), at(23, 0))).toBe(true);
  expect(differentDay(at(23, 1), at(23, 22))).toBe(false);
});
