import { chromium } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const base = 'http://localhost:8301';
const out = '/tmp/moderation-shots';
const code = (secret) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const sizes = { desktop: [1280, 800], tablet: [768, 1024], phone: [390, 844] };
async function shoot(page, name, only = Object.keys(sizes)) {
  for (const size of only) {
    const [width, height] = sizes[size];
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
async function console_(email, secret) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: ua });
  const page = await context.newPage();
  await page.goto(`${base}/admin`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('demo-operator-password');
  await page.getByLabel('Code from your authenticator app').fill(code(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}
const step = process.env.STEP;
if (step === 'suspend') {
  const page = await console_('moderator@example.com', 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA');
  await page.goto(`${base}/admin/reports/1`);
  await page.getByRole('button', { name: 'Claim this case' }).click();
  await page.getByText('You have claimed this case.').waitFor();
  await page.getByRole('radio', { name: 'Suspend' }).check();
  await page.getByLabel('Rule of the terms').selectOption('harassment');
  await page.getByLabel('Days').fill('7');
  await page.getByLabel('Facts').fill('Kept asking Demo for a phone number after being told no, across three messages.');
  await shoot(page, 'case-form', ['desktop']);
  await page.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('status').waitFor();
  await shoot(page, 'case-decided');
} else if (step === 'ban-page') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: ua });
  const page = await context.newPage();
  await page.goto(`${base}/_dev/mail`);
  const link = await page.locator('a[href*="/pages/ban?statement="]').first().getAttribute('href');
  console.log('link', link);
  await page.goto(link);
  await page.getByTestId('statement').waitFor();
  await shoot(page, 'ban-page');
  await page.getByLabel('Why do you think this decision is wrong?').fill('I only asked twice and stopped when she said no. Please look at the whole chat.');
  await page.getByRole('button', { name: 'Send my appeal' }).click();
  await page.getByTestId('appeal-state').waitFor();
  await shoot(page, 'ban-page-appealed', ['desktop', 'phone']);
} else if (step === 'appeal') {
  const page = await console_('owner@example.com', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  await page.goto(`${base}/admin/appeals`);
  await page.waitForLoadState('networkidle');
  await shoot(page, 'appeals');
  await page.getByRole('link', { name: 'Domenic' }).click();
  await page.getByTestId('appeal-text').waitFor();
  await shoot(page, 'appeal');
  await page.getByRole('radio', { name: /Reverse/ }).check();
  await page.getByLabel('Note to the member').fill('The chat shows he stopped when asked. Reversed.');
  await page.getByRole('button', { name: 'Decide the appeal' }).click();
  await page.getByTestId('appeal-outcome').waitFor();
  await shoot(page, 'appeal-decided', ['desktop']);
  await page.goto(`${base}/admin/transparency`);
  await page.getByTestId('transparency-report').waitFor();
  await shoot(page, 'transparency');
  await page.goto(`${base}/admin/audit`);
  await page.waitForLoadState('networkidle');
  await shoot(page, 'audit', ['desktop']);
}
await browser.close();
