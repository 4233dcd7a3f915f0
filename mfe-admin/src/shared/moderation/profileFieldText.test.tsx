import { afterEach, describe, expect, test } from '@jest/globals';
import { cleanup, renderHook } from '@testing-library/react';
import { initConsoleI18n } from '../../testing/console';
import { useProfileFieldText } from './profileFieldText';

afterEach(cleanup);

describe('profile fields in the console', () => {
  test('name the standard fields and their options in the operator’s language, as members see them', async () => {
    await initConsoleI18n('de');
    const { result } = renderHook(() => useProfileFieldText());
    expect([result.current.label('smoking'), result.current.value('smoking', 'no')]).toEqual(['Rauchen', 'Nein']);
    expect(result.current.label('ideal_match')).toBe('Mein ideales Match');
    expect(result.current.label('favourite_film')).toBe('Favourite film');
  });

  test('name the fields every profile has, never by their key', async () => {
    await initConsoleI18n('nl');
    const { result } = renderHook(() => useProfileFieldText());
    expect(['city', 'gender', 'age', 'country', 'countryregion'].map(result.current.label)).toEqual([
      'Woonplaats',
      'Geslacht',
      'Leeftijd',
      'Land',
      'Regio',
    ]);
  });

  test('show what a member wrote exactly, even when it looks like a message key or a template', async () => {
    await initConsoleI18n('en');
    const { result } = renderHook(() => useProfileFieldText());
    for (const written of ['{{name}} calls', 'label', 'admin:console.language', 'no'])
      expect(result.current.value('about_me', written)).toBe(written);
    expect(result.current.value('smoking', 'label')).toBe('label');
    expect(result.current.value('favourite_film', '$t(console.language)')).toBe('$t(console.language)');
  });
});
