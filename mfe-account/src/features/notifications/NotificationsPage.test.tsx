import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
// eslint-disable-next-line no-restricted-imports -- stands in for a navigation that carries router state, as the mail link's page makes
import { Navigate, useRoutes } from 'react-router';
import { member, apiError, json, mockApi, type Call } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { incorrectPath, type MailChangeLinkState } from '../../shared/mailChangeLink';
import { initAccountI18n, renderPage } from '../../testing/payments';
import NotificationsPage from './NotificationsPage';

beforeAll(async () => {
  await initAccountI18n('en', ['en', 'nl']);
  // jsdom lays nothing out; the page scrolls the explanation of a failed link into view.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const answer = (changes: Record<string, unknown> = {}) => ({
  preferences: { messages: true, likes: true, newsletter: false },
  email: 'sam@example.org',
  pending_email: null,
  ...changes,
});

/** GET and PUT notifications.php as the server would: PUT answers what it saved. */
function server(extra: (call: Call) => Response | undefined = () => undefined) {
  let saved = answer();
  return mockApi((call) => {
    const special = extra(call);
    if (special) return special;
    if (call.path === '/api/notifications.php' && call.method === 'PUT') {
      saved = { ...saved, preferences: call.body as typeof saved.preferences };
      return json(saved);
    }
    if (call.path === '/api/notifications.php') return json(saved);
    return apiError(404, 'not_found');
  });
}

const renderNotifications = (path = '/notifications') =>
  renderPage(<NotificationsPage />, '/notifications', path, { user: member() });

