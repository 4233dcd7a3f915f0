import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, member, mockApi } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { initSignupI18n } from '../../testing/renderWithSite';
import { SignupWizard } from './SignupWizard';

beforeAll(() => initSignupI18n('en'));
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

/** A member who signed up and comes back: without push in this browser, the wizard resumes at the photo step. */
function renderWizard() {
  mockApi(() => apiError(404, 'not_found'));
  const scrolled = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  renderWithSite(<SignupWizard profileId={null} autoSkip={false} />, {
    user: member(),
    settings: { signup: { showDots: false }, push_pub: '' },
  });
  return { scrolled };
}

describe('between the steps (docs/product.md §2)', () => {
  test('the frame and a spinner stand while the next step loads, never an empty page', async () => {
    renderWizard();
    // The later steps are one chunk, loaded on demand: until it is there, the step's frame says it is loading.
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect(screen.getByRole('progressbar', { name: 'Signup progress' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Add a profile photo' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  test('each step opens at the top, with the keyboard and screen readers on its heading', async () => {
    const { scrolled } = renderWizard();
    const first = await screen.findByRole('heading', { name: 'Add a profile photo' });
    // The page's first step is where the member arrived: nothing is moved.
    expect(document.activeElement).not.toBe(first);
    expect(scrolled).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue without photo' }));
    });
    const next = await screen.findByRole('heading', { name: 'Where do you live?' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(scrolled.mock.calls.at(-1)).toEqual([{ top: 0 }]);
  });
});
