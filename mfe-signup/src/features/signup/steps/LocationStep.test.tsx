import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { clearMatchFinderAnswers, readMatchFinderAnswers, writeMatchFinderAnswers } from 'shared-contracts/api';
import { member } from 'shared-contracts/testing';
import { initSignupI18n, renderWithSite } from '../../../testing/renderWithSite';
import { LocationStep } from './LocationStep';

beforeAll(() => initSignupI18n('pl'));
afterEach(() => {
  cleanup();
  clearMatchFinderAnswers();
});

describe('the location step', () => {
  test('lists the regions alphabetically in the interface language', async () => {
    // In id order, as the server may send them: "Ł" sorts after "Z" by code point, after "L" in Polish.
    const regions = [
      { id: 1, name: 'Mazowieckie' },
      { id: 2, name: 'Łódzkie' },
      { id: 3, name: 'Zachodniopomorskie' },
      { id: 4, name: 'Lubelskie' },
    ];
    const user = member({}, { country: 'PL', countryregion: 0, city: '' });
    renderWithSite(<LocationStep user={user} onUser={jest.fn()} onDone={jest.fn()} />, {
      countries: ['PL'],
      region_data: { PL: regions },
      visible_profile_fields: [],
      signup: { showDots: false },
    });
    await act(async () => undefined);
    const region = screen.getByLabelText('Region') as HTMLSelectElement;
    expect([...region.options].slice(1).map((option) => option.text)).toEqual([
      'Lubelskie',
      'Łódzkie',
      'Mazowieckie',
      'Zachodniopomorskie',
    ]);
  });

  test('prefills the region the match finder was told, and uses those answers up when the step is left', async () => {
    writeMatchFinderAnswers({ seeking: 'female', min_age: 18, max_age: 30, country: 'PL', countryregion: 2 });
    const user = member({}, { country: 'PL', countryregion: 0, city: '' });
    const onDone = jest.fn();
    renderWithSite(<LocationStep user={user} onUser={jest.fn()} onDone={onDone} />, {
      countries: ['PL'],
      region_data: {
        PL: [
          { id: 1, name: 'Mazowieckie' },
          { id: 2, name: 'Łódzkie' },
        ],
      },
      visible_profile_fields: [],
      signup: { showDots: false },
    });
    await act(async () => undefined);
    const region = screen.getByLabelText('Region') as HTMLSelectElement;
    expect(region.selectedOptions[0]?.text).toBe('Łódzkie');
    fireEvent.click(screen.getByRole('button', { name: 'Kontynuuj bez lokalizacji' }));
    expect(onDone).toHaveBeenCalled();
    expect(readMatchFinderAnswers()).toBeUndefined();
  });

  test('keeps the region of its own country only: answers about another country prefill nothing', async () => {
    writeMatchFinderAnswers({ seeking: 'female', min_age: 18, max_age: 30, country: 'DE', countryregion: 2 });
    const user = member({}, { country: 'PL', countryregion: 0, city: '' });
    renderWithSite(<LocationStep user={user} onUser={jest.fn()} onDone={jest.fn()} />, {
      countries: ['PL'],
      region_data: {
        PL: [
          { id: 1, name: 'Mazowieckie' },
          { id: 2, name: 'Łódzkie' },
        ],
      },
      visible_profile_fields: [],
      signup: { showDots: false },
    });
    await act(async () => undefined);
    expect((screen.getByLabelText('Region') as HTMLSelectElement).value).toBe('0');
  });
});
