import { chromium } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const base = 'http://localhost:8301';
const out = '/tmp/moderation-shots';
const code = (secret) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({
  viewport: { width: 1280, height: 800 },
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
});
const page = await context.newPage();
page.on('console', (message) => { if (message.type() === 'error') console.log('console error:', message.text()); });
await page.goto(`${base}/admin`);
await page.getByLabel('E-mail address').fill(process.env.OP_EMAIL ?? 'moderator@example.com');
await page.getByLabel('Password', { exact: true }).fill('demo-operator-password');
await page.getByLabel('Code from your authenticator app').fill(code(process.env.OP_SECRET ?? 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA'));
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('button', { name: 'Sign out' }).waitFor();
const pages = (process.env.PAGES ?? '/admin/reports,/admin/appeals,/admin/transparency').split(',');
const sizes = { desktop: [1280, 800], tablet: [768, 1024], phone: [390, 844] };
for (const path of pages) {
  for (const [name, [width, height]] of Object.entries(sizes)) {
    await page.setViewportSize({ width, height });
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const file = `${out}/${path.replace(/\W+/g, '_')}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
}
await browser.close();
