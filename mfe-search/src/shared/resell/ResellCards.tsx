import { useTranslation } from 'react-i18next';
import { endpointUrl } from 'shared-contracts';
import { camRedirectEndpoint, resellPartnerEndpoint, type Cam } from 'shared-contracts/api/search';
import { countryName } from '../cards/names';
import { NameAndAge } from '../cards/UserText';

/**
 * A live cam (badge ONLINE): opens the partner's room in a new window through the click-recording redirect. Its
 * picture is the feed's own (a partner's address, or the demo partner's on this site), never a member's photo.
 */
export function CamCard({ cam }: { cam: Cam }) {
  const { t, i18n } = useTranslation('search');
  return (
    <article className="card h-100 shadow-sm border-success resell-card" data-testid="cam-card">
      <a
        href={endpointUrl(camRedirectEndpoint, { account: cam.account })}
        target="_blank"
        rel="noopener noreferrer sponsored"
        className="text-decoration-none text-reset d-flex flex-column h-100"
      >
        <span className="ratio ratio-1x1 bg-body-secondary rounded-top overflow-hidden d-block">
          <img src={cam.thumbnail} alt="" className="object-fit-cover" loading="lazy" decoding="async" />
        </span>
        <span className="badge text-bg-success position-absolute top-0 start-0 m-2">{t('resell.online')}</span>
        <span className="card-body p-2 p-sm-3">
          <span className="h6 d-block mb-1 text-truncate">
            <NameAndAge name={cam.name} age={cam.age} />
          </span>
          <span className="small text-body-secondary d-block text-truncate">
            {t('resell.camLine', { country: countryName(cam.country, i18n.language) })}
          </span>
          <span className="visually-hidden">{t('resell.newWindow')}</span>
        </span>
      </a>
    </article>
  );
}

/** The partner advert (badge AD), opened in a new window through /api/resellpartner.php. */
export function AdCard() {
  const { t } = useTranslation('search');
  return (
    <article className="card h-100 shadow-sm border-warning-subtle bg-warning-subtle resell-card" data-testid="ad-card">
      <a
        href={endpointUrl(resellPartnerEndpoint)}
        target="_blank"
        rel="noopener noreferrer sponsored"
        className="text-decoration-none text-reset d-flex flex-column justify-content-center h-100 p-3 text-center"
      >
        <span className="badge text-bg-warning position-absolute top-0 start-0 m-2">{t('resell.ad')}</span>
        <span className="h5 mt-4">{t('resell.adTitle')}</span>
        <span className="small text-body-secondary mb-3">{t('resell.adBody')}</span>
        <span className="btn btn-warning btn-sm align-self-center">{t('resell.adButton')}</span>
        <span className="visually-hidden">{t('resell.newWindow')}</span>
      </a>
    </article>
  );
}
