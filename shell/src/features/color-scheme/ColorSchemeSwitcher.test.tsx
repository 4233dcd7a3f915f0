import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initShellI18n } from '../../../test/i18n';
import { ColorSchemeSwitcher } from './ColorSchemeSwitcher';

beforeAll(async () => {
  await initShellI18n('en', { locales: ['en', 'de'] });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = 'colorScheme=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-bs-theme');
});

const picker = () => screen.getByRole('combobox', { name: 'Appearance' }) as HTMLSelectElement;

describe('the appearance choice in the footer', () => {
  test("follows the device until one is chosen, and offers the device's, light and dark", async () => {
    await i18next.changeLanguage('en');
    render(<ColorSchemeSwitcher />);
    expect(picker().value).toBe('system');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Same as this device',
      'Light',
      'Dark',
    ]);
  });

  test('shows the chosen design at once and keeps it for the next visit', async () => {
    await i18next.changeLanguage('en');
    render(<ColorSchemeSwitcher />);
    fireEvent.change(picker(), { target: { value: 'dark' } });
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
    expect(localStorage.getItem('colorScheme')).toBe('"dark"');
    cleanup();
    render(<ColorSchemeSwitcher />);
    expect(picker().value).toBe('dark');
    fireEvent.change(picker(), { target: { value: 'system' } });
    expect(document.documentElement.hasAttribute('data-bs-theme')).toBe(false);
  });

  test('in the interface language', async () => {
    await i18next.changeLanguage('de');
    render(<ColorSchemeSwitcher />);
    expect(screen.getByRole('combobox', { name: 'Darstellung' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Dunkel' })).toBeTruthy();
  });
});
