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

const image = { id: 4, thumb_filename: 'photos/4-thumb.jpg' };
const png = new File(['png'], 'me.png', { type: 'image/png' });

function renderStep() {
  const onUser = jest.fn();
  const onDone = jest.fn();
  renderWithSite(<PhotoStep user={member()} onUser={onUser} onDone={onDone} />, { signup: { showDots: false } });
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const choose = (file: File) => act(async () => void fireEvent.change(input, { target: { files: [file] } }));
  return { onUser, onDone, choose, save: () => screen.getByRole('button', { name: 'Save photo' }) };
}

describe('step 2, the photo', () => {
  test('another type than PNG or JPEG is refused at once; the photo chosen before stays and is the one sent', async () => {
    const upload = jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ image, images: [image] }));
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
    expect(onUser.mock.calls[0]?.[0]).toMatchObject({ profile: { images: [image], main_image: image } });
  });

  test('a failed upload says so and the same photo can be sent again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const upload = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('{}', { status: 500 }))
      .mockResolvedValueOnce(Response.json({ image, images: [image] }));
    const { onDone, choose, save } = renderStep();
    await choose(png);

    fireEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The photo could not be uploaded. Please try another one.',
    );
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));

    fireEvent.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledTimes(2);
  });
});
