import { describe, expect, test } from '@jest/globals';
import { didYouMean } from './didYouMean';

describe('didYouMean', () => {
  test.each([
    ['jan@hotmial.com', 'jan@hotmail.com'],
    ['jan@gmial.com', 'jan@gmail.com'],
    ['els@telenet.bw', 'els@telenet.be'],
    ['piet@ziggo.nll', 'piet@ziggo.nl'],
    ['kim@kpnmial.nl', 'kim@kpnmail.nl'],
    ['lea@hotmail.nk', 'lea@hotmail.nl'],
  ])('suggests a popular domain for %s', (typed, suggestion) => {
    expect(didYouMean(typed)).toBe(suggestion);
  });

  test.each(['jan@gmail.com', 'els@telenet.be', 'jan@company-name.com', 'no-at-sign', 'jan@'])(
    'suggests nothing for %s',
    (typed) => {
      expect(didYouMean(typed)).toBeNull();
    },
  );

  test('ignores capitals and surrounding spaces when comparing', () => {
    expect(didYouMean('  Jan@Gmail.com ')).toBeNull();
  });
});
