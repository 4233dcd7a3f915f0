import { expect, expectAccessible, test } from '../fixtures';
import { e2ePort } from '../paths';

// The demo site (api/src/seed/demoSite.ts): Datelane Media B.V. in Amsterdam, without the DMCA trade name.
const pages = [
  { path: '/pages/terms', title: 'Terms and conditions', text: 'is operated by Datelane Media B.V., Herengracht 100' },
  { path: '/pages/privacy', title: 'Privacy policy', text: 'Datelane Media B.V., Herengracht 100, Amsterdam' },
  { path: '/pages/cookies', title: 'Cookie policy', text: 'Necessary cookies' },
  { path: '/pages/return-policy', title: 'Return policy', text: 'right of withdrawal of 14 days' },
  { path: '/pages/ban', title: 'Your account has been blocked', text: 'Do you think this is a mistake?' },
  { path: '/pages/faq', title: 'Frequently asked questions', text: 'How do credits work?' },
  { path: '/pages/service', title: 'Customer service', text: 'Reporting a profile' },
];

for (const { path, title, text } of pages) {
  test(`${path} shows its text to a visitor`, async ({ page, visit }) => {
    await visit(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('#main').getByText(text).first()).toBeVisible();
    await expect(page).toHaveTitle(/ · Datelane$/);
  });
}

test('the terms carry the company details and the English zero-tolerance section, no DMCA section', async ({
  page,
  visit,
}) => {
  await visit('/pages/terms');
  const details = page.getByTestId('company-details');
  await expect(details).toContainText('12345678');
  await expect(details).toContainText('NL001234567B01');
  await expect(page.getByTestId('zero-tolerance')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('DMCA')).toHaveCount(0);
});

test('the German terms keep the zero-tolerance section in English', async ({ page, visit }) => {
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', domain: 'localhost', path: '/' }]);
  await visit('/pages/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
  await expect(page).toHaveTitle('AGB · Datelane');
  const section = page.getByTestId('zero-tolerance');
  await expect(section).toHaveAttribute('lang', 'en');
  await expect(section.getByRole('heading', { name: /^Zero tolerance/ })).toBeVisible();
});

test('customer service links the support address and phone number', async ({ page, visit }) => {
  await visit('/pages/service');
  const contact = page.getByTestId('contact');
  await expect(contact.getByRole('link', { name: 'support@datelane.example' })).toHaveAttribute(
    'href',
    'mailto:support@datelane.example',
  );
  await expect(contact.getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
});

test('the footer leads to every legal page it links', async ({ page, visit }) => {
  await visit('/pages/faq');
  const footer = page.getByRole('contentinfo');
  for (const [link, heading] of [
    ['Terms and conditions', 'Terms and conditions'],
    ['Privacy', 'Privacy policy'],
    ['Cookies', 'Cookie policy'],
    ['Customer service', 'Customer service'],
    ['FAQ', 'Frequently asked questions'],
  ]) {
    await footer.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

// The second white-label demo site (api/src/seed/demoSite.ts): Nightlane Media Ltd., with the DMCA trade name.
const nightlane = `http://nightlane.localhost:${e2ePort}`;

test('a site whose company has the DMCA trade name carries the DMCA and 2257 section, in English', async ({
  page,
  visit,
}) => {
  await visit(`${nightlane}/pages/terms`);
  await expect(page).toHaveTitle(/ · Nightlane$/);
  await expect(
    page.locator('#main').getByText(/is operated by Nightlane Media Ltd\., 12 Harbour Street/),
  ).toBeVisible();
  const dmca = page.getByTestId('dmca');
  await expect(dmca).toHaveAttribute('lang', 'en');
  await expect(dmca).toContainText('DMCA');
  await expect(dmca).toContainText('2257');
  await expect(page.getByTestId('zero-tolerance')).toBeVisible();
});

for (const { site, origin, company, dmca } of [
  { site: 'Datelane', origin: '', company: 'Datelane Media B.V., Herengracht 100', dmca: false },
  { site: 'Nightlane', origin: nightlane, company: 'Nightlane Media Ltd., 12 Harbour Street', dmca: true },
]) {
  test(`the signup's terms and privacy modals on ${site} say what the pages say`, async ({ page, visit }) => {
    await visit(`${origin}/signup`);
    await page.getByRole('button', { name: 'terms and conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms.getByText(`is operated by ${company}`)).toBeVisible();
    await expect(terms.getByTestId('zero-tolerance')).toHaveAttribute('lang', 'en');
    await expect(terms.getByTestId('dmca')).toHaveCount(dmca ? 1 : 0);
    await expect(terms.getByTestId('company-details')).toBeVisible();
    await expect(terms.getByRole('link', { name: 'Open as a page' })).toHaveAttribute('href', '/pages/terms');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(terms).toHaveCount(0);
    // Focus goes back to where the reader was.
    await expect(page.getByRole('button', { name: 'terms and conditions' })).toBeFocused();

    await page.getByRole('button', { name: 'privacy statement' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(privacy.getByText(company.split(',')[0] as string).first()).toBeVisible();
    await privacy.getByRole('button', { name: 'Close' }).last().click();
    await expect(privacy).toHaveCount(0);
    await expect(page.getByLabel('E-mail address')).toBeVisible();
  });
}
