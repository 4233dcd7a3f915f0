import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat, routePath } from 'shared-contracts';
import type { Profile } from 'shared-contracts/api';
import { useSettings } from 'shared-contracts/store';
import { profileCompleteness } from './profileCompleteness';
import { StatusPart } from './StatusPart';

/** How complete the member's profile is, and the one step that would help it most, as a link to /profile. */
export function ProfileProgress({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('account', { keyPrefix: 'home.profile' });
  const settings = useSettings();
  const { percent, next } = profileCompleteness(profile, settings);
  const step = next ?? 'done';
  const shown = numberFormat(i18n.language, { style: 'percent' }).format(percent / 100);
  return (
    <StatusPart title={t('title')} testId="home-profile">
      <div className="d-flex align-items-center gap-2">
        <div
          className="progress flex-grow-1"
          role="progressbar"
          aria-label={t('progress')}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          style={{ height: '0.5rem' }}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
        <span className="small fw-semibold text-nowrap" data-testid="home-profile-percent">
          {t('complete', { percent: shown })}
        </span>
      </div>
      <p className="small mb-0" data-testid="home-profile-step">
        {t(`${step}.text`)}
      </p>
      {/* /profile has no anchors for its parts; its photos come first. */}
      <Link className="btn btn-sm btn-outline-primary align-self-start mt-auto" to={routePath('profile')}>
        {t(`${step}.action`)}
      </Link>
    </StatusPart>
  );
}
