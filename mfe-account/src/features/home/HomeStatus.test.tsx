import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { User } from 'shared-contracts/api';
import type { CreditsResponse } from 'shared-contracts/api/payments';
import { apiError, json, member, mockApi } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { creditsAnswer, discountAnswer, initAccountI18n } from '../../testing/payments';
import HomeStatus from './HomeStatus';

beforeAll(() => initAccountI18n('en', ['en', 'pl']));
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const settings = { visible_profile_notes: ['about_me'] };
const publicPhoto = { id: 1, thumb_filename: 'a.jpg', visibility: 'public', reason: null } as const;
const withPhoto = { images: [publicPhoto], main_image: { id: 1, thumb_filename: 'a.jpg' } };
const complete = {
  ...withPhoto,
  gender: 'female',
  date_of_birth: '1990-05-01',
  fields: { about_me: 'Hello' },
} as const;
const hours = (count: number) => new Date(Date.now() + count * 3_600_000).toISOString();

/** The calls of the block: credits.php answers `credits` (or fails), the welcome code is `welcome` or none. */
function api({
  credits = creditsAnswer(),
  welcome = null,
}: { credits?: CreditsResponse | 'fails'; welcome?: ReturnType<typeof discountAnswer> | null } = {}) {
  return mockApi((call) => {
    if (call.path === '/api/credits.php') return credits === 'fails' ? apiError(500, 'server_error') : json(credits);
    if (call.path === '/api/discountcode.php' && call.search.get('welcome') === 'true')
      return json(welcome ?? { discount: null });
    return apiError(404, 'not_found');
  });
}

async function show(user: User) {
  const rendered = renderWithSite(<HomeStatus />, { user, settings, path: '/' });
  // Settled: the premium link's place holder gives way once the credits call has answered (premium: no call).
  await waitFor(() => expect(screen.getByTestId('home-status').querySelector('.placeholder')).toBeNull());
  return rendered;
}

const part = (testId: string) => within(screen.getByTestId(testId));

