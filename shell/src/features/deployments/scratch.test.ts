import { test, expect } from '@jest/globals';
test('x', () => {
  const d = Object.getOwnPropertyDescriptor(window, 'location');
  console.log(d, Object.getOwnPropertyDescriptor(window.location, 'assign'), Object.getOwnPropertyDescriptor(Object.getPrototypeOf(window.location), 'assign'));
  const stub = { assign: () => undefined };
  Object.defineProperty(window, 'location', { configurable: true, value: stub });
  expect(location).toBe(stub);
});
