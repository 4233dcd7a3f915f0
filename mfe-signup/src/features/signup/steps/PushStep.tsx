import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from 'shared-contracts/store';
import { subscribeBrowser } from 'shared-contracts';
import { signupApi } from '../signupApi';
import { StepFrame } from '../StepFrame';

/** Step 1: would the member like notifications? Yes subscribes; no skips ahead (docs/product.md §2). */
export function PushStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      const subscription = await subscribeBrowser(settings.push_pub);
      if (subscription) await signupApi.addPushSubscription(subscription.toJSON());
    } catch (error) {
      console.error('Push subscription failed', error);
    }
    onDone();
  };
  return (
    <StepFrame step={1} title={t('push.title')} intro={t('push.intro')}>
      <div className="d-flex flex-column flex-sm-row gap-2 mt-4">
        <button type="button" className="btn btn-primary flex-grow-1" onClick={() => void accept()} disabled={busy}>
          {t('push.yes')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone} disabled={busy}>
          {t('push.no')}
        </button>
      </div>
    </StepFrame>
  );
}
