import { describe, expect, test } from '@jest/globals';
import { displayText, idField, idParam, isCleanText, textField } from './input';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

describe('the one text rule', () => {
  test.each(['Robin', 'tab\there\nnewline\r', 'emoji 😀 and 中文', 'Zoë', ''])('accepts ordinary text: %j', (value) => {
    expect(isCleanText(value)).toBe(true);
    expect(textField(100).safeParse(value).success).toBe(true);
  });

  test.each([
    'Ro\u0000bin',
    '\u0007bell',
    'del\u007f',
    'c1\u0085',
    'lone \ud800 high',
    'lone \udc00 low',
    'reversed \udc00\ud800',
  ])('refuses %j with invalid_characters', (value) => {
    expect(isCleanText(value)).toBe(false);
    expect(messages(textField(100).safeParse(value))).toEqual(['invalid_characters']);
  });

  test('keeps the length limit', () => {
    expect(messages(textField(3).safeParse('four'))).toEqual(['max_length']);
  });
});

describe('display text (names and places)', () => {
  test('loses bidi controls, zero-width and other invisible formatting, and is trimmed and in NFC', () => {
    expect(displayText(150).parse(' \u200bEv\u202eil\u2066 36\u2069\ufeff ')).toBe('Evil 36');
    expect(displayText(150).parse('Zoe\u0308')).toBe('Zoë');
  });

  test('keeps zero-width joiners and non-joiners, which emoji and Persian names need', () => {
    expect(displayText(150).parse('Mehr\u200cnaz 👩\u200d🚀')).toBe('Mehr\u200cnaz 👩\u200d🚀');
  });

  test('a required name of only invisible characters is empty', () => {
    expect(messages(displayText(150, { required: true }).safeParse('\u202e\u200b\u3164'))).toEqual(['required']);
  });

  test('refuses control characters before anything else', () => {
    expect(messages(displayText(150).safeParse('Ro\u0000bin'))).toEqual(['invalid_characters']);
  });
});

describe('the one id rule', () => {
  test.each([1, 2_147_483_647])('accepts %d', (id) => {
    expect(idField.parse(id)).toBe(id);
    expect(idParam.parse(String(id))).toBe(id);
  });

  test.each([0, -1, 1.5, 2_147_483_648, 2 ** 53, Number.POSITIVE_INFINITY])('refuses %d with invalid_id', (id) => {
    expect(messages(idField.safeParse(id))).toContain('invalid_id');
  });

  test.each(['0', '-1', '2147483648', '12345678901', '1e3', ' 1', ''])('refuses the query value %j', (value) => {
    expect(idParam.safeParse(value).success).toBe(false);
  });
});
