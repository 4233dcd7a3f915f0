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

/**
 * GET /api/credits.php?country=&discount_code=: packages, plans and methods of a payment country (the member's own
 * without), each quoted with the member's discount code (if given) and time bonus.
 */
export function useCredits(country: string | undefined, discountCode?: string): CreditsState {
  const key = `${country ?? ''} ${discountCode ?? ''}`;
  const [result, setResult] = useState<{ key: string; data?: CreditsResponse; error?: unknown } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const code = discountCode ? { discount_code: discountCode } : {};
    const load = (query: { country?: string }) =>
      callEndpoint(creditsEndpoint, { query: { ...query, ...code }, signal: controller.signal });
    // A country the site no longer offers (a stale persisted choice) falls back to the member's own.
    load(country ? { country } : {})
      .catch((error: unknown) => {
        if (country && error instanceof ApiRequestError && (error.status === 400 || error.status === 422))
          return load({});
        throw error;
      })
      .then(
        (data) => setResult({ key, data }),
        (error: unknown) => {
          if (!controller.signal.aborted) setResult((previous) => ({ key, data: previous?.data, error }));
        },
      );
    return () => controller.abort();
  }, [key, country, discountCode]);
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
export function useChosenCountryCredits(discountCode?: string) {
  const [country, setCountry] = useState<string | undefined>(() => readPaymentCountry());
  const state = useCredits(country, discountCode);
  const chooseCountry = (code: string) => {
    writePaymentCountry(code);
    setCountry(code);
  };
  const shownCountry = state.loading && country ? country : (state.data?.country ?? '');
  return { ...state, shownCountry, chooseCountry };
}
