import { afterEach, describe, expect, test } from '@jest/globals';
import { captureTracking, readTracking } from './tracking';

afterEach(() => {
  localStorage.clear();
  for (const part of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${part.split('=')[0]}=; Max-Age=0; Path=/`;
  window.history.replaceState(null, '', '/');
});

describe('traffic-source tracking', () => {
  test('keeps the parameters and removes them from the address, leaving the others', () => {
    window.history.replaceState(null, '', '/signup?network=aff9&sub1=a&aff_sub3=z&cpc=0.4&page=2#top');
    expect(captureTracking()).toEqual({ network: 'aff9', sub1: 'a', aff_sub3: 'z', cpc: '0.4' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/signup?page=2#top');
    expect(readTracking()).toEqual({ network: 'aff9', sub1: 'a', aff_sub3: 'z', cpc: '0.4' });
    expect(document.cookie).toContain('tracking=');
  });

  test('a later visit without parameters keeps what was stored; one with parameters updates it', () => {
    window.history.replaceState(null, '', '/signup?network=first&ref=r1');
    captureTracking();
    window.history.replaceState(null, '', '/signup');
    expect(captureTracking()).toEqual({ network: 'first', ref: 'r1' });
    window.history.replaceState(null, '', '/signup?network=second');
    expect(captureTracking()).toEqual({ network: 'second', ref: 'r1' });
  });

  test('ignores stored values of the wrong shape', () => {
    localStorage.setItem('tracking', JSON.stringify({ network: 42 }));
    expect(readTracking()).toEqual({});
  });
});