describe('mail preferences', () => {
  test('shows the saved preferences and saves all three when one switch changes', async () => {
    await i18next.changeLanguage('en');
    const { calls } = server();
    renderNotifications();
    const likes = await screen.findByRole('switch', { name: 'New likes' });
    expect((likes as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Newsletters with news and offers' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.getByText('Which e-mails would you like to get at sam@example.org?')).toBeTruthy();

    fireEvent.click(likes);
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/notifications.php',
      body: { messages: true, likes: false, newsletter: false },
    });
    expect((screen.getByRole('switch', { name: 'New likes' }) as HTMLInputElement).checked).toBe(false);
  });

  test('keeps the switch as it was and says so when saving fails', async () => {
    await i18next.changeLanguage('nl');
    server((call) => (call.method === 'PUT' ? apiError(500, 'internal') : undefined));
    renderNotifications();
    fireEvent.click(await screen.findByRole('switch', { name: 'Nieuwsbrieven met nieuws en aanbiedingen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Opslaan lukte nu niet. Probeer het opnieuw.');
    expect(
      (screen.getByRole('switch', { name: 'Nieuwsbrieven met nieuws en aanbiedingen' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  test('says when this browser cannot do push, without a switch', async () => {
    await i18next.changeLanguage('en');
    server();
    renderNotifications();
    expect((await screen.findByTestId('push-state')).textContent).toBe('This browser cannot show push notifications.');
    expect(screen.queryByRole('switch', { name: 'Push notifications in this browser' })).toBeNull();
  });
});

describe('changing the e-mail address', () => {
  test('checks the fields before sending, shows the server field errors, then the pending change', async () => {
    await i18next.changeLanguage('en');
    let change = apiError(400, 'validation');
    const { calls } = server((call) => (call.path === '/api/mail_change.php' ? change : undefined));
    renderNotifications();
    expect((await screen.findByTestId('current-email')).textContent).toBe('Your e-mail address is sam@example.org.');
    const send = screen.getByRole('button', { name: 'Send the confirmation link' });

    fireEvent.click(send);
    expect(await screen.findAllByText('Please fill this in.')).toHaveLength(2);
    expect(calls.filter((call) => call.path === '/api/mail_change.php')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'new@example.org' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'wrong' } });
    change = json({ error: 'validation', message: 'Invalid', fields: { password: 'wrong_password' } }, 400);
    fireEvent.click(send);
    expect(await screen.findByText('This password is not right.')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');

    change = json({ email: 'new@example.org' });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'right' } });
    fireEvent.click(send);
    expect((await screen.findByTestId('pending-email')).textContent).toBe(
      'We sent a link to new@example.org. Open it to confirm your new address; it works for 24 hours. Until then your current address stays.',
    );
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/mail_change.php',
      body: { email: 'new@example.org', password: 'right' },
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  test('shows a change still waiting for its link', async () => {
    await i18next.changeLanguage('en');
    mockApi(() => json(answer({ pending_email: 'later@example.org' })));
    renderNotifications();
    expect((await screen.findByTestId('pending-email')).textContent).toContain('We sent a link to later@example.org.');
  });

  test('explains a link that did not work at #email-change-incorrect, above the form', async () => {
    await i18next.changeLanguage('nl');
    server();
    // As /mail-change/do sends the member here.
    const state: MailChangeLinkState = { linkInvalid: true };
    function FromTheLink() {
      return useRoutes([
        { path: '/mail-change/do', element: <Navigate to={incorrectPath} replace state={state} /> },
        { path: '/notifications', element: <NotificationsPage /> },
      ]);
    }
    renderWithSite(<FromTheLink />, { path: '/mail-change/do', user: member() });
    const explanation = await screen.findByTestId('email-change-incorrect');
    expect(explanation.id).toBe('email-change-incorrect');
    expect(explanation.textContent).toMatch(/^Deze bevestigingslink werkt niet \(meer\)/);
    const section = screen.getByRole('region', { name: 'Je e-mailadres wijzigen' });
    expect(within(section).getByLabelText('Nieuw e-mailadres')).toBeTruthy();
  });

  test('from signup\'s "Wrong e-mail address?" the anchor invites to enter the right one', async () => {
    await i18next.changeLanguage('en');
    server();
    renderNotifications('/notifications#email-change-incorrect');
    expect((await screen.findByTestId('email-change-incorrect')).textContent).toBe(
      'Is your e-mail address wrong? Enter the right one below with your password; we will send a confirmation link to it.',
    );
  });

  test('has no explanation without the anchor', async () => {
    await i18next.changeLanguage('en');
    server();
    renderNotifications();
    await screen.findByTestId('current-email');
    await waitFor(() => expect(screen.queryByTestId('email-change-incorrect')).toBeNull());
  });
});

describe('push in this browser', () => {
  /** A browser with push: a service worker registration whose PushManager holds `subscription`. */
  function browserWithPush(permission: NotificationPermission, subscribed: boolean) {
    const browser = {
      subscription: null as { endpoint: string; unsubscribe: () => Promise<boolean>; toJSON: () => unknown } | null,
      unsubscribed: 0,
      permissionAsked: 0,
    };
    const makeSubscription = () => ({
      endpoint: 'https://push.example.com/this-browser',
      unsubscribe: async () => {
        browser.unsubscribed += 1;
        browser.subscription = null;
        return true;
      },
      toJSON: () => ({
        endpoint: 'https://push.example.com/this-browser',
        keys: { p256dh: 'BKey', auth: 'AuthKey' },
      }),
    });
    if (subscribed) browser.subscription = makeSubscription();
    const pushManager = {
      getSubscription: async () => browser.subscription,
      subscribe: async () => (browser.subscription = makeSubscription()),
    };
    const registration = { pushManager };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration, register: async () => registration },
    });
    Object.assign(window, {
      PushManager: function PushManager() {},
      Notification: {
        permission,
        requestPermission: async () => {
          browser.permissionAsked += 1;
          return 'granted';
        },
      },
    });
    return browser;
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'PushManager');
    Reflect.deleteProperty(window, 'Notification');
  });

  const pushSettings = { settings: { push_pub: 'BPublicKey' }, user: member() };

  test('turns push off on the server first, then in the browser', async () => {
    await i18next.changeLanguage('en');
    const browser = browserWithPush('granted', true);
    let unsubscribedBeforeServer: number | null = null;
    const { calls } = server((call) => {
      if (call.path === '/api/user.php') return json({ user: member({ push_subscribed: false }) });
      if (call.method !== 'DELETE') return undefined;
      unsubscribedBeforeServer = browser.unsubscribed;
      return json({ done: true });
    });
    renderPage(<NotificationsPage />, '/notifications', '/notifications', pushSettings);
    expect((await screen.findByTestId('push-state')).textContent).toBe('Push notifications are on in this browser.');
    fireEvent.click(screen.getByRole('switch', { name: 'Push notifications in this browser' }));
    await waitFor(() =>
      expect(screen.getByTestId('push-state').textContent).toBe('Push notifications are off in this browser.'),
    );
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: '/api/notifications.php',
      body: { endpoint: 'https://push.example.com/this-browser' },
    });
    expect(calls.find((call) => call.method === 'DELETE')?.search.get('push')).toBe('1');
    expect([unsubscribedBeforeServer, browser.unsubscribed]).toEqual([0, 1]);
  });

  test('turns push on with permission, and stores the subscription with the member', async () => {
    await i18next.changeLanguage('en');
    const browser = browserWithPush('default', false);
    const { calls } = server((call) =>
      call.path === '/api/user.php' ? json({ user: member({ push_subscribed: true }) }) : undefined,
    );
    renderPage(<NotificationsPage />, '/notifications', '/notifications', pushSettings);
    expect((await screen.findByTestId('push-state')).textContent).toBe('Push notifications are off in this browser.');
    fireEvent.click(screen.getByRole('switch', { name: 'Push notifications in this browser' }));
    await waitFor(() =>
      expect(screen.getByTestId('push-state').textContent).toBe('Push notifications are on in this browser.'),
    );
    expect(browser.permissionAsked).toBe(1);
    const stored = calls.find((call) => call.path === '/api/user.php');
    expect(stored).toMatchObject({
      method: 'POST',
      body: {
        subscription: { endpoint: 'https://push.example.com/this-browser', keys: { p256dh: 'BKey', auth: 'AuthKey' } },
      },
    });
    expect(stored?.search.get('push')).toBe('1');
  });

  test('a browser where the member blocked notifications says so, without a switch', async () => {
    await i18next.changeLanguage('en');
    browserWithPush('denied', false);
    server();
    renderPage(<NotificationsPage />, '/notifications', '/notifications', pushSettings);
    expect((await screen.findByTestId('push-state')).textContent).toBe(
      'Notifications for this site are blocked in your browser settings. Allow them there first.',
    );
    expect(screen.queryByRole('switch', { name: 'Push notifications in this browser' })).toBeNull();
  });
});
