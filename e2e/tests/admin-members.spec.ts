import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signUpThroughApi, test, unique } from '../fixtures';
import { newOperator, signInToConsole } from '../operators';

// Members in the operator console (docs/operators.md "Members"): an admin finds a member who bought credits, adjusts
// their credits, refunds their order through the sandbox provider, exports their data and deletes the account on
// their request; a moderator sees the same page without those actions. Each step is in the audit log.

/** A member who bought the first package through the sandbox; answers their address and the order's id. */
async function payingMember(page: Page): Promise<{ email: string; orderId: string }> {
  const email = `paying.${unique()}@example.org`;
  const csrf = await signUpThroughApi(page.request, page.context(), email, 'Paula');
  const offer = (await (await page.request.get('/api/credits.php')).json()) as { packages: { id: number }[] };
  const started = (await (
    await page.request.post('/api/payment.php', {
      data: { credit_id: offer.packages[0]?.id, method: 'ideal' },
      headers: { 'x-csrf-token': csrf },
    })
  ).json()) as { transaction_id: string; checkout_url: string };
  const paid = await page.request.post(new URL(started.checkout_url).pathname, {
    form: { outcome: 'paid' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);
  // The member's browser is done: the console is another person's.
  await page.context().clearCookies();
  return { email, orderId: started.transaction_id };
}

test('an admin finds a paying member, adjusts credits, refunds the order, exports and deletes on request', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await payingMember(page);
  await signInToConsole(page, await newOperator(page.request, 'admin'));

  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /members$/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('E-mail, name or member id').fill(member.email.slice(0, 12));
  await expect(page.getByText('Searching names that begin with this, in any case.')).toBeVisible();
  await page.getByLabel('Search in').selectOption('email');
  await expect(page.getByText('Searching e-mail addresses that begin with this.')).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=paying\./);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Active');
  await expectAccessible(page);
  await row.getByRole('link', { name: 'Paula' }).click();

  await expect(page.getByRole('heading', { name: 'Paula', level: 1 })).toBeVisible();
  await expect(page.getByText(`${member.email} · Datelane`)).toBeVisible();
  const orders = page.locator('#member-orders');
  await expect(orders.getByRole('row').filter({ hasText: member.orderId })).toContainText('Paid');
  const ledger = page.locator('#member-credits');
  await expect(ledger.getByRole('row').filter({ hasText: 'Purchase' })).toBeVisible();
  await expectAccessible(page);

  // Credits: the dialog says what the balance becomes; the ledger shows the operator's entry.
  await ledger.getByRole('button', { name: 'Adjust credits' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust credits' });
  await expect(adjust.getByRole('radio', { name: 'Add credits' })).toBeFocused();
  await adjust.getByLabel('Number of credits').fill('25');
  await adjust.getByRole('button', { name: 'Add 25 credits' }).click();
  await expect(adjust.getByText('This field is required.')).toBeVisible();
  await adjust.getByLabel('Reason').fill('Messages lost in an outage');
  await expect(adjust.getByRole('status')).toContainText('→');
  await expectAccessible(page);
  await adjust.getByRole('button', { name: 'Add 25 credits' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Credits adjusted.' })).toBeVisible();
  await expect(ledger.getByRole('row').filter({ hasText: 'Adjusted by an operator' })).toContainText('+25');

  // Refund: in full by default, through the sandbox; the credits' share is taken back.
  await orders.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund an order' });
  await refund.getByLabel('Reason').fill('Asked within 14 days');
  await expect(refund.getByRole('status')).toContainText('The member loses');
  await refund.getByRole('button', { name: /^Refund €/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `of order ${member.orderId} refunded` })).toBeVisible();
  await expect(orders.getByRole('row').filter({ hasText: member.orderId })).toContainText('refunded');
  await expect(orders.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(ledger.getByRole('row').filter({ hasText: 'Refund' }).first()).toContainText('-');

  // Export: the same JSON the member's own download has.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(await readFile(file, 'utf8')) as { account: { email: string }; orders: unknown[] };
  expect(exported.account.email).toBe(member.email);
  expect(exported.orders).toHaveLength(1);

  // Deletion on request: only once the operator confirms the member asked.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const deletion = page.getByRole('dialog', { name: "Delete the account on the member's request" });
  await deletion.getByLabel('Note for the audit log').fill('Ticket 4711');
  await deletion.getByRole('button', { name: 'Delete the account' }).click();
  await expect(deletion.getByText('Confirm that the member asked for the deletion.')).toBeVisible();
  await expectAccessible(page);
  await deletion.getByLabel(/The member asked for this/).check();
  await deletion.getByRole('button', { name: 'Delete the account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The account is deleted.' })).toBeVisible();
  await expect(page.locator('.badge').filter({ hasText: 'Deleted' })).toBeVisible();

  await page.goto('/admin/audit');
  for (const action of ['member.deleted', 'member.exported', 'order.refunded', 'member.credits_adjusted'])
    await expect(page.getByRole('cell', { name: action })).toBeVisible();
});

test('a moderator reads the member page but has no money or account actions', async ({ page }) => {
  const member = await payingMember(page);
  await signInToConsole(page, await newOperator(page.request, 'moderator'));
  await page.goto(`/admin/members?q=${encodeURIComponent(member.email)}&by=email&exact=1`);
  await page.getByRole('link', { name: 'Paula' }).click();
  await expect(page.getByRole('heading', { name: 'Paula', level: 1 })).toBeVisible();
  await expect(page.locator('#member-orders').getByRole('row').filter({ hasText: member.orderId })).toBeVisible();
  for (const action of ['Adjust credits', 'Refund', 'Export data', 'Delete account'])
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
});
