import type { Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures';

/** What the browser's console shows while the page is used: failed requests (4xx, 5xx) and errors. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response) => {
    const { pathname, search } = new URL(response.url());
    if (response.status() >= 400) problems.push(`${response.status()} ${pathname}${search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

// Every logged-out page logged a 403 for /api/user.php, every member page a 404 for discountcode.php?welcome=true.
test("a visitor's pages ask nothing that fails: without a session cookie there is no user call", async ({
  page,
  visit,
}) => {
  const problems = consoleProblems(page);
  const userCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user.php') userCalls.push(request.url());
  });
  for (const path of ['/', '/login', '/pricing', '/pages/faq']) await visit(path);
  expect(userCalls).toEqual([]);
  expect(problems).toEqual([]);
});

test("a member's pages neither: having no welcome code is an answer, not an error", async ({ page, visit }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/$/);
  const problems = consoleProblems(page);
  for (const path of ['/', '/credits', '/pages/ban']) await visit(path);
  await expect(page.getByTestId('account-open')).toBeVisible();
  expect(problems).toEqual([]);
});
