import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath, useHydrated } from 'shared-contracts';
import type { Discount, TimeBonus } from 'shared-contracts/api/payments';
import { useFormat } from '../../shared/format';
import { StatusPart } from './StatusPart';

const isToday = (iso: string) => new Date(iso).toDateString() === new Date().toDateString();

/** One offer and when it ends: "until 18:00 today", or its date and time when that is another day. */
function OfferLine({ text, endsAt }: { text: string; endsAt: string | null }) {
  const { t } = useTranslation('account', { keyPrefix: 'home.offer' });
  const format = useFormat();
  // Today is the browser's, in its time zone: the server and the hydrating render name the date.
  const today = useHydrated() && endsAt !== null && isToday(endsAt);
  return (
    <div>
      <p className="fw-semibold mb-0">{text}</p>
      {endsAt !== null && (
        <p className="small mb-0">
          <time dateTime={endsAt}>
            {today ? t('untilToday', { time: format.time(endsAt) }) : t('untilDate', { date: format.dateTime(endsAt) })}
          </time>
        </p>
      )}
    </div>
  );
}

/** The offers /credits prices in while they run (the caller shows this only then): the time bonus, the welcome code. */
export function RunningOffer({ timeBonus, welcome }: { timeBonus: TimeBonus | null; welcome: Discount | null }) {
  const { t } = useTranslation('account', { keyPrefix: 'home.offer' });
  return (
    <StatusPart title={t('title')} testId="home-offer" tone="offer">
      {timeBonus && <OfferLine text={t('timeBonus', { percent: timeBonus.percent })} endsAt={timeBonus.ends_at} />}
      {welcome && (
        <OfferLine
          text={
            welcome.kind === 'percent'
              ? t('welcomePercent', { value: welcome.value, code: welcome.code })
              : t('welcomeCredits', { value: welcome.value, code: welcome.code })
          }
          endsAt={welcome.valid_until}
        />
      )}
      <Link className="btn btn-sm btn-outline-primary align-self-start mt-auto" to={routePath('credits')}>
        {t('link')}
      </Link>
    </StatusPart>
  );
}
