import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { configureApp } from 'shared-contracts';
import type { User } from 'shared-contracts/api';
import { member, json, mockApi, type Call } from 'shared-contracts/testing';
import { selectUser } from 'shared-contracts/store';
import { initAccountI18n, renderPage } from '../../testing/payments';
import { MyProfilePage } from './MyProfilePage';

beforeAll(() => {
  // The preview reads through RTK Query, whose requests need an absolute address outside a browser.
  configureApp({ apiBaseUrl: 'http://localhost' });
  return initAccountI18n('en', ['en', 'nl', 'de']);
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const settings = {
  countries: ['NL', 'BE'],
  region_data: {
    NL: [
      { id: 5, name: 'Utrecht' },
      { id: 6, name: 'Zeeland' },
    ],
    BE: [{ id: 9, name: 'Antwerpen' }],
  },
  visible_profile_fields: ['city', 'looking_for'],
  visible_profile_notes: ['about_me'],
  allowed_values: { looking_for: ['friendship', 'dating'] },
};

const photo = (
  id: number,
  visibility: 'pending' | 'public' | 'rejected' | 'removed' = 'public',
  reason: 'nudity' | null = null,
) => ({ id, thumb_filename: `photos/${id}-thumb.jpg`, visibility, reason });

function someone(profile: Partial<User['profile']> = {}) {
  return member(
    { email: 'sam@example.org' },
    {
      id: 7,
      name: 'Sam',
      city: 'Utrecht',
      countryregion: 5,
      fields: { looking_for: 'dating', about_me: 'Hello there' },
      ...profile,
    },
  );
}

/** The public profile call's answer for the member's current state. */
const publicProfile = (user: User) =>
  json({
    profile: {
      ...user.profile,
      images: user.profile.images.map((image) => ({ ...image, filename: image.thumb_filename })),
      liked: false,
    },
  });

/** A fake API that keeps the member's state: PUT user.php and the photo calls change it, profile.php shows it. */
function fakeApi(start: User, overrides: (call: Call) => Response | undefined = () => undefined) {
  let user = start;
  const api = mockApi((call) => {
    const override = overrides(call);
    if (override) return override;
    const body = call.body as Record<string, unknown>;
    if (call.path === '/api/profile.php') return publicProfile(user);
    if (call.path === '/api/user.php' && call.method === 'PUT') {
      const { fields, ...rest } = body as { fields: Record<string, string> };
      user = { ...user, profile: { ...user.profile, ...rest, fields } } as User;
      return json({ user });
    }
    if (call.path === '/api/profileimage.php') {
      let { images, main_image } = user.profile;
      if ('main' in body) main_image = images.find((image) => image.id === body.main) ?? null;
      if ('order' in body) images = (body.order as number[]).map((id) => photo(id));
      if ('image' in body) {
        images = images.filter((image) => image.id !== body.image);
        if (main_image?.id === body.image) main_image = images[0] ?? null;
      }
      user = { ...user, profile: { ...user.profile, images, main_image } };
      return json({ images, main_image });
    }
    if (call.path === '/api/password.php') return json({ done: true });
    return json({ error: 'not_found', message: 'no' }, 404);
  });
  return { ...api, current: () => user };
}

const open = (user: User) => renderPage(<MyProfilePage />, '/profile', '/profile', { user, settings });

describe('my profile', () => {
  test('shows what signup collected and saves the edits; the preview and the shared member follow', async () => {
    await i18next.changeLanguage('en');
    const user = someone();
    const { calls } = fakeApi(user);
    const { store } = open(user);

    const preview = await screen.findByTestId('profile-preview');
    expect(await within(preview).findByText('Hello there')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Sam');
    expect((screen.getByLabelText('Region') as HTMLSelectElement).value).toBe('5');
    expect((screen.getByLabelText('Looking for') as HTMLSelectElement).value).toBe('dating');
    expect(screen.getByRole('link', { name: 'Notifications and e-mail address' }).getAttribute('href')).toBe(
      '/notifications',
    );

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Samantha ' } });
    fireEvent.change(screen.getByLabelText('About me'), { target: { value: 'Walks by the canal' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '05' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '04' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1990' } });
    fireEvent.change(screen.getByLabelText('Looking for'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my profile' }));

    expect((await screen.findByTestId('profile-saved')).textContent).toBe('Your profile has been saved.');
    const saved = calls.find((call) => call.method === 'PUT' && call.path === '/api/user.php');
    expect(saved?.body).toEqual({
      name: 'Samantha',
      gender: null,
      date_of_birth: '1990-04-05',
      fields: { looking_for: '', about_me: 'Walks by the canal' },
      country: 'NL',
      countryregion: 5,
      city: 'Utrecht',
    });
    expect(await within(preview).findByText('Walks by the canal')).toBeTruthy();
    expect(within(preview).getByTestId('preview-name').textContent).toContain('Samantha');
    expect(selectUser(store.getState())?.profile.name).toBe('Samantha');
  });

  test("checks signup's rules before sending: a name starting with @, an impossible date of birth", async () => {
    await i18next.changeLanguage('en');
    const user = someone();
    const { calls } = fakeApi(user);
    open(user);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '@sam' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '02' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByText('Your name cannot start with @')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a real date of birth; you must be at least 18 years old')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'SAM@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByText('Your name cannot be your e-mail address')).toBeTruthy();
  });

  test("shows the server's field errors at their fields", async () => {
    await i18next.changeLanguage('nl');
    const user = someone();
    fakeApi(user, (call) =>
      call.method === 'PUT' && call.path === '/api/user.php'
        ? json(
            { error: 'validation', message: 'Invalid', fields: { city: 'max_length', countryregion: 'not_allowed' } },
            400,
          )
        : undefined,
    );
    open(user);
    fireEvent.click(screen.getByRole('button', { name: 'Profiel opslaan' }));
    expect(await screen.findByText('Controleer de gemarkeerde velden.')).toBeTruthy();
    expect(screen.getByLabelText('Woonplaats').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Regio').getAttribute('aria-invalid')).toBe('true');
  });

  test('"Use my location" fills country, region and city from the browser position', async () => {
    await i18next.changeLanguage('en');
    const user = someone({ country: 'NL', countryregion: 0, city: '' });
    const { calls } = fakeApi(user, (call) =>
      call.path === '/api/geocode.php' ? json({ country: 'BE', countryregion: 9, city: 'Antwerpen' }) : undefined,
    );
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: 51.2194, longitude: 4.4025 } } as GeolocationPosition),
      },
    });
    open(user);
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Your location has been filled in. Save your profile to keep it.')).toBeTruthy();
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('BE');
    expect((screen.getByLabelText('Region') as HTMLSelectElement).value).toBe('9');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Antwerpen');
    expect(calls.find((call) => call.path === '/api/geocode.php')?.search.toString()).toBe('lat=51.21940&lon=4.40250');
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  test('each photo says whether others see it; only a visible one can be made main', async () => {
    await i18next.changeLanguage('en');
    const user = someone({
      images: [photo(1), photo(2, 'pending'), photo(3, 'rejected', 'nudity'), photo(4, 'removed', 'nudity')],
      main_image: photo(1),
    });
    fakeApi(user);
    open(user);
    const [visible, waiting, rejected, removed] = screen.getAllByTestId('my-photo') as HTMLElement[];
    expect(within(visible as HTMLElement).getByTestId('photo-state').textContent).toBe('Visible');
    expect(within(waiting as HTMLElement).getByTestId('photo-state').textContent).toBe(
      'Waiting for reviewOnly you can see this photo until it has been checked.',
    );
    expect(within(rejected as HTMLElement).getByText('Not approved: nudity')).toBeTruthy();
    expect(within(removed as HTMLElement).getByText('Removed: nudity')).toBeTruthy();
    for (const other of [waiting, rejected, removed])
      expect(within(other as HTMLElement).queryByRole('button', { name: 'Make main photo' })).toBeNull();
    await i18next.changeLanguage('nl');
    expect(await within(waiting as HTMLElement).findByText('Wacht op controle')).toBeTruthy();
    expect(within(rejected as HTMLElement).getByText('Niet goedgekeurd: naaktheid')).toBeTruthy();
    await i18next.changeLanguage('en');
  });

  test('the photos: make another one main, move it, delete one; each change refreshes the preview', async () => {
    await i18next.changeLanguage('en');
    const user = someone({ images: [photo(1), photo(2), photo(3)], main_image: photo(1) });
    const { calls } = fakeApi(user);
    open(user);
    const items = () => screen.getAllByTestId('my-photo');
    const photoCalls = () => calls.filter((call) => call.path === '/api/profileimage.php');
    const previewCalls = () => calls.filter((call) => call.path === '/api/profile.php').length;
    expect(within(items()[0] as HTMLElement).getByText('Main photo')).toBeTruthy();
    await screen.findByTestId('profile-preview');
    await waitFor(() => expect(previewCalls()).toBe(1));

    fireEvent.click(within(items()[1] as HTMLElement).getByRole('button', { name: 'Make main photo' }));
    await waitFor(() => expect(within(items()[1] as HTMLElement).queryByText('Main photo')).toBeTruthy());
    expect(photoCalls().at(-1)).toMatchObject({ method: 'PUT', body: { main: 2 } });
    // The change invalidated the member's Profile tag: the preview asks for the public profile again.
    await waitFor(() => expect(previewCalls()).toBe(2));

    // The first one has no "up"; moving photo 2 up puts it first, and the keyboard stays on the moved photo.
    expect((screen.getByRole('button', { name: 'Move photo 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    await waitFor(() => expect(items()[0]?.getAttribute('data-photo')).toBe('2'));
    expect(photoCalls().at(-1)).toMatchObject({ method: 'PUT', body: { order: [2, 1, 3] } });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 1 down' })));

    jest.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 3' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(photoCalls().at(-1)).toMatchObject({ method: 'DELETE', body: { image: 3 } });
  });

  // The server's reason, in the member's words: a file that only looks like a photo, too big, too many, too often,
  // the storage down (then another photo would fare no better).
  test.each([
    ['en', 415, 'unsupported_image', 'We could not read this file as a PNG or JPEG photo. Please choose another one.'],
    [
      'de',
      415,
      'unsupported_image',
      'Wir konnten diese Datei nicht als PNG- oder JPEG-Foto lesen. Bitte wähle eine andere.',
    ],
    ['en', 413, 'payload_too_large', 'This photo is larger than 10 MB.'],
    ['en', 413, 'image_too_large', 'This photo has more than 40 megapixels. Please choose a smaller one.'],
    ['en', 400, 'too_many_parts', 'Please add one photo at a time.'],
    ['en', 429, 'rate_limited', 'You have added many photos in the last hour. Please try again later.'],
    ['en', 503, 'storage_unavailable', 'Photo uploads are temporarily unavailable. Please try again in a minute.'],
    ['en', 500, 'internal', 'That did not work just now. Please try again.'],
  ])('an upload refused (%s, %i %s) says why', async (locale, status, error, message) => {
    await i18next.changeLanguage(locale);
    const user = someone({ images: [photo(1)], main_image: photo(1) });
    fakeApi(user, (call) =>
      call.path === '/api/profileimage.php' && call.method === 'POST'
        ? json({ error, message: 'The server says why in English.' }, status)
        : undefined,
    );
    open(user);
    const input = await screen.findByTestId('photo-input');
    // The name and type say PNG; only the server can tell the content is not.
    fireEvent.change(input, { target: { files: [new File(['not a png'], 'me.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getAllByTestId('my-photo')).toHaveLength(1);
  });

  test('changing the password: a wrong current one shows at its field, then success', async () => {
    await i18next.changeLanguage('en');
    const user = someone();
    let wrong = true;
    const { calls } = fakeApi(user, (call) =>
      call.path === '/api/password.php' && wrong
        ? json({ error: 'validation', message: 'Invalid', fields: { current: 'wrong_password' } }, 400)
        : undefined,
    );
    open(user);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('Value is required')).toHaveLength(2);
    expect(calls.filter((call) => call.path === '/api/password.php')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old one' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This is not your current password.')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');

    wrong = false;
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByTestId('password-changed')).textContent).toBe(
      'Your password has been changed. You have been logged out on your other devices.',
    );
    expect(calls.filter((call) => call.path === '/api/password.php').at(-1)).toMatchObject({
      method: 'PUT',
      body: { current: 'old one', password: 'new one' },
    });
  });
});
