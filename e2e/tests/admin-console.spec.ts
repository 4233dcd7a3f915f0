import { expect, expectAccessible, logIn, mailedLinkFor, test, unique } from '../fixtures';
import { newOperator, signInToConsole, totpCode } from '../operators';

test.describe('the operator console', () => {
  test('signs in with password and TOTP, and shows each role only its own pages', async ({ page, request }) => {
    const moderator = await newOperator(request, 'moderator');
    await page.goto('/admin');
    await expectAccessible(page);
    await page.getByLabel('E-mail address').fill(moderator.email);
    await page.getByLabel('Password', { exact: true }).fill(moderator.password);
    await page.getByLabel('Code from your authenticator app').fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail address, password or code is not correct.');

    await page.getByLabel('Code from your authenticator app').fill(totpCode(moderator.secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Moderator', { exact: true })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Overview' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Operators' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await page.goto('/admin/audit');
    await expect(page.getByText('Your role does not give access to this page.')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  });

  test('an owner invites an operator, who sets up the authenticator from the QR code page', async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers, a mail and three accessibility checks: 21 s alone, 35 s beside the warm-up at the suite's start.
    test.setTimeout(60_000);
    const owner = await newOperator(request, 'owner');
    await signInToConsole(page, owner);
    await page.getByRole('link', { name: 'Operators' }).click();
    await expectAccessible(page);
    const email = `invitee.${unique()}@operators.example`;
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Name').fill('Ivy');
    await page.getByLabel('Role', { exact: true }).selectOption('analyst');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status')).toHaveText(`Invitation sent to ${email}.`);
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');

    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(await mailedLinkFor(request, email, '/admin/invite'));
    await expect(invitee.getByText(`Invitation for ${email} as Analyst.`)).toBeVisible();
    await expect(
      invitee.getByRole('img', { name: `QR code holding the authenticator secret for ${email}` }),
    ).toBeVisible();
    await expectAccessible(invitee);
    const secret = ((await invitee.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    // The form starts with the name the owner typed.
    await expect(invitee.getByLabel('Your name', { exact: true })).toHaveValue('Ivy');
    await invitee.getByLabel('Your name', { exact: true }).fill('Ivy Invitee');
    await invitee.getByLabel('Password', { exact: true }).fill('a long pass phrase');
    await invitee.getByLabel('Code from your authenticator app').fill(totpCode(secret));
    await invitee.getByRole('button', { name: 'Create my account' }).click();
    await expect(invitee.getByText('Signed in as Ivy Invitee')).toBeVisible();
    await expect(invitee.getByRole('link', { name: 'Operators' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('cell', { name: 'operator.joined' }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'operator.invited' }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('every page fits a phone and a 1280 px screen: nothing scrolls sideways, no table is cut off', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signInToConsole(page, await newOperator(request, 'owner'));
    const pages = [
      '/admin',
      '/admin/reports',
      '/admin/photos',
      '/admin/members',
      '/admin/members/1',
      '/admin/audit',
      '/admin/operators',
      '/admin/sites',
      '/admin/transparency',
    ];
    for (const [name, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          // A table's own box scrolling sideways hides its last columns just as well.
          tables: [...document.querySelectorAll('.table-responsive')]
            .filter((box) => box.scrollWidth > box.clientWidth + 1)
            .map((box) => box.getAttribute('aria-label')),
        }));
        expect([name, path, overflow]).toEqual([name, path, { page: 0, tables: [] }]);
      }
      await page.goto('/admin/audit');
      await expect(page.getByRole('columnheader', { name: 'Reason' })).toBeAttached();
      await page.screenshot({ path: `test-results/screenshots/console-audit-${name}.png` });
    }
    // On a 1280 px screen the audit log is a table whose every column is in view, the reason included.
    const reason = page.getByRole('columnheader', { name: 'Reason' });
    await expect(reason).toBeInViewport();
  });

  test('member pages load no byte of the console, and a member session opens none of it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/login');
    await logIn(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/members');
    await expect(page.getByTestId('search-page')).toBeVisible();
    expect(requested.filter((url) => url.includes('/remotes/mfe-admin/'))).toEqual([]);
    const catalogs = requested.find((url) => url.includes('/messages.json'));
    expect(Object.keys(await (await page.request.get(catalogs as string)).json())).not.toContain('admin');

    // Logged in as a member, the console still asks for its own sign-in.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  });
});
