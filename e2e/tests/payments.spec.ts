import type { Page } from '@playwright/test';
import { expect, expectAccessible, signUpThroughApi, test, unique } from '../fixtures';

// Prices are the demo site's for the Netherlands (api/src/seed/demoCatalog.ts, one message €1.99): 10 credits €29.99,
// 25 credits €64.99, premium for 30 days €29.99. A new member gets the demo offers (api/src/payments/offers.ts): +20 %
// credits on a package within 48 hours, and a personal welcome code of 25 % off.
// Every test signs up a member of its own, so balances and orders never meet those of another test.

async function newMember(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase()}.${unique()}@example.org`;
  await signUpThroughApi(page.request, page.context(), email, name);
  return email;
}

/** From the checkout: Pay, then the outcome on the sandbox's hosted page, which sends the payer back. */
async function payInSandbox(page: Page, amount: string, outcome: 'Paid' | 'Failed' | 'Canceled'): Promise<void> {
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(/\/_sandbox\/checkout\/sbx_\w+$/);
  await expect(page.getByRole('note')).toHaveText('TEST MODE: sandbox checkout, no money is charged.');
  await expect(page.locator('.amount')).toHaveText(amount);
  await expectAccessible(page);
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await expect(page).toHaveURL(/\/transactions\/[\w-]{24}$/);
}

const transactionState = (page: Page) => page.getByTestId('transaction-state');

test('a member buys credits: the sandbox checkout, the new balance, the order and its receipt', async ({
  page,
  visit,
}) => {
  const email = await newMember(page, 'Buyer');
  await visit('/credits');
  await expect(page.getByText('Test mode: no real money is charged')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('You have 0 credits');
  await expect(page.getByTestId('time-bonus')).toContainText('+20% extra credits if you buy within');
  await expect(page.getByText('You have not ordered anything yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Choose 10 credits' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('iDEAL')).toBeChecked();
  await expect(page.getByTestId('time-bonus-line')).toHaveText('Time bonus +20%: +2 credits');
  await page.getByLabel('Credit card').check();
  await expect(page).toHaveURL(/\/credits\/\d+\/creditcard$/);
  await expectAccessible(page);

  await payInSandbox(page, '€29.99', 'Paid');
  await expect(transactionState(page)).toHaveText('Payment received');
  await expect(page.getByTestId('transaction-result')).toHaveText('12 credits have been added. Your balance: 12');
  await expect(page.getByTestId('header-credits')).toHaveText('12 credits');

  await visit('/credits');
  await expect(page.getByTestId('balance')).toHaveText('You have 12 credits');
  const order = page.getByRole('row').filter({ hasText: '12 credits' });
  await expect(order).toContainText('€29.99');
  await expect(order).toContainText('Paid');

  await expect
    .poll(async () => {
      const outbox = await (await page.request.get('/_dev/mail')).text();
      return outbox
        .split('<article class="mail">')
        .some((mail) => mail.includes(`to ${email}`) && /receipt for order/.test(mail) && mail.includes('€29.99'));
    })
    .toBe(true);
});

test('a failed payment adds nothing and can be tried again; a canceled one adds nothing either', async ({
  page,
  visit,
}) => {
  await newMember(page, 'Retry');
  await visit('/credits');
  await page.getByRole('link', { name: 'Choose 25 credits' }).click();
  await payInSandbox(page, '€64.99', 'Failed');
  await expect(transactionState(page)).toHaveText('The payment failed. Nothing has been charged.');
  await expect(page.getByTestId('header-credits')).toHaveText('0 credits');

  // Try again: the same package with the same method, straight to its checkout.
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+\/ideal$/);
  await payInSandbox(page, '€64.99', 'Paid');
  await expect(page.getByTestId('transaction-result')).toHaveText('30 credits have been added. Your balance: 30');

  await visit('/credits');
  await page.getByRole('link', { name: 'Choose 10 credits' }).click();
  await payInSandbox(page, '€29.99', 'Canceled');
  await expect(transactionState(page)).toHaveText('You canceled the payment.');
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expect(page.getByTestId('header-credits')).toHaveText('30 credits');

  await visit('/credits');
  await expect(page.getByTestId('balance')).toHaveText('You have 30 credits');
  const states = page.getByRole('table').getByRole('row').locator('.badge');
  await expect(states).toHaveText(['Canceled', 'Paid', 'Failed']);
});

test('repeat order buys the last paid order again in one click; a double click and a second tab make one payment', async ({
  page,
  visit,
}) => {
  await newMember(page, 'Again');
  await visit('/credits/repeat-order');
  await expect(page.getByText('You have not bought anything yet.')).toBeVisible();

  await visit('/credits');
  await page.getByRole('link', { name: 'Choose 10 credits' }).click();
  await page.getByLabel('PayPal').check();
  await payInSandbox(page, '€29.99', 'Paid');
  await expect(page.getByTestId('header-credits')).toHaveText('12 credits');

  await visit('/credits/repeat-order');
  await expect(page.getByText('Buy again: 12 credits for €29.99 with PayPal')).toBeVisible();
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment.php')
      starts.push(request.url());
  });
  await page.getByRole('button', { name: 'Buy again' }).dblclick();
  await expect(page).toHaveURL(/\/_sandbox\/checkout\/sbx_\w+$/);
  expect(starts).toHaveLength(1);
  const checkout = page.url();

  // The same order from a second tab, before the first is paid, leads to the same payment.
  const second = await page.context().newPage();
  await second.goto('/credits/repeat-order');
  await second.getByRole('button', { name: 'Buy again' }).click();
  await expect(second).toHaveURL(checkout);
  await second.close();

  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByTestId('transaction-result')).toHaveText('12 credits have been added. Your balance: 24');
  await visit('/credits');
  await expect(page.getByRole('table').getByRole('row').locator('.badge')).toHaveText(['Paid', 'Paid']);
});

test('a discount code: an unknown one is refused, the welcome code takes 25% off once', async ({ page, visit }) => {
  await newMember(page, 'Saver');
  await visit('/credits');
  const offer = page.getByTestId('welcome-offer');
  await expect(offer).toContainText('Welcome offer: 25% off with code');
  const code = /with code (\S+)/.exec((await offer.locator('span').textContent()) ?? '')?.[1] as string;

  const field = page.getByLabel('Your discount code');
  await field.fill('NOSUCH-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('This discount code does not exist.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // Typed in lower case, as people do.
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-applied')).toHaveText(`Code ${code} applied: 25% off`);
  await expect(offer).toBeHidden();
  // Its Remove button reads on the alert's tint.
  await expectAccessible(page);
  // The cards say what the checkout will charge: the code and the time bonus priced in by the server.
  const tenCredits = page
    .getByTestId('packages')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '10 credits', exact: true }) });
  await expect(tenCredits.getByTestId('list-price')).toHaveText('Regular price: €29.99');
  await expect(tenCredits.getByTestId('quoted-price')).toHaveText('Your price: €22.49');
  await expect(tenCredits.getByTestId('extra-credits')).toHaveText('+2 extra credits');

  await page.getByRole('link', { name: 'Choose 10 credits' }).click();
  await expect(page.getByTestId('discount-line')).toHaveText(`Code ${code}: 25% off`);
  // 25 % of €29.99 is €7.4975, which rounds to €7.50.
  await expect(page.getByText('− €7.50')).toBeVisible();
  await payInSandbox(page, '€22.49', 'Paid');
  await expect(page.getByTestId('transaction-result')).toHaveText('12 credits have been added. Your balance: 12');
  await expect(page.getByText('€22.49')).toBeVisible();
  // The server's markup says the payment went through; the page forgets the spent code once the app has hydrated it.
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');

  // Spent: not offered again, and refused when typed in again.
  await visit('/credits');
  await expect(page.getByTestId('discount-applied')).toHaveCount(0);
  await expect(offer).toHaveCount(0);
  await field.fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('This discount code has already been used.');
});

test('premium: the plans and advantages, the purchase, then a message in chat costs nothing', async ({
  page,
  visit,
}) => {
  await newMember(page, 'Premium');
  await visit('/premium');
  await expect(page.getByTestId('premium-status')).toHaveText('You are not premium yet.');
  await expect(page.getByTestId('premium-advantages')).toContainText('Send unlimited messages without using credits');
  await page.getByRole('link', { name: 'Choose premium for 30 days' }).click();
  await expect(page).toHaveURL(/\/credits\/premium-\d+$/);
  await expect(page.getByText('Premium for 30 days')).toBeVisible();
  await expect(page.getByTestId('time-bonus-line')).toHaveCount(0);
  await payInSandbox(page, '€29.99', 'Paid');
  await expect(page.getByTestId('transaction-result')).toHaveText(/^You are premium until \w+ \d{1,2}, \d{4}\.$/);

  await visit('/premium');
  await expect(page.getByTestId('premium-status')).toContainText('Buying again extends it.');

  await page.goto('/members');
  await page.getByTestId('profile-card').first().getByRole('heading').getByRole('link').click();
  await page.getByRole('link', { name: 'Start a chat' }).click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(page.getByTestId('price-line')).toContainText('Premium: you send messages without spending credits');
  await expect(page.getByTestId('credits-prompt')).toHaveCount(0);
  const text = `Hello from a premium member ${unique()}`;
  const composer = page.getByTestId('composer').getByRole('textbox');
  await composer.fill(text);
  await composer.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: text })).toHaveAttribute('data-mine', 'true');
  // The header says premium instead of the credits, which a premium member does not spend.
  await expect(page.getByTestId('header-premium')).toHaveText('Premium');
  await expect(page.getByTestId('header-credits')).toHaveCount(0);
});

test('a visitor sees the prices on /pricing and is sent to sign up; /credits asks to log in', async ({
  page,
  visit,
}) => {
  await visit('/pricing');
  await expect(page.getByRole('heading', { name: 'Prices', level: 1 })).toBeVisible();
  // The best price per message of the packages below (100 + 10 credits for €198.99), a lower bound as the chat's "from".
  await expect(page.getByTestId('message-costs').getByRole('row').filter({ hasText: 'Netherlands' })).toContainText(
    'from €1.81',
  );
  await expect(page.getByTestId('packages')).toContainText('10 credits');
  await expect(page.getByTestId('packages')).toContainText('€29.99');
  await expect(page.getByTestId('plans')).toContainText('30 days');
  await expect(page.getByRole('link', { name: /^Choose/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign up for free' }).click();
  await expect(page).toHaveURL(/\/signup/);

  await page.goto('/credits');
  await expect(page).toHaveURL(/\/login/);
});
