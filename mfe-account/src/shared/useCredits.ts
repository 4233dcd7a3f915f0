import type { CreditsResponse } from 'shared-contracts/api/payments';
import { freshOnEachVisit } from './freshOnEachVisit';
import { readPaymentCountry, useKeptChoice, writePaymentCountry } from './persisted';
import { useGetCreditsQuery } from './paymentsApi';

interface CreditsState {
  /** The latest answer, kept while another country loads. */
  data: CreditsResponse | null;
  /** No answer for this country and code yet. */
  loading: boolean;
  error: unknown;
}

/**
 * The packages, plans and methods of a payment country (the member's own without), each quoted with the member's
 * discount code (if given) and time bonus.
 */
export function useCredits(country: string | undefined, discountCode?: string): CreditsState {
  const { data, currentData, isFetching, error } = useGetCreditsQuery({ country, discountCode }, freshOnEachVisit);
  return { data: data ?? null, loading: isFetching && currentData === undefined, error };
}

/**
 * useCredits for the payment country the member chose (kept across pages), and the way to choose another. While
 * another country loads, `shownCountry` is already the new one.
 */
export function useChosenCountryCredits(discountCode?: string) {
  const [country, setCountry] = useKeptChoice(readPaymentCountry);
  const state = useCredits(country, discountCode);
  const chooseCountry = (code: string) => {
    writePaymentCountry(code);
    setCountry(code);
  };
  const shownCountry = state.loading && country ? country : (state.data?.country ?? '');
  return { ...state, shownCountry, chooseCountry };
}
