import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, signUpThroughApi, test, unique } from '../fixtures';

test.describe.configure({ mode: 'serial' });

const demo2 = { email: 'demo2@example.com', password: 'demo-password' };

/** A second member in a browser of their own, logged in through the login page. */
async function secondBrowser(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  return page;
}

/** The conversation between the two demo members, as the first one's chat list names it. */
async function openDemoChat(page: Page, name: string): Promise<string> {
  await page.goto('/chats');
  await page
    .getByTestId('chat-list')
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(page.getByTestId('message-scroller')).toBeVisible();
  return new URL(page.url()).pathname;
}

const composer = (page: Page) => page.getByTestId('composer').getByRole('textbox');

test('two members chat live: typing, the message without a reload, read marks, the unread badge', async ({
  page,
  browser,
}) => {
  // Two browsers and a dozen live round trips: 21 s alone, more while the warm-up renders in the background.
  test.setTimeout(60_000);
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL('/');
  const demi = await secondBrowser(browser, demo2);

  const path = await openDemoChat(page, 'Demi');
  await demi.goto(path);
  await expect(demi.getByTestId('conversation-name')).toContainText('Demo');

  // Typing shows on the other side, and goes once the message arrives. A signal goes out at most every 2 s, and one
  // sent before the other tab's live socket is open reaches no one; a member who keeps typing is seen.
  await expect(async () => {
    await composer(page).pressSequentially('Hello Demi ');
    await expect(demi.getByTestId('typing')).toHaveText(/is typing/, { timeout: 2_500 });
  }).toPass({ timeout: 15_000 });
  const text = `Are you free on Sunday? ${unique()}`;
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  const mine = page.getByTestId('message').filter({ hasText: text });
  await expect(mine).toHaveAttribute('data-mine', 'true');
  await expect(demi.getByTestId('message').filter({ hasText: text })).toHaveAttribute('data-mine', 'false');
  await expect(demi.getByTestId('typing')).toHaveText('');
  // Demi has the chat open, so it is read at once: the sender sees two checks.
  await expect(mine.getByTestId('delivery-mark')).toHaveAttribute('data-state', 'read');
  await expectAccessible(demi);

  // Shift+Enter writes a new line; Enter sends both lines as one message.
  await composer(demi).fill('Sunday works.');
  await composer(demi).press('Shift+Enter');
  await composer(demi).pressSequentially('Where shall we meet?');
  await composer(demi).press('Enter');
  await expect(page.getByTestId('message').last()).toContainText('Sunday works.\nWhere shall we meet?');

  // Away from the chat, a new message shows as unread in the header badge and the list, until opened.
  await demi.goto('/members');
  await expect(demi.getByTestId('unread-messages-badge')).toHaveCount(0);
  const later = `See you there ${unique()}`;
  await composer(page).fill(later);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('message').filter({ hasText: later }).getByTestId('delivery-mark')).toHaveAttribute(
    'data-state',
    'sent',
  );
  // The chat watcher starts once the page has settled (up to 3.5 s after its first render), then reads the list.
  await expect(demi.getByTestId('unread-messages-badge')).toContainText('1', { timeout: 15_000 });
  await demi.goto('/chats');
  const row = demi.getByTestId('chat-row').filter({ hasText: 'Demo' });
  await expect(row.getByTestId('chat-unread')).toContainText('1');
  await expect(row.getByTestId('chat-excerpt')).toHaveText(later);
  await row.getByRole('link').click();
  await expect(demi.getByTestId('message').filter({ hasText: later })).toBeVisible();
  await expect(demi.getByTestId('unread-messages-badge')).toHaveCount(0);
  await expect(page.getByTestId('message').filter({ hasText: later }).getByTestId('delivery-mark')).toHaveAttribute(
    'data-state',
    'read',
  );
  await demi.context().close();
});

