import { afterEach, expect, it, jest } from '@jest/globals';
import { StartupClock } from '../src/lib/startupClock';

afterEach(() => {
  jest.useRealTimers();
});

it('says where the time from npm start to the first page went, the builds first', () => {
  jest.useFakeTimers({ now: 10_000 });
  const clock = new StartupClock(0, 4_000);
  jest.advanceTimersByTime(1_500);
  clock.lap('migrations');
  jest.advanceTimersByTime(250);
  clock.lap('listening');
  expect(String(clock)).toBe('app builds 4.0 s, loading the server 6.0 s, migrations 1.5 s, listening 0.3 s');
});

it('without builds (every app had a live version) starts at the server', () => {
  jest.useFakeTimers({ now: 2_000 });
  const clock = new StartupClock(0, undefined);
  expect(String(clock)).toBe('loading the server 2.0 s');
});