describe('the member home status block', () => {
  test('a member without a photo is asked for one first, with the profile percentage', async () => {
    await i18next.changeLanguage('en');
    api();
    await show(member({ credits: 12 }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your account at a glance' })).toBeTruthy();
    const profile = part('home-profile');
    // Only the country of the 3 details (gender, birth, country) is set: 30 × 1/3 of 100.
    expect(profile.getByRole('progressbar', { name: 'Profile completeness' }).getAttribute('aria-valuenow')).toBe('10');
    expect(profile.getByText('10% complete')).toBeTruthy();
    expect(profile.getByText('Members with a photo get far more replies.')).toBeTruthy();
    expect(profile.getByRole('link', { name: 'Add a photo' }).getAttribute('href')).toBe('/profile');
    expect(profile.getAllByRole('link')).toHaveLength(1);
  });

  test('with a photo but no about-me text, the next step is telling about oneself', async () => {
    await i18next.changeLanguage('en');
    api();
    await show(member({}, withPhoto));
    const profile = part('home-profile');
    expect(profile.getByText('50% complete')).toBeTruthy();
    expect(profile.getByRole('link', { name: 'Tell others about yourself' }).getAttribute('href')).toBe('/profile');
  });

  test('then the details, and a complete profile says so with a way to it', async () => {
    await i18next.changeLanguage('en');
    api();
    await show(member({}, { ...withPhoto, fields: { about_me: 'Hello' } }));
    expect(part('home-profile').getByRole('link', { name: 'Complete your details' })).toBeTruthy();
    cleanup();

    await show(member({}, complete));
    const profile = part('home-profile');
    expect(profile.getByText('100% complete')).toBeTruthy();
    expect(profile.getByText('Your profile is complete.')).toBeTruthy();
    expect(profile.getByRole('link', { name: 'View or edit your profile' }).getAttribute('href')).toBe('/profile');
  });

  test('a member without premium sees the balance, Buy credits and, where plans are sold, premium', async () => {
    await i18next.changeLanguage('en');
    api();
    renderWithSite(<HomeStatus />, { user: member({ credits: 12 }), settings, path: '/' });
    const credits = part('home-credits');
    expect(credits.getByTestId('home-balance').textContent).toBe('12 credits');
    expect(credits.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/credits');
    // Until the plans are known, the premium link's place is held.
    expect(screen.getByTestId('home-credits').querySelector('.placeholder')).not.toBeNull();
    expect((await credits.findByRole('link', { name: 'Go premium' })).getAttribute('href')).toBe('/premium');
    expect(screen.queryByTestId('home-premium')).toBeNull();
  });

  test('no premium link where no plans are sold, and the balance in plural forms', async () => {
    await i18next.changeLanguage('en');
    api({ credits: creditsAnswer({ plans: [] }) });
    await show(member({ credits: 1 }));
    expect(part('home-credits').getByTestId('home-balance').textContent).toBe('1 credit');
    expect(part('home-credits').queryByRole('link', { name: 'Go premium' })).toBeNull();
    cleanup();

    await i18next.changeLanguage('pl');
    await show(member({ credits: 3 }));
    expect(screen.getByTestId('home-balance').textContent).toBe('3 kredyty');
    cleanup();
    await show(member({ credits: 5 }));
    expect(screen.getByTestId('home-balance').textContent).toBe('5 kredytów');
  });

  test('a premium member sees until when, and no credits or credit offers are asked for', async () => {
    await i18next.changeLanguage('en');
    const { calls } = api({ credits: creditsAnswer({ time_bonus: { percent: 20, ends_at: hours(5) } }) });
    await show(member({ credits: 12, paid_user: true, premium_until: '2099-11-30T12:00:00.000Z' }));
    const premium = part('home-premium');
    expect(premium.getByText('Premium until November 30, 2099')).toBeTruthy();
    expect(premium.getByRole('link', { name: 'Extend premium' }).getAttribute('href')).toBe('/premium');
    expect(screen.queryByTestId('home-credits')).toBeNull();
    expect(screen.queryByText('Buy credits')).toBeNull();
    expect(screen.queryByTestId('home-offer')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  test('premium that has ended counts as none', async () => {
    await i18next.changeLanguage('en');
    api();
    await show(member({ credits: 0, premium_until: '2020-01-01T00:00:00.000Z' }));
    expect(screen.getByTestId('home-balance').textContent).toBe('0 credits');
    expect(screen.queryByTestId('home-premium')).toBeNull();
  });

  test('no offer part while none runs: no time bonus, no welcome code', async () => {
    await i18next.changeLanguage('en');
    const { calls } = api();
    await show(member());
    expect(screen.queryByTestId('home-offer')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // The welcome code is asked for with the same call /credits makes.
    expect(calls.some((call) => call.path === '/api/discountcode.php' && call.search.get('welcome') === 'true')).toBe(
      true,
    );
  });

  test('a running time bonus shows with its end, linking to /credits', async () => {
    await i18next.changeLanguage('en');
    const endsAt = hours(50);
    api({ credits: creditsAnswer({ time_bonus: { percent: 20, ends_at: endsAt } }) });
    await show(member());
    const offer = part('home-offer');
    expect(offer.getByText('+20% extra credits on every package')).toBeTruthy();
    const end = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(endsAt));
    expect(offer.getByText(`Until ${end}`).getAttribute('datetime')).toBe(endsAt);
    expect(offer.getByRole('link', { name: 'See the offers' }).getAttribute('href')).toBe('/credits');
  });

  test('an offer ending today says only the time', async () => {
    await i18next.changeLanguage('en');
    const lastSecond = new Date();
    lastSecond.setHours(23, 59, 59, 0);
    api({ credits: creditsAnswer({ time_bonus: { percent: 20, ends_at: lastSecond.toISOString() } }) });
    await show(member());
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(lastSecond);
    expect(part('home-offer').getByText(`Until ${time} today`)).toBeTruthy();
  });

  test('a time bonus that has ended is no offer', async () => {
    await i18next.changeLanguage('en');
    api({ credits: creditsAnswer({ time_bonus: { percent: 20, ends_at: hours(-1) } }) });
    await show(member());
    expect(screen.queryByTestId('home-offer')).toBeNull();
  });

  test('the welcome code of a member who never paid is offered; a paying member is not asked', async () => {
    await i18next.changeLanguage('en');
    const validUntil = hours(30);
    const { calls } = api({
      welcome: discountAnswer({ code: 'WELCOME-AB12', value: 25, valid_until: validUntil }),
    });
    await show(member());
    const offer = part('home-offer');
    expect(await offer.findByText('25% off your first purchase with code WELCOME-AB12')).toBeTruthy();
    expect(offer.queryByText(/extra credits/)).toBeNull();
    cleanup();

    calls.length = 0;
    await show(member({ paid_user: true }));
    expect(calls.map((call) => call.path)).toEqual(['/api/credits.php']);
    expect(screen.queryByTestId('home-offer')).toBeNull();
  });

  test('a failed credits call stays quiet: no offer, no premium link, no error', async () => {
    await i18next.changeLanguage('en');
    api({ credits: 'fails' });
    await show(member({ credits: 4 }));
    expect(screen.getByTestId('home-balance').textContent).toBe('4 credits');
    expect(screen.queryByTestId('home-offer')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go premium' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
