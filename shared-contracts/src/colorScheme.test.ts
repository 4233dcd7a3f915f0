import { afterEach, describe, expect, test } from '@jest/globals';
import {
  chooseColorScheme,
  colorSchemeOfCookie,
  restoreColorScheme,
  shownColorScheme,
  storedColorScheme,
} from './colorScheme';
import { readCookie } from './http';

const theme = () => document.documentElement.getAttribute('data-bs-theme');

afterEach(() => {
  document.cookie = 'colorScheme=; Max-Age=0; Path=/';
  localStorage.clear();
  document.documentElement.removeAttribute('data-bs-theme');
});

describe('the colour scheme choice', () => {
  test("is the device's until one is chosen: no design on <html>, the media query decides", () => {
    expect(storedColorScheme()).toBe('system');
    restoreColorScheme();
    expect(theme()).toBeNull();
  });

  test('shows a chosen design at once and keeps it as JSON in a cookie and in local storage', () => {
    chooseColorScheme('dark');
    expect(theme()).toBe('dark');
    expect(shownColorScheme()).toBe('dark');
    expect(localStorage.getItem('colorScheme')).toBe('"dark"');
    expect(readCookie('colorScheme')).toBe('"dark"');
    expect(storedColorScheme()).toBe('dark');
  });

  test('back to the device: the design leaves <html> and "system" is kept as the choice', () => {
    chooseColorScheme('light');
    chooseColorScheme('system');
    expect(theme()).toBeNull();
    expect(localStorage.getItem('colorScheme')).toBe('"system"');
    expect(storedColorScheme()).toBe('system');
  });

  test('is applied from local storage when the cookie is gone, and written back for the server', () => {
    localStorage.setItem('colorScheme', '"dark"');
    restoreColorScheme();
    expect(theme()).toBe('dark');
    expect(readCookie('colorScheme')).toBe('"dark"');
  });

  test('ignores a stored value that is not a scheme', () => {
    localStorage.setItem('colorScheme', '"purple"');
    expect(storedColorScheme()).toBe('system');
  });

  test.each([
    ['"dark"', 'dark'],
    ['"light"', 'light'],
    ['"system"', 'system'],
    ['dark', 'system'],
    ['"purple"', 'system'],
    [undefined, 'system'],
  ])('the server reads the cookie value %s as %s', (value, scheme) => {
    expect(colorSchemeOfCookie(value)).toBe(scheme);
  });
});
