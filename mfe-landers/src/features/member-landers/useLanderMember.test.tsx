import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { initCatalogI18n } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { useLanderMember } from './useLanderMember';

beforeAll(() =>
  initCatalogI18n({ namespace: 'landers', catalogs: new URL('../../locales/', import.meta.url), lng: 'en' }),
);
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

function Lander() {
  const state = useLanderMember('7');
  return <p>{state.status === 'ready' ? 'ready' : 'loading'}</p>;
}

describe('a member lander names the tab after the member', () => {
  test('as plain text: no isolates or marks around the name, nor from the name', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        Response.json({ profile: { id: 7, name: '\u202eevil', age: 30, city: 'Utrecht', photo: null } }),
      );
    renderWithSite(<Lander />, { settings: { name: 'Datelane' } });
    expect(await screen.findByText('ready')).toBeTruthy();
    expect(document.title).toBe('Meet evil on Datelane');
  });
});
