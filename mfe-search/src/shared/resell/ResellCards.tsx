import { useTranslation } from 'react-i18next';
import { endpointUrl } from 'shared-contracts';
import { camRedirectEndpoint, resellPartnerEndpoint, type Cam } from 'shared-contracts/api/search';
import { countryName } from '../cards/names';
import { NameAndAge } from '../cards/UserText';
import '../cards/profileCard.css';

/**
 * A live cam (badge ONLINE), in the members' card shape: opens the partner's room in a new window through the
 * click-recording redirect. Its picture is the feed's own (a partner's address, or the demo partner's on this site),
 * never a member's photo. In the first row its picture is often the page's largest (its LCP): that one loads at once.
 */
export function CamCard({ cam, eager = false }: { cam: Cam; eager?: boolean }) {
  const { t, i18n } = useTranslation('search');
  return (
    <a
      href={endpointUrl(camRedirectEndpoint, { account: cam.account })}
      target="_blank"
      rel="noopener noreferrer sponsored"
      className="profile-card resell-card"
      data-testid="cam-card"
    >
      <span className="profile-card-photo">
        <img
          src={cam.thumbnail}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
        <span className="profile-card-overlay d-block">
          <span className="profile-card-name d-block text-truncate">
            <NameAndAge name={cam.name} age={cam.age} />
          </span>
          <span className="profile-card-place d-block text-truncate">
            {t('resell.camLine', { country: countryName(cam.country, i18n.language) })}
          </span>
          <span className="visually-hidden">{t('resell.newWindow')}</span>
        </span>
        <span className="profile-card-badges">
          <span className="badge text-bg-success d-inline-flex align-items-center">
            <span className="live-dot" aria-hidden="true" />
            {t('resell.online')}
          </span>
        </span>
      </span>
    </a>
  );
}

/** The partner advert (badge AD), opened in a new window through /api/resellpartner.php. */
export function AdCard() {
  const { t } = useTranslation('search');
  return (
    <a
      href={endpointUrl(resellPartnerEndpoint)}
      target="_blank"
      rel="noopener noreferrer sponsored"
      className="profile-card resell-card bg-warning-subtle border-warning-subtle justify-content-center p-3 text-center position-relative"
      data-testid="ad-card"
    >
      <span className="profile-card-badges">
        <span className="badge text-bg-warning">{t('resell.ad')}</span>
      </span>
      <span className="h5 mt-4">{t('resell.adTitle')}</span>
      <span className="small text-body-secondary mb-3">{t('resell.adBody')}</span>
      <span className="btn btn-warning btn-sm rounded-pill align-self-center">{t('resell.adButton')}</span>
      <span className="visually-hidden">{t('resell.newWindow')}</span>
    </a>
  );
}
