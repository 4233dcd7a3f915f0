import { dayLabel, differentDay, listTime } from './chatTime';

const browser = { now: new Date(2026, 10, 23, 15, 30) };
const server = { now: null, timeZone: 'UTC' } as const;
const words = { today: 'Today', yesterday: 'Yesterday' };
const at = (day: number, hour = 9) => new Date(2026, 10, day, hour, 5).toISOString();

test('day separators say today and yesterday, then the date in the locale', () => {
  expect(dayLabel(at(23, 0), 'en', words, browser)).toBe('Today');
  expect(dayLabel(at(22, 23), 'en', words, browser)).toBe('Yesterday');
  expect(dayLabel(at(20), 'en', words, browser)).toBe('Friday, November 20, 2026');
  expect(dayLabel(at(20), 'nl', words, browser)).toBe('vrijdag 20 november 2026');
});

test('the chat list shows the time today, the weekday this week and the date before', () => {
  expect(listTime(at(23), 'de', browser)).toBe('09:05');
  expect(listTime(at(18), 'en', browser)).toBe('Wed');
  expect(listTime(at(10), 'en', browser)).toBe('11/10/26');
});

test('messages on either side of midnight are on different days', () => {
  expect(differentDay(at(22, 23), at(23, 0), browser)).toBe(true);
  expect(differentDay(at(23, 1), at(23, 22), browser)).toBe(false);
});

test('the server, knowing neither the time zone nor today, tells UTC dates without today or yesterday', () => {
  const noon = '2026-11-23T12:00:00.000Z';
  expect(dayLabel(noon, 'en', words, server)).toBe('Monday, November 23, 2026');
  expect(listTime(noon, 'en', server)).toBe('11/23/26');
  expect(differentDay('2026-11-22T23:59:00.000Z', '2026-11-23T00:01:00.000Z', server)).toBe(true);
});
