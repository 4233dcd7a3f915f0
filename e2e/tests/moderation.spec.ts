import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  logIn,
  mailedLinkFor,
  makeFindable,
  searchCard,
  signUpThroughApi,
  test,
  unique,
} from '../fixtures';
import { newOperator, signInToConsole } from '../operators';

/** A confirmed, findable member in a browser of their own, logged in; with the profile id others reach them by. */
async function member(browser: Browser, first: string) {
  const context = await browser.newContext();
  const id = unique();
  // A name of its own: other tests on the same server report members too.
  const name = `${first} ${id.slice(-5)}`;
  const email = `${first.toLowerCase()}.${id}@example.org`;
  await signUpThroughApi(context.request, context, email, name);
  const { user } = (await (await context.request.get('/api/user.php')).json()) as { user: { profile: { id: number } } };
  const page = await context.newPage();
  await page.goto('/notifications');
  await makeFindable(page);
  return { page, email, name, profileId: user.profile.id };
}

/** A moderator's decision on the open case of `name`, through the reports queue and the case page. */
async function decideCase(page: Page, name: string, action: 'Suspend' | 'Ban', facts: string) {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Case \\d+: ${name}`) })).toBeVisible();
  await page.getByRole('radio', { name: action }).check();
  await page.getByLabel('Rule of the terms').selectOption('harassment');
  if (action === 'Suspend') await page.getByLabel('Days').fill('7');
  await page.getByLabel('Facts').fill(facts);
  await page.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByText('The member and the reporters have been told.')).toBeVisible();
}

test.describe('decisions about a member', () => {
  test('reported from a chat and suspended: the ban page with the statement, an appeal, and back after a reversal', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const rita = await member(browser, 'Rita');
    const rex = await member(browser, 'Rex');

    expect(await searchCard(rita.page, rex.profileId)).not.toBeNull();

    // Rita reports Rex from their chat.
    await rita.page.goto(`/members/${rex.profileId}/chat`);
    await expect(rita.page.getByTestId('conversation-name')).toContainText(rex.name);
    await rita.page.getByTestId('chat-report').click();
    const dialog = rita.page.getByTestId('report-dialog');
    await dialog.getByRole('radio', { name: 'Harassment or threats' }).check();
    await dialog.getByLabel('Tell us more (optional)').fill('He keeps asking for my address.');
    await expectAccessible(rita.page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you. Our moderators will look into it.');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // A moderator reads the case (with the chat it came from) and suspends Rex.
    const moderator = await newOperator(request, 'moderator', 'Mona');
    const console1 = await browser.newPage();
    await signInToConsole(console1, moderator);
    await console1.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Reports' }).click();
    await expectAccessible(console1);
    await console1.getByRole('link', { name: rex.name }).click();
    await expect(console1.getByTestId('case-report')).toContainText('He keeps asking for my address.');
    await expect(console1.getByTestId('case-conversation')).toBeVisible();
    await expectAccessible(console1);
    await console1.goBack();
    await decideCase(console1, rex.name, 'Suspend', 'Asked Rita for her home address again and again.');

    // Rex's next page is the ban page, with the reason, the end of the suspension and the appeal form.
    await rex.page.goto('/members');
    await expect(rex.page).toHaveURL(/\/pages\/ban$/);
    await expect(rex.page.getByTestId('restriction')).toContainText('Your account is suspended until');
    const statement = rex.page.getByTestId('statement');
    await expect(statement).toContainText('Asked Rita for her home address again and again.');
    await expect(statement.getByTestId('statement-ground')).toHaveText('Harassment');
    await expectAccessible(rex.page);
    // The statement went out by mail as well.
    const link = await mailedLinkFor(request, rex.email, '/pages/ban', 'statement');
    expect(link).toMatch(/^\/pages\/ban\?statement=[\w-]{43}$/);

    // Rita no longer finds Rex, and their chat says he is not available.
    expect(await searchCard(rita.page, rex.profileId)).toBeNull();
    await rita.page.goto(`/members/${rex.profileId}`);
    await expect(rita.page.getByText(`Page Not Found: /members/${rex.profileId}`)).toBeVisible();
    await rita.page.goto('/chats');
    await rita.page.getByTestId('chat-row').filter({ hasText: rex.name }).getByRole('link').click();
    await expect(rita.page.getByTestId('member-unavailable')).toHaveText(
      'This member is not available. You can still read your conversation, but not reply.',
    );
    await expect(rita.page.getByTestId('chat-report')).toHaveCount(0);

    // Rex appeals.
    await rex.page
      .getByLabel('Why do you think this decision is wrong?')
      .fill('I asked once where she lives to suggest a café nearby.');
    await rex.page.getByRole('button', { name: 'Send my appeal' }).click();
    await expect(rex.page.getByTestId('appeal-state')).toContainText('You appealed on');

    // The moderator who decided may not decide the appeal; another one reverses it.
    await console1
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: /^Appeals/ })
      .click();
    await console1.getByRole('link', { name: rex.name }).click();
    await expect(console1.getByTestId('appeal-not-yours')).toBeVisible();
    const second = await newOperator(request, 'moderator', 'Milo');
    const console2 = await browser.newPage();
    await signInToConsole(console2, second);
    await console2
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: /^Appeals/ })
      .click();
    await expect(console2.getByRole('link', { name: rex.name })).toBeVisible();
    await expectAccessible(console2);
    await console2.getByRole('link', { name: rex.name }).click();
    await expect(console2.getByTestId('appeal-text')).toHaveText(
      'I asked once where she lives to suggest a café nearby.',
    );
    await expectAccessible(console2);
    await console2.getByRole('radio', { name: /Reverse/ }).check();
    await console2.getByLabel('Note to the member').fill('Read in context this was not harassment.');
    await console2.getByRole('button', { name: 'Decide the appeal' }).click();
    await expect(console2.getByTestId('appeal-outcome')).toContainText('reversed the decision');
    await console2.getByRole('link', { name: 'Transparency' }).click();
    await expect(console2.getByTestId('transparency-report')).toContainText('Harassment or threats');
    await expectAccessible(console2);

    // Rex's ban page, still open, reloaded: his account is open again, with the way in; so says the statement mail's
    // link in a browser without his session.
    await rex.page.reload();
    await expect(rex.page.getByTestId('account-open')).toHaveText(
      'Your account is not suspended or closed: you can use the site.',
    );
    await expect(rex.page.getByTestId('ban-page').getByRole('link', { name: 'Go to the members' })).toBeVisible();
    await expect(rex.page.getByTestId('restriction')).toHaveCount(0);
    await expectAccessible(rex.page);
    const stranger = await browser.newPage();
    await stranger.goto(link);
    await expect(stranger.getByTestId('account-open')).toBeVisible();
    await expect(stranger.getByTestId('statement-reversed')).toHaveText('Reversed on appeal');
    await expect(stranger.getByTestId('ban-page').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await stranger.close();

    // Rex is back: his pages open again, and his notifications show the reversed decision.
    await rex.page.goto('/notifications');
    await expect(rex.page).toHaveURL(/\/notifications$/);
    await expect(rex.page.getByTestId('statement-reversed')).toHaveText('Reversed on appeal');
    await expect(rex.page.getByTestId('appeal-state')).toContainText('reversed the decision');
    await rita.page.goto(`/members/${rex.profileId}`);
    await expect(rita.page.getByTestId('profile-page')).toBeVisible();
    expect(await searchCard(rita.page, rex.profileId)).not.toBeNull();

    // Every step is on the audit log.
    const owner = await newOperator(request, 'owner', 'Olga');
    const auditor = await browser.newPage();
    await signInToConsole(auditor, owner);
    await auditor.getByRole('link', { name: 'Audit log' }).click();
    // An action's cell names it in words and by its key ("Case opened case.opened").
    for (const action of ['case.opened', 'member.suspended', 'appeal.filed', 'appeal.reversed'])
      await expect(auditor.getByRole('cell', { name: action }).first()).toBeVisible();
  });

  test('a banned member logs in to the ban page only, and appeals from the mail link without a session', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const reporter = await member(browser, 'Rosa');
    const banned = await member(browser, 'Boris');
    await reporter.page.goto(`/members/${banned.profileId}`);
    await reporter.page.getByRole('button', { name: 'Report' }).click();
    await reporter.page.getByRole('radio', { name: 'Scam or asking for money' }).check();
    await reporter.page.getByRole('button', { name: 'Send report' }).click();
    await expect(reporter.page.getByTestId('report-dialog').getByRole('status')).toHaveText(
      'Thank you. Our moderators will look into it.',
    );

    const moderator = await newOperator(request, 'moderator', 'Mats');
    const console1 = await browser.newPage();
    await signInToConsole(console1, moderator);
    await decideCase(console1, banned.name, 'Ban', 'Asked two members for money for a plane ticket.');

    // Logging in with the right password leads to the ban page, nowhere else.
    await page.goto('/login');
    await logIn(page, banned.email, 'pass phrase');
    await expect(page).toHaveURL(/\/pages\/ban$/);
    await expect(page.getByTestId('restriction')).toHaveText(
      'Your account is closed for good. You cannot use the site any more, and other members do not see your profile.',
    );
    await page.goto('/likes');
    await expect(page).toHaveURL(/\/pages\/ban$/);
    // The terms the statement links to stay readable.
    await page.getByTestId('statement-ground').click();
    await expect(page).toHaveURL(/\/pages\/terms$/);
    await page.goto('/pages/ban');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Your account has been blocked' })).toBeVisible();

    // The mail's link works in a browser without any session.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(await mailedLinkFor(request, banned.email, '/pages/ban', 'statement'));
    await expect(visitor.getByTestId('statement')).toContainText('Asked two members for money for a plane ticket.');
    await visitor.getByLabel('Why do you think this decision is wrong?').fill('short');
    await visitor.getByRole('button', { name: 'Send my appeal' }).click();
    await expect(visitor.getByText('Please write at least 10 characters.')).toBeVisible();
    await visitor
      .getByLabel('Why do you think this decision is wrong?')
      .fill('I never asked anyone for money; please check the messages.');
    await visitor.getByRole('button', { name: 'Send my appeal' }).click();
    await expect(visitor.getByTestId('appeal-state')).toContainText('A moderator who did not take the decision');
    await expectAccessible(visitor);
  });
});
