import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { clearPersisted } from '../testing/payments';
import { readPaymentCountry, useKeptChoice } from './persisted';

/** Every render's country, and a button that chooses another. */
function CountryShown({ renders }: { renders: string[] }) {
  const [country, choose] = useKeptChoice(readPaymentCountry);
  renders.push(country ?? 'own');
  return (
    <button type="button" onClick={() => choose('BE')}>
      {country ?? 'own'}
    </button>
  );
}

beforeEach(() => {
  clearPersisted();
  localStorage.setItem('payment_country', JSON.stringify('DE'));
});
afterEach(cleanup);

test("the hydrating render repeats the server's, which knows no kept choice; the kept one shows next", async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = '<button type="button">own</button>';
  const renders: string[] = [];
  const mismatches: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <CountryShown renders={renders} />, {
      onRecoverableError: (error) => mismatches.push(error),
    }),
  );
  expect(mismatches).toEqual([]);
  expect(renders[0]).toBe('own');
  expect(container.textContent).toBe('DE');
  act(() => root.unmount());
  container.remove();
});

test("a render of the browser's own starts with the kept choice, and a new choice replaces it", () => {
  const renders: string[] = [];
  render(<CountryShown renders={renders} />);
  expect(renders[0]).toBe('DE');
  fireEvent.click(screen.getByRole('button'));
  expect(screen.getByRole('button').textContent).toBe('BE');
});
