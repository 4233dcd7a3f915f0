import { describe, expect, test } from '@jest/globals';
import { isolate, setDocumentTitle, withoutBidiControls } from './text';

describe('titles are plain text', () => {
  test('every bidi control is left out: isolates, embeddings, overrides and marks', () => {
    const controls = '\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
    expect(withoutBidiControls(`${controls}Ann${controls}`)).toBe('Ann');
    expect(withoutBidiControls('אביגיל · Datelane')).toBe('אביגיל · Datelane');
  });

  test('the tab never shows an isolate, even around a name put in as one', () => {
    setDocumentTitle(`${isolate('evil\u202e')} · Datelane`);
    expect(document.title).toBe('evil · Datelane');
  });
});
