import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { member } from 'shared-contracts/testing';
import { initSignupI18n, renderWithSite } from '../../../testing/renderWithSite';
import { PhotoStep } from './PhotoStep';

beforeAll(() => {
  initSignupI18n('en');
  // jsdom has no object URLs; the preview only needs one to show.
  URL.createObjectURL = () => 'blob:preview';
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

// A new photo waits for review: nobody else sees it, and it is not the main photo yet.
const image = { id: 4, thumb_filename: 'photos/4-thumb.jpg', visibility: 'pending' as const, reason: null };
const uploaded = { image, images: [image], main_image: null };
const png = new File(['png'], 'me.png', { type: 'image/png' });

function renderStep(user = member()) {
  const onUser = jest.fn();
  const onDone = jest.fn();
  renderWithSite(<PhotoStep user={user} onUser={onUser} onDone={onDone} />, { signup: { showDots: false } });
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const choose = (file: File) => act(async () => void fireEvent.change(input, { target: { files: [file] } }));
  return { onUser, onDone, choose, save: () => screen.getByRole('button', { name: 'Save photo' }) };
}

describe('step 2, the photo', () => {
  test('another type than PNG or JPEG is refused at once; the photo chosen before stays and is the one sent', async () => {
    const upload = jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(uploaded));
    const { onUser, onDone, choose, save } = renderStep();
    expect(save().hasAttribute('disabled')).toBe(true);

    await choose(png);
    expect(screen.getByText('me.png')).toBeTruthy();
    await choose(new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a PNG or JPEG photo.');
    expect(screen.getByText('me.png')).toBeTruthy();

    fireEvent.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect((upload.mock.calls[0]?.[1]?.body as FormData).get('file')).toBe(png);
    expect(onUser.mock.calls[0]?.[0]).toMatchObject({ profile: { images: [image], main_image: null } });
  });

  // The server's reason, in the member's words; a photo storage that is down (503) is no fault of the photo, another
  // one would fare no better.
  test.each([
    [500, new Response('{}', { status: 500 }), 'The photo could not be uploaded. Please try another one.'],
    [
      415,
      Response.json(
        { error: 'unsupported_image', message: 'The file is not a readable PNG or JPEG image' },
        { status: 415 },
      ),
      'We could not read this file as a PNG or JPEG photo. Please choose another one.',
    ],
    [
      413,
      Response.json({ error: 'payload_too_large', message: 'Too large' }, { status: 413 }),
      'This photo is larger than 10 MB.',
    ],
    [
      413,
      Response.json({ error: 'image_too_large', message: 'Too many pixels' }, { status: 413 }),
      'This photo has more than 40 megapixels. Please choose a smaller one.',
    ],
    [
      429,
      Response.json({ error: 'rate_limited', message: 'Rate limit exceeded' }, { status: 429 }),
      'You have added many photos in the last hour. Please try again later.',
    ],
    [
      503,
      Response.json(
        { error: 'storage_unavailable', message: 'Photos are temporarily unavailable.' },
        { status: 503, headers: { 'retry-after': '60' } },
      ),
      'Photo uploads are temporarily unavailable. Please try again in a minute.',
    ],
  ])('a failed upload (%i) says why and the same photo can be sent again', async (_status, failure, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const upload = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(failure)
      .mockResolvedValueOnce(Response.json(uploaded));
    const { onDone, choose, save } = renderStep();
    await choose(png);

    fireEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));

    fireEvent.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledTimes(2);
  });

  test('the photos already uploaded say whether others see them', () => {
    const mine = member();
    renderStep({
      ...mine,
      profile: {
        ...mine.profile,
        images: [
          { ...image, id: 1, visibility: 'public' },
          { ...image, id: 2 },
          { ...image, id: 3, visibility: 'rejected', reason: 'fake_profile' },
        ],
      },
    });
    const states = screen.getAllByTestId('photo-state').map((state) => state.textContent);
    expect(states).toEqual([
      'Visible',
      'Waiting for reviewOnly you can see this photo until it has been checked.',
      'Not approved: fake profile',
    ]);
  });
});
