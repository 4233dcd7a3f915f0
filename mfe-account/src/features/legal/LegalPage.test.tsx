import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithSite } from 'shared-contracts/testing/render';
import { initAccountI18n } from '../../testing/payments';
import LegalPage from './LegalPage';

const locales = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'];
beforeAll(() => initAccountI18n('en', locales));
afterEach(cleanup);

const company = {
  company_name: 'Lovely B.V.',
  company_address: 'Street 1',
  company_city: 'Utrecht',
  company_country: 'NL',
  company_kvk: '87654321',
  company_vat_numbers: ['NL001234567B01'],
  support_email: 'help@lovely.example',
  support_phone: '+31 (0)20 123 4567',
};
const tradenames = [
  { id: 1, name: 'Lovely Dates' },
  { id: 2, name: 'Lovely Media' },
];

describe('the legal pages', () => {
  test('in the signup modal the privacy statement is the same text, whatever page is behind it, without its own title', async () => {
    await i18next.changeLanguage('en');
    renderWithSite(<LegalPage page="privacy" embedded />, { path: '/signup', settings: company });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText(/Lovely B\.V\., Street 1, Utrecht/)).toBeTruthy();
    expect(screen.getByTestId('company-details')).toBeTruthy();
    expect(screen.queryByTestId('zero-tolerance')).toBeNull();
  });

  test('the terms name the company and carry the English zero-tolerance section, without DMCA by default', async () => {
    await i18next.changeLanguage('en');
    renderWithSite(<LegalPage />, { path: '/pages/terms', settings: { ...company, company_tradenames: tradenames } });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByText(/operated by Lovely B\.V\., Street 1, Utrecht, Netherlands/)).toBeTruthy();
    const details = screen.getByTestId('company-details');
    expect(within(details).getByText('87654321')).toBeTruthy();
    expect(within(details).getByText('NL001234567B01')).toBeTruthy();
    expect(within(details).getByText('Lovely Dates, Lovely Media')).toBeTruthy();
    expect(screen.getByTestId('zero-tolerance').getAttribute('lang')).toBe('en');
    expect(screen.queryByTestId('dmca')).toBeNull();
    expect(screen.queryByText(/2257/)).toBeNull();
  });

  test('the terms show the DMCA and 2257 section only when the company has the configured trade name', async () => {
    await i18next.changeLanguage('en');
    renderWithSite(<LegalPage />, {
      path: '/pages/terms',
      settings: { ...company, company_tradenames: tradenames, dmca_tradename: 'Lovely Media' },
    });
    const dmca = screen.getByTestId('dmca');
    expect(within(dmca).getByRole('heading', { level: 2, name: 'DMCA and 18 U.S.C. 2257' })).toBeTruthy();
    expect(dmca.getAttribute('lang')).toBe('en');
    cleanup();

    renderWithSite(<LegalPage />, {
      path: '/pages/terms',
      settings: { ...company, company_tradenames: tradenames.slice(0, 1), dmca_tradename: 'Lovely Media' },
    });
    expect(screen.queryByTestId('dmca')).toBeNull();
  });

  test('the German terms keep the zero-tolerance section in English, marked as such', async () => {
    await i18next.changeLanguage('de');
    renderWithSite(<LegalPage />, { path: '/pages/terms', settings: company });
    expect(screen.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeTruthy();
    expect(screen.getByText(/betrieben von Lovely B\.V\., Street 1, Utrecht, Niederlande/)).toBeTruthy();
    const section = screen.getByTestId('zero-tolerance');
    expect(section.getAttribute('lang')).toBe('en');
    expect(
      within(section).getByRole('heading', { name: 'Zero tolerance: minors, human trafficking and prostitution' }),
    ).toBeTruthy();
    expect(screen.getByText('Handelsregisternummer (KvK):')).toBeTruthy();
  });

  test('customer service links the support e-mail address and phone number', async () => {
    await i18next.changeLanguage('en');
    renderWithSite(<LegalPage />, { path: '/pages/service', settings: company });
    expect(screen.getByRole('heading', { level: 1, name: 'Customer service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@lovely.example' }).getAttribute('href')).toBe(
      'mailto:help@lovely.example',
    );
    expect(screen.getByRole('link', { name: '+31 (0)20 123 4567' }).getAttribute('href')).toBe('tel:+31201234567');
  });

  test('customer service leaves out a phone number the company does not have', async () => {
    await i18next.changeLanguage('nl');
    renderWithSite(<LegalPage />, { path: '/pages/service', settings: { ...company, support_phone: '' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Klantenservice' })).toBeTruthy();
    const contact = screen.getByTestId('contact');
    expect(
      within(contact)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['mailto:help@lovely.example', '/complaints']);
    expect(within(contact).getByRole('link', { name: 'Of schrijf ons via het klachtenformulier' })).toBeTruthy();
  });

  test('the ban page explains the block and how to reach support', async () => {
    await i18next.changeLanguage('fr');
    renderWithSite(<LegalPage />, { path: '/pages/ban', settings: company });
    expect(screen.getByRole('heading', { level: 1, name: 'Votre compte a été bloqué' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: "Vous pensez qu'il s'agit d'une erreur ?" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@lovely.example' })).toBeTruthy();
  });

  test('the FAQ explains the fictional-profile mark with the site icon', async () => {
    await i18next.changeLanguage('en');
    renderWithSite(<LegalPage />, { path: '/pages/faq', settings: { ...company, fictional_icon: '✧' } });
    const questions = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(questions).toContain('What does the ✧ next to a profile mean?');
    expect(questions).toContain('How do I delete my account?');
    expect(questions).toContain('How do credits work?');
  });

  test.each(locales)('every page in %s has a title and sections', async (locale) => {
    await i18next.changeLanguage(locale);
    for (const page of ['terms', 'privacy', 'cookies', 'return-policy', 'ban', 'faq', 'service']) {
      renderWithSite(<LegalPage />, { path: `/pages/${page}`, settings: company });
      expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(`legal.${page}.title`);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
      expect(document.body.textContent).not.toMatch(/\{\{|legal\./);
      cleanup();
    }
  });
});
