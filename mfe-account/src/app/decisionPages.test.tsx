import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { Statement } from 'shared-contracts/api/account';
import { accountRestricted, dynamicMiddleware, logoutRequested, userRefetchRequested } from 'shared-contracts/store';
import { apiError, json, member, mockApi } from 'shared-contracts/testing';
import BanPage from './BanPage';
import NotificationsPage from './NotificationsPage';
import { initAccountI18n, renderPage } from '../testing/payments';

/** Every action the pages dispatch, in order: the ban page's logout is a request to the shell. */
const dispatched: string[] = [];
beforeAll(async () => {
  await initAccountI18n('en', ['en', 'de']);
  Element.prototype.scrollIntoView = () => undefined;
  dynamicMiddleware.addMiddleware(() => (next) => (action) => {
    dispatched.push((action as { type: string }).type);
    return next(action);
  });
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const TOKEN = 'a'.repeat(43);
const statement = (changes: Partial<Statement> = {}): Statement => ({
  id: 7,
  action: 'suspend',
  ground: 'harassment',
  facts: 'Sent <b>insults</b> to two members.',
  automated: false,
  created_at: '2026-03-01T10:00:00.000Z',
  suspended_until: '2026-03-08T10:00:00.000Z',
  removed_fields: [],
  photo: null,
  reversed: false,
  appeal_until: '2026-09-01T10:00:00.000Z',
  appeal: null,
  can_appeal: true,
  ...changes,
});
/** What a statement says once a moderator reversed it on appeal, with the note. */
const reversedOnAppeal = (note: string): Partial<Statement> => ({
  reversed: true,
  can_appeal: false,
  appeal: { status: 'reversed', created_at: '2026-03-02T10:00:00.000Z', decided_at: '2026-03-03T10:00:00.000Z', note },
});
const restriction = (shown: Statement) => ({
  restriction: 'suspended' as const,
  until: shown.suspended_until,
  statement: shown,
});

describe('/pages/ban', () => {
  test('by the statement link: the restriction, the statement, and an appeal with the token', async () => {
    await i18next.changeLanguage('en');
    let current = statement();
    const { calls } = mockApi((call) => {
      if (call.path === '/api/statement.php')
        return json({ statement: current, restriction: restriction(current), account: 'restricted' });
      if (call.path === '/api/appeal.php') {
        current = statement({
          can_appeal: false,
          appeal: { status: 'open', created_at: '2026-03-02T10:00:00.000Z', decided_at: null, note: '' },
        });
        return json({ statement: current });
      }
      return apiError(404, 'not_found');
    });
    renderPage(<BanPage />, '/pages/ban', `/pages/ban?statement=${TOKEN}`);
    expect((await screen.findByTestId('restriction')).textContent).toMatch(/suspended until Mar 8, 2026/);
    const card = screen.getByTestId('statement');
    expect(within(card).getByRole('heading', { name: 'Your account was suspended' })).toBeTruthy();
    // Facts are text, never markup.
    expect(within(card).getByText('Sent <b>insults</b> to two members.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Harassment' }).getAttribute('href')).toBe('/pages/terms');
    expect(within(card).getByText('By a moderator, without automated means.')).toBeTruthy();
    expect(calls[0]?.search.get('token')).toBe(TOKEN);

    const text = screen.getByLabelText('Why do you think this decision is wrong?');
    fireEvent.change(text, { target: { value: 'too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my appeal' }));
    expect(await screen.findByText('Please write at least 10 characters.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/appeal.php')).toBe(false);

    fireEvent.change(text, { target: { value: 'I was quoting them, not insulting anyone.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my appeal' }));
    expect((await screen.findByTestId('appeal-state')).textContent).toMatch(/You appealed on March 2, 2026/);
    expect(calls.find((call) => call.path === '/api/appeal.php')?.body).toEqual({
      statement: 7,
      text: 'I was quoting them, not insulting anyone.',
      token: TOKEN,
    });
    expect(screen.queryByTestId('appeal-form')).toBeNull();
  });

  test('says so when the server refuses a second appeal', async () => {
    await i18next.changeLanguage('en');
    mockApi((call) => {
      if (call.path === '/api/statement.php')
        return json({ statement: statement(), restriction: null, account: 'restricted' });
      return apiError(409, 'appeal_exists');
    });
    renderPage(<BanPage />, '/pages/ban', `/pages/ban?statement=${TOKEN}`);
    fireEvent.change(await screen.findByLabelText('Why do you think this decision is wrong?'), {
      target: { value: 'Please look at this once more.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send my appeal' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This decision has been appealed already.');
  });

  test("a restricted member's own page, in their language, with a logout", async () => {
    await i18next.changeLanguage('de');
    const banned = statement({ action: 'ban', suspended_until: null, ground: 'scam' });
    mockApi((call) =>
      call.path === '/api/decisions.php'
        ? json({
            restriction: { restriction: 'banned', until: null, statement: banned },
            statements: [banned],
            reports: [],
          })
        : apiError(404, 'not_found'),
    );
    const { store } = renderPage(<BanPage />, '/pages/ban', '/pages/ban');
    act(() => {
      store.dispatch(accountRestricted('banned'));
    });
    expect((await screen.findByTestId('restriction')).textContent).toBe(
      'Dein Konto ist endgültig geschlossen. Du kannst die Seite nicht mehr nutzen, und andere Mitglieder sehen dein Profil nicht.',
    );
    expect(screen.getByRole('link', { name: 'Betrug' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(dispatched.at(-1)).toBe(logoutRequested.type);
  });

  // A suspension reversed on appeal: the tab is reloaded, or opened from the statement mail again.
  const reversed = statement(reversedOnAppeal('Read in context this was not harassment.'));

  test('reloaded after a reversal, the page asks the server and says the account is open, with the way in', async () => {
    await i18next.changeLanguage('en');
    const { calls } = mockApi((call) =>
      call.path === '/api/decisions.php'
        ? json({ restriction: null, statements: [reversed], reports: [] })
        : apiError(404, 'not_found'),
    );
    renderPage(<BanPage />, '/pages/ban', '/pages/ban', { user: member() });
    expect((await screen.findByTestId('account-open')).textContent).toBe(
      'Your account is not suspended or closed: you can use the site.',
    );
    expect(screen.getByRole('link', { name: 'Go to the members' }).getAttribute('href')).toBe('/members');
    expect(screen.queryByText(/blocked/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/decisions.php']);
  });

  test('a restriction this tab still holds, lifted on the server meanwhile: the shell is asked to check the session', async () => {
    await i18next.changeLanguage('en');
    mockApi((call) =>
      call.path === '/api/decisions.php'
        ? json({ restriction: null, statements: [reversed], reports: [] })
        : apiError(404, 'not_found'),
    );
    const { store } = renderPage(<BanPage />, '/pages/ban', '/pages/ban');
    act(() => {
      store.dispatch(accountRestricted('suspended'));
    });
    expect(await screen.findByTestId('account-open')).toBeTruthy();
    await waitFor(() => expect(dispatched).toContain(userRefetchRequested.type));
  });

  test.each([
    ['a visitor', undefined, 'Log in', '/login'],
    ['a member logged in here', member(), 'Go to the members', '/members'],
  ])('by the statement link after a reversal, %s is shown the way in', async (_who, user, name, href) => {
    await i18next.changeLanguage('en');
    mockApi((call) =>
      call.path === '/api/statement.php'
        ? json({ statement: reversed, restriction: null, account: 'open' })
        : apiError(404, 'not_found'),
    );
    renderPage(<BanPage />, '/pages/ban', `/pages/ban?statement=${TOKEN}`, user ? { user } : {});
    expect((await screen.findByTestId('account-open')).textContent).toBe(
      'Your account is not suspended or closed: you can use the site.',
    );
    expect(screen.getByTestId('statement-reversed').textContent).toBe('Reversed on appeal');
    expect(screen.queryByTestId('restriction')).toBeNull();
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
  });

  test('the generic notice for anyone else', async () => {
    await i18next.changeLanguage('en');
    const { calls } = mockApi(() => apiError(404, 'not_found'));
    renderPage(<BanPage />, '/pages/ban', '/pages/ban');
    expect(screen.getByRole('heading', { name: 'Your account has been blocked' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('a link that names no statement', async () => {
    await i18next.changeLanguage('en');
    mockApi(() => apiError(404, 'no_statement'));
    renderPage(<BanPage />, '/pages/ban', `/pages/ban?statement=${TOKEN}`);
    expect(await screen.findByText(/This link does not lead to a decision/)).toBeTruthy();
  });
});

describe('/notifications: decisions about your account', () => {
  const answer = {
    restriction: null,
    statements: [
      statement({
        id: 9,
        action: 'remove_text',
        ground: 'spam',
        suspended_until: null,
        removed_fields: ['about_me'],
        ...reversedOnAppeal('It was fine after all.'),
      }),
      statement({ id: 8, action: 'warn', suspended_until: null, automated: true, can_appeal: false }),
    ],
    reports: [
      {
        id: 1,
        name: 'Rex',
        reason: 'harassment',
        created_at: '2026-02-01T10:00:00.000Z',
        outcome: 'action_taken',
        outcome_at: '2026-02-02T10:00:00.000Z',
      },
      { id: 2, name: '', reason: 'fake', created_at: '2026-02-05T10:00:00.000Z', outcome: null, outcome_at: null },
    ],
  };

  test('lists the statements with their appeals, marks the linked one, and the reports with their outcome', async () => {
    await i18next.changeLanguage('en');
    mockApi((call) => {
      if (call.path === '/api/decisions.php') return json(answer);
      if (call.path === '/api/notifications.php')
        return json({
          preferences: { messages: true, likes: true, newsletter: false },
          email: 'sam@example.org',
          pending_email: null,
        });
      return apiError(404, 'not_found');
    });
    renderPage(<NotificationsPage />, '/notifications', '/notifications?statement=9', { user: member() });
    const cards = await screen.findAllByTestId('statement');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Text removed from your profile',
      'A warning',
    ]);
    expect(cards[0]?.className).toContain('border-primary');
    expect(await waitFor(() => document.activeElement)).toBe(cards[0]);
    expect(within(cards[0] as HTMLElement).getByText('About me')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByTestId('statement-reversed').textContent).toBe('Reversed on appeal');
    expect(within(cards[0] as HTMLElement).getByText('It was fine after all.')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('By automated means.')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('The time to appeal this decision has passed.')).toBeTruthy();
    const reports = screen.getAllByTestId('filed-report');
    expect(reports.map((report) => report.textContent)).toEqual([
      'Your report about Rex of February 1, 2026We took action on February 2, 2026.',
      'Your report about a member of February 5, 2026Our moderators are looking into it.',
    ]);
    expect(await screen.findByRole('switch', { name: 'New likes' })).toBeTruthy();
  });
});
