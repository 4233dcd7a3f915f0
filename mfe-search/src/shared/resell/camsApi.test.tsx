import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { configureApp } from 'shared-contracts';
import type { FilterOptions, Cam } from 'shared-contracts/api/search';
import { renderWithSite } from 'shared-contracts/testing/render';
import { useCams } from './camsApi';

beforeAll(() => configureApp({ apiBaseUrl: 'http://localhost' }));
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const filters = (minAge: number): FilterOptions => ({
  gender: 'female',
  min_age: minAge,
  max_age: 40,
  country: 'NL',
  countryregion: 0,
});
const cam = (name: string): Cam => ({ account: name, name, age: 25, country: 'NL', thumbnail: `/${name}.jpg` });

/**
 * The cam feed: each call waits until the test answers it with the cams named after its minimum age; an aborted call
 * is recorded as such.
 */
function camFeed() {
  const calls: { minAge: string; signal: AbortSignal | null | undefined; answer: () => void }[] = [];
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const minAge = new URL(request.url).searchParams.get('min_age') ?? '';
    return new Promise((resolve, reject) => {
      // As fetch does: an aborted call rejects.
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({
        minAge,
        signal: request.signal,
        answer: () => resolve(Response.json({ cams: { 0: cam(`cam${minAge}`) } })),
      });
    });
  });
  return calls;
}

/** The search grid's cams, with buttons for what the member changes: the minimum age, and whether cams are shown. */
function CamNames({ initial }: { initial: { minAge: number | null; enabled: boolean } }) {
  const [minAge, setMinAge] = useState(initial.minAge);
  const [enabled, setEnabled] = useState(initial.enabled);
  const cams = useCams(minAge === null ? null : filters(minAge), enabled);
  return (
    <>
      <p data-testid="cams">{cams === null ? 'on their way' : cams.map((entry) => entry.name).join(',') || 'none'}</p>
      <button onClick={() => setMinAge(25)}>from 25</button>
      <button onClick={() => setMinAge(20)}>from 20</button>
      <button onClick={() => setEnabled(!enabled)}>toggle</button>
    </>
  );
}

const shown = () => screen.getByTestId('cams').textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the cams in the search grid', () => {
  test("follow the search's filters; a call for filters since changed is aborted and never shown", async () => {
    const calls = camFeed();
    renderWithSite(<CamNames initial={{ minAge: 20, enabled: true }} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    // Until the first answer the grid keeps the cams' places.
    expect(shown()).toBe('on their way');
    click('from 25');
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(calls[0]?.signal?.aborted).toBe(true));
    calls[1]?.answer();
    await waitFor(() => expect(shown()).toBe('cam25'));
    calls[0]?.answer();
    expect(shown()).toBe('cam25');
  });

  test('are none for a member the cards are not for, or before the filters are known, and nothing is asked', async () => {
    const calls = camFeed();
    renderWithSite(<CamNames initial={{ minAge: null, enabled: true }} />);
    expect(shown()).toBe('none');
    click('toggle');
    click('from 20');
    expect(shown()).toBe('none');
    expect(calls).toHaveLength(0);
    click('toggle');
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.answer();
    await waitFor(() => expect(shown()).toBe('cam20'));
    click('toggle');
    expect(shown()).toBe('none');
  });

  test('a failed call shows no cams and only reaches the console', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('oops', { status: 500 }));
    renderWithSite(<CamNames initial={{ minAge: 20, enabled: true }} />);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(shown()).toBe('none');
  });

  test('the call goes when the grid does', async () => {
    const calls = camFeed();
    const { unmount } = renderWithSite(<CamNames initial={{ minAge: 20, enabled: true }} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    unmount();
    await waitFor(() => expect(calls[0]?.signal?.aborted).toBe(true));
    await waitFor(() => expect(console.info).toHaveBeenCalledWith('The webcam request was aborted'));
  });
});
