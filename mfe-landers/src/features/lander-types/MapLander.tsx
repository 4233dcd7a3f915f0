import { displayName } from 'shared-contracts';
import { LanderPage } from '../../shared/LanderChrome';
import { Icon } from '../../shared/Icons';
import { ProfileTile } from '../../shared/ProfileTile';
import { useLander } from '../../shared/useLander';
import { LanderPitch, MoreMembersCta } from '../../shared/LanderPitch';
import { profileSlots, useLanderProfiles } from '../../shared/useLanderProfiles';
import { MemberMap } from './MemberMap';

const SHOWN = 12;

/** /landers/maplanding/…: members around the visitor's geo-IP country on a map of our own, then their tiles. */
export default function MapLander() {
  const { t, text, niche, site, settings, locale } = useLander('maplanding');
  const answer = useLanderProfiles(niche, SHOWN, { map: true });
  const country = answer?.country || settings?.geoip_selected_country || settings?.countries[0] || '';
  const place = country ? displayName('region', country, locale) : '';
  const regionNames = new Map((settings?.region_data[country] ?? []).map((region) => [region.id, region.name]));
  const visitorRegion = answer?.map?.visitor_region ? regionNames.get(answer.map.visitor_region) : undefined;
  const slots = profileSlots(answer, 8);
  return (
    <LanderPage type="maplanding" className="bg-body">
      <header className="container d-flex align-items-center justify-content-between py-3">
        <span className="fw-bold fs-5 text-primary" data-testid="lander-brand">
          <Icon name="heart" size={22} className="me-1 align-text-bottom" />
          {site}
        </span>
        <span className="badge rounded-pill text-bg-light border">
          <Icon name="pin" size={14} className="me-1 text-primary" />
          {place}
        </span>
      </header>
      <section className="container pb-4">
        <div className="row align-items-center g-4">
          <div className="col-lg-5 text-center text-lg-start">
            <LanderPitch
              tone="light"
              text={text}
              title={text('title', { place })}
              lead={visitorRegion ? text('leadRegion', { region: visitorRegion }) : text('lead', { place })}
            />
          </div>
          <div className="col-lg-7">
            <div className="lander-map lander-map-frame d-flex align-items-center p-3" data-testid="lander-map">
              {answer?.map ? (
                <MemberMap
                  map={answer.map}
                  profiles={answer.profiles}
                  label={text('mapLabel', { place })}
                  youLabel={text('you')}
                  mark={settings?.fictional_icon ?? ''}
                />
              ) : (
                <span className="visually-hidden">{t('common.loading')}</span>
              )}
            </div>
            <p className="small text-body-secondary text-center mt-2 mb-0">{text('privacy')}</p>
          </div>
        </div>
      </section>
      <section className="container pb-5" aria-label={t('common.members')}>
        <h2 className="h4 mb-3">{text('nearby', { place })}</h2>
        <div className="lander-gallery-grid">
          {slots.map((profile, index) => (
            <ProfileTile key={profile?.id ?? `slot-${index}`} profile={profile} />
          ))}
        </div>
        <MoreMembersCta profiles={answer?.profiles ?? []}>{text('more')}</MoreMembersCta>
      </section>
    </LanderPage>
  );
}
