import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from 'shared-contracts';
import { signupApi } from '../signupApi';

const TICK_MS = 900;
const MAX_TICKS = 20;

/** Which message shows at a tick: 1 below tick 4, 2 below 7, 3 below 10, then 4 (docs/product.md §4 Activation progress). */
export const progressMessageAt = (tick: number): 1 | 2 | 3 | 4 => (tick < 4 ? 1 : tick < 7 ? 2 : tick < 10 ? 3 : 4);

/** Says the activation mail is on its way; polls its delivery every 900 ms, for at most 20 ticks. */
export function ActivationProgress({ email }: { email: string }) {
  const { t } = useTranslation('signup');
  const [tick, setTick] = useState(0);
  const [delivered, setDelivered] = useState(false);

  useEffect(() => {
    if (delivered || tick >= MAX_TICKS) return;
    const timer = window.setTimeout(() => {
      signupApi
        .activationStatus()
        .then((status) => setDelivered(status.delivered))
        .catch((error: unknown) => console.error('Activation status failed', error))
        .finally(() => setTick((value) => value + 1));
    }, TICK_MS);
    return () => window.clearTimeout(timer);
  }, [tick, delivered]);

  if (delivered) {
    return (
      <div className="alert alert-success" role="status" data-testid="activation-delivered">
        {t('activation.delivered', { email: isolate(email) })}
      </div>
    );
  }
  const message = progressMessageAt(tick);
  return (
    <div className="alert alert-info d-flex align-items-center gap-3" role="status" data-testid="activation-progress">
      {tick < MAX_TICKS && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
      <span>{t(`activation.progress${message}`, { email: isolate(email) })}</span>
    </div>
  );
}
