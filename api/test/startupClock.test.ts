import { afterEach, expect, it, jest } from '@jest/globals';
import { StartupClock } from '../src/lib/startupClock';

afterEach(() => {
  jest.useRealTimers();
});

it('says where the time from npm start to the first page went, with the builds that ran beside the server', () => {
  jest.useFakeTimers({ now: 1_000 });
  const clock = new StartupClock(0);
  jest.advanceTimersByTime(5_000);
  clock.lap('database and modules');
  clock.buildsDone(9_000);
  jest.advanceTimersByTime(3_000);
  clock.lap('waiting for the app builds');
  jest.advanceTimersByTime(250);
  clock.lap('listening');
  expect(String(clock)).toBe(
    'app builds 9.0 s, beside them loading the server 1.0 s, database and modules 5.0 s, ' +
      'waiting for the app builds 3.0 s, listening 0.3 s',
  );
});

it('without builds (every app had a live version) starts at the server', () => {
  jest.useFakeTimers({ now: 2_000 });
  const clock = new StartupClock(0);
  expect(String(clock)).toBe('loading the server 2.0 s');
});