test('a member without credits keeps the text and is offered credits; the balance shows in the header', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughApi(page.request, context, `broke.${unique()}@example.org`, 'Broke');
  await page.goto('/members');
  await page.getByTestId('profile-card').first().getByRole('heading').getByRole('link').click();
  await page.getByRole('link', { name: 'Start a chat' }).click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(page.getByTestId('header-credits')).toHaveText('0 credits');
  // Before spending anything, the composer says what a message costs and that the balance does not cover it.
  await expect(page.getByTestId('price-line')).toContainText(
    'A message costs 1 credit (from €1.81). You have 0 credits.',
  );
  await expect(page.getByTestId('credits-prompt')).toContainText('You do not have enough credits');

  await composer(page).fill('Hello there, nice profile!');
  await composer(page).press('Enter');
  const prompt = page.getByTestId('credits-prompt');
  await expect(prompt).toContainText('it costs 1 credit and you have 0');
  await expect(composer(page)).toHaveValue('Hello there, nice profile!');
  await expect(page.getByTestId('message')).toHaveCount(0);
  await expect(page.getByTestId('pending-message')).toHaveCount(0);
  await prompt.getByRole('link', { name: 'Buy credits' }).click();
  await expect(page).toHaveURL('/credits');
});

test('a removed chat leaves the list, and comes back with a new message', async ({ page, browser }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL('/');
  const demi = await secondBrowser(browser, demo2);
  const path = await openDemoChat(demi, 'Demo');

  await page.goto('/chats');
  const row = page.getByTestId('chat-row').filter({ hasText: 'Demi' });
  await expect(row).toHaveCount(1);
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: /Remove the chat with/ }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('chat-list')).toBeVisible();
  await expect(row).toHaveCount(0);

  await demi.goto(path);
  const text = `Still there? ${unique()}`;
  await composer(demi).fill(text);
  await composer(demi).press('Enter');
  // Live, through the member's socket, which the page opens once it is idle after its first paint.
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row.getByTestId('chat-excerpt')).toHaveText(text);
  await demi.context().close();
});

test('a chat that cannot be started shows the error notice; another pair’s chat is a 404', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL('/');
  // The demo member's own profile: nobody chats with themselves.
  const user = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: { id: number } } };
  await page.goto(`/members/${user.user.profile.id}/chat`);
  const notice = page.getByTestId('start-chat-failed').getByRole('alert');
  await expect(notice.getByRole('heading')).toHaveText('Error');
  await expect(notice).toContainText('Cannot start chat, try again later or contact customer support');
  await expectAccessible(page);

  await page.goto('/chats/999999999');
  await expect(page.getByTestId('error-status')).toHaveText('404');
});

test('a send whose answer is lost is shown once; one that failed can be sent again, and is stored once', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL('/');
  await openDemoChat(page, 'Demi');
  let mode: 'lose-answer' | 'fail' | 'pass' = 'lose-answer';
  await page.route('**/api/messages.php', async (route) => {
    if (route.request().method() !== 'POST' || mode === 'pass') return route.continue();
    // As on a dropped mobile connection: the server may have stored the message, the answer never arrives.
    if (mode === 'lose-answer') await route.fetch();
    return route.abort('connectionreset');
  });

  // The server stored it; the live event confirms it, so it shows once and not as failed.
  const lost = `Answer lost ${unique()}`;
  await composer(page).fill(lost);
  await composer(page).press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: lost })).toHaveCount(1);
  await expect(page.getByTestId('pending-message')).toHaveCount(0);

  // Nothing reached the server: the bubble says so and offers to send again, with the same client id.
  mode = 'fail';
  const text = `Retry me ${unique()}`;
  await composer(page).fill(text);
  await composer(page).press('Enter');
  const failed = page.getByTestId('pending-message').filter({ hasText: text });
  await expect(failed).toHaveAttribute('data-status', 'failed');
  await expect(failed.getByRole('alert')).toContainText('No connection to the server.');
  mode = 'pass';
  await failed.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByTestId('pending-message')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByTestId('message').filter({ hasText: lost })).toHaveCount(1);
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and the conversation are separate screens with a way back', async ({ page }) => {
    await page.goto('/login');
    await logIn(page);
    await expect(page).toHaveURL('/');
    await openDemoChat(page, 'Demi');
    await expect(page.getByTestId('chat-list')).toBeHidden();
    await page.getByRole('link', { name: 'Back to the chats' }).click();
    await expect(page).toHaveURL('/chats');
    await expect(page.getByTestId('chat-list')).toBeVisible();
  });
});
