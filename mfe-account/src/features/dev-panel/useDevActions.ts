import { useTranslation } from 'react-i18next';
import { callEndpoint, removePersisted, SITE_ENTRY_WARNING_SKIPPED_KEY, switchDesignVersion } from 'shared-contracts';
import { creditsChanged, toastRequested, useAppDispatch, useUser } from 'shared-contracts/store';

/**
 * The dev panel's three actions (docs/product.md §2 Dev panel). Each reports what it did as a toast, so the panel and
 * the /_dev page behave the same.
 */
export function useDevActions() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const user = useUser();
  const report = (variant: 'success' | 'danger', body: string) => dispatch(toastRequested({ variant, body }));
  return {
    /** Setting credits needs a member; a visitor has none. */
    canSetCredits: !!user,
    async creditsToZero() {
      try {
        // The panel loads with every first page (developer tools on): a plain call, not RTK Query, and its contract
        // (zod with it) loads on the click.
        const { devCreditsEndpoint } = await import('shared-contracts/api/payments');
        const { credits } = await callEndpoint(devCreditsEndpoint, { body: { credits: 0 } });
        dispatch(creditsChanged(credits));
        report('success', t('devTools.creditsZeroDone'));
      } catch {
        report('danger', t('devTools.failed'));
      }
    },
    forgetEntryWarning() {
      removePersisted(SITE_ENTRY_WARNING_SKIPPED_KEY);
      report('success', t('devTools.entryWarningDone'));
    },
    switchDesign() {
      const version = switchDesignVersion();
      report('success', t('devTools.designDone', { version: t(`devTools.design.${version}`) }));
    },
  };
}
