import { useEffect, useReducer } from 'react';
import { activePremiumUntil, type User } from 'shared-contracts/api';
import type { Discount, TimeBonus } from 'shared-contracts/api/payments';
import { isFuture } from '../../shared/format';
import { freshOnEachVisit } from '../../shared/freshOnEachVisit';
import { useGetCreditsQuery, useGetWelcomeCodeQuery } from '../../shared/paymentsApi';

export interface AccountOffers {
  /** Whether premium plans are sold in the member's country; undefined while that is being asked. */
  premiumSold: boolean | undefined;
  /** The time bonus while it runs. */
  timeBonus: TimeBonus | null;
  /** The member's welcome code while it is valid. */
  welcome: Discount | null;
}

/** Renders again once `iso` has passed, so an offer leaves the page when it ends. */
function useRenderAgainAfter(iso: string | null) {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (iso === null) return undefined;
    const wait = Date.parse(iso) - Date.now();
    // setTimeout takes at most 2^31 - 1 ms (24 days); offers end within days of signup.
    if (!(wait > 0 && wait < 2 ** 31 - 1000)) return undefined;
    // A second after the end, so the render finds it over even on a timer that fires a little early.
    const timer = setTimeout(renderAgain, wait + 1000);
    return () => clearTimeout(timer);
  }, [iso]);
}

/**
 * What /credits offers the member now, from the same calls: the time bonus and plans of the member's own payment
 * country, and the welcome code (none for a member who has paid; an error of that call only means no offer either). A premium
 * member sends messages free: credit offers are not asked for.
 */
export function useAccountOffers(user: User): AccountOffers {
  const premium = activePremiumUntil(user) !== null;
  const credits = useGetCreditsQuery({}, { ...freshOnEachVisit, skip: premium });
  const { data: welcome } = useGetWelcomeCodeQuery(undefined, { ...freshOnEachVisit, skip: premium || user.paid_user });
  const timeBonus = credits.data?.time_bonus ?? null;
  const runningBonus = timeBonus && isFuture(timeBonus.ends_at) ? timeBonus : null;
  const validWelcome = welcome && (welcome.valid_until === null || isFuture(welcome.valid_until)) ? welcome : null;
  useRenderAgainAfter(runningBonus?.ends_at ?? null);
  useRenderAgainAfter(validWelcome?.valid_until ?? null);
  return {
    premiumSold: credits.data ? credits.data.plans.length > 0 : credits.isError ? false : undefined,
    timeBonus: runningBonus,
    welcome: validWelcome,
  };
}
