import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { localeCodes } from 'shared-contracts';
import { LikeButton } from './LikeButton';
import { searchProfile } from '../../testing/profiles';
import { initSearchI18n, renderWithSite } from '../../testing/renderWithSite';

beforeAll(() => initSearchI18n('en', localeCodes));
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const ann = searchProfile();

const renderButton = (liked: boolean, look: 'round' | 'labelled' = 'labelled') => {
  renderWithSite(<LikeButton profile={ann} liked={liked} look={look} />);
  return screen.getByRole('button');
};

/** The words of a text, as axe's label-content-name-mismatch compares them (lower case, punctuation apart). */
const words = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text.toLowerCase())]
    .map((segment) => segment.segment.trim())
    .filter(Boolean);
const containsWords = (name: string, visible: string) => {
  const [haystack, needle] = [words(name), words(visible)];
  return haystack.some((_word, start) => needle.every((word, index) => haystack[start + index] === word));
};

describe('the like toggle', () => {
  test("on a card's photo it is a heart alone, whose name and tooltip say the state", () => {
    const unliked = renderButton(false, 'round');
    expect(unliked.getAttribute('aria-pressed')).toBe('false');
    expect(unliked.getAttribute('aria-label')).toBe('Like Ann');
    expect(unliked.getAttribute('title')).toBe('Like Ann');
    expect(unliked.textContent).toBe('');
    cleanup();
    const liked = renderButton(true, 'round');
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(liked.getAttribute('aria-label')).toBe('You liked Ann');
    expect(liked.getAttribute('title')).toBe('You liked Ann');
  });

  test('not liked: says "Like", not pressed', () => {
    const button = renderButton(false);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Like Ann');
    expect(button.textContent).toBe('Like');
  });

  test('liked: says "Liked", pressed; the name says so too', () => {
    const button = renderButton(true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('Liked');
    expect(button.getAttribute('aria-label')).toBe('You liked Ann');
  });

  test.each(localeCodes)(
    'in %s the two states read differently, and each name holds its visible word (label in name)',
    async (locale) => {
      await i18next.changeLanguage(locale);
      const shown = [false, true].map((liked) => {
        const button = renderButton(liked);
        const visible = button.textContent ?? '';
        const name = button.getAttribute('aria-label') ?? '';
        cleanup();
        expect(visible).not.toBe('');
        expect(name).toContain('Ann');
        expect(containsWords(name, visible)).toBe(true);
        return visible;
      });
      expect(shown[0]).not.toBe(shown[1]);
    },
  );
});
