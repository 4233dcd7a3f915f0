import { useEffect, useState } from 'react';
import { ApiRequestError, callEndpoint } from 'shared-contracts';
import { creditsEndpoint, type CreditsResponse } from 'shared-contracts/api/payments';
import { readPaymentCountry, writePaymentCountry } from './persisted';

interface CreditsState {
  /** The latest answer, kept while another country loads. */
  data: CreditsResponse | null;
  loading: boolean;
  error: unknown;
}

/** GET /api/credits.php?country=: packages, plans and methods of a payment country (the member's own without). */
export function useCredits(country: string | undefined): CreditsState {
  const key = country ?? '';
  const [result, setResult] = useState<{ key: string; data?: CreditsResponse; error?: unknown } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const load = (query: { country?: string }) => callEndpoint(creditsEndpoint, { query, signal: controller.signal });
    // A country the site no longer offers (a stale persisted choice) falls back to the member's own.
    load(key ? { country: key } : {})
      .catch((error: unknown) => {
        if (key && error instanceof ApiRequestError && (error.status === 400 || error.status === 422)) return load({});
        throw error;
      })
      .then(
        (data) => setResult({ key, data }),
        (error: unknown) => {
          if (!controller.signal.aborted) setResult((previous) => ({ key, data: previous?.data, error }));
        },
      );
    return () => controller.abort();
  }, [key]);
  return {
    data: result?.data ?? null,
    loading: result?.key !== key,
    error: result?.key === key ? result.error : undefined,
  };
}

/**
 * useCredits for the payment country the member chose (kept across pages), and the way to choose another. While
 * another country loads, `shownCountry` is already the new one.
 */
export function useChosenCountryCredits() {
  const [country, setCountry] = useState<string | undefined>(() => readPaymentCountry());
  const state = useCredits(country);
  const chooseCountry = (code: string) => {
    writePaymentCountry(code);
    setCountry(code);
  };
  const shownCountry = state.loading && country ? country : (state.data?.country ?? '');
  return { ...state, shownCountry, chooseCountry };
}
