import { chromium } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const base = 'http://localhost:8301';
const out = '/tmp/moderation-shots';
const code = (secret) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const sizes = { desktop: [1280, 800], phone: [390, 844] };
async function shoot(page, name) {
  for (const [size, [width, height]] of Object.entries(sizes)) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: ua });
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.getByLabel('E-mail address').fill('demo@example.com');
await page.getByLabel('Password').fill('demo-password');
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForURL(`${base}/`);
await page.goto(`${base}/chats`);
const rows = page.getByTestId('chat-row');
await rows.first().waitFor();
const names = await rows.allTextContents();
console.log(names);
// The third chat: one of the seeded profiles Demo chats with, other than Demi and Domenic.
const target = rows.filter({ hasNotText: 'Demi' }).filter({ hasNotText: 'Domenic' }).first();
const name = (await target.getByRole('link').locator('bdi').first().textContent()).trim();
await target.getByRole('link').click();
await page.getByTestId('chat-report').click();
await page.getByRole('radio', { name: 'Harassment or threats' }).check();
await page.getByLabel('Tell us more (optional)').fill('Sent me rude messages after I said no.');
await shoot(page, 'chat-report-dialog');
await page.getByRole('button', { name: 'Send report' }).click();
await page.getByTestId('report-dialog').getByRole('status').waitFor();
await page.getByTestId('report-dialog').getByRole('button', { name: 'Close' }).first().click();

const moderatorContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: ua });
const console1 = await moderatorContext.newPage();
await console1.goto(`${base}/admin`);
await console1.getByLabel('E-mail address').fill('moderator@example.com');
await console1.getByLabel('Password', { exact: true }).fill('demo-operator-password');
await console1.getByLabel('Code from your authenticator app').fill(code('KRUGKIDROVUWG2ZAMJZG653OEBTG66BA'));
await console1.getByRole('button', { name: 'Sign in' }).click();
await console1.getByRole('button', { name: 'Sign out' }).waitFor();
await console1.goto(`${base}/admin/reports`);
await console1.getByRole('link', { name }).click();
await console1.getByRole('radio', { name: 'Suspend' }).check();
await console1.getByLabel('Rule of the terms').selectOption('harassment');
await console1.getByLabel('Facts').fill('Rude messages to Demo.');
await console1.getByRole('button', { name: 'Suspend', exact: true }).click();
await console1.getByText('have been told').waitFor();

await page.reload();
await page.getByTestId('member-unavailable').waitFor();
await shoot(page, 'chat-unavailable');
await page.goto(`${base}/chats`);
await page.getByTestId('chat-unavailable').first().waitFor();
await shoot(page, 'chat-list-unavailable');
await page.goto(`${base}/notifications#reports`);
await page.getByTestId('reports').waitFor();
await shoot(page, 'notifications-decisions');
await browser.close();
