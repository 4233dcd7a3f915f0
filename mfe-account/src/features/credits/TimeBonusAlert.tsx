import { useHydrated } from 'shared-contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeBonus } from 'shared-contracts/api/payments';

/** hh:mm:ss of a number of milliseconds (hours may pass 24). */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/** "+20% extra credits if you buy within 01:59:58", ticking each second; gone at `ends_at`. */
export function TimeBonusAlert({ bonus }: { bonus: TimeBonus }) {
  const { t } = useTranslation('account');
  const endsAt = Date.parse(bonus.ends_at);
  const [now, setNow] = useState(() => Date.now());
  // The server's clock is not the browser's: the seconds left show from the render after hydration.
  const hydrated = useHydrated();
  const over = !(endsAt > now);
  useEffect(() => {
    if (over) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [over]);
  if (over) return null;
  return (
    <div className="alert alert-success d-flex align-items-center gap-2" data-testid="time-bonus">
      {/* A drawn stopwatch: an emoji shows as an empty box where no emoji font is installed. */}
      <svg
        width="20"
        height="20"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        aria-hidden="true"
        className="flex-shrink-0"
      >
        <circle cx="8" cy="9.25" r="5.75" />
        <path d="M8 9.25V6M6 1h4M8 1v2.5" />
      </svg>
      <span>
        {t('credits.timeBonus', { percent: bonus.percent })}{' '}
        <time className="fw-bold font-monospace" dateTime={bonus.ends_at}>
          {hydrated && countdown(endsAt - now)}
        </time>
      </span>
    </div>
  );
}
