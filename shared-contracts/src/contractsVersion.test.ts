import { contractsCompatible } from './contractsVersion.mjs';

describe('contractsCompatible', () => {
  it.each([
    ['1.2.0', '1.2.0', true],
    ['1.3.0', '1.2.5', true],
    ['1.2.5', '1.2.4', true],
    ['1.2.0', '1.3.0', false],
    ['1.2.4', '1.2.5', false],
    ['2.0.0', '1.9.0', false],
    ['1.9.0', '2.0.0', false],
    ['1.10.0', '1.9.0', true],
    ['1.2', '1.2.0', false],
    ['unknown', '1.0.0', false],
  ])('a shell with %s runs a remote built against %s: %s', (provided, required, expected) => {
    expect(contractsCompatible(provided, required)).toBe(expected);
  });
});
