import { FictionalNote, LanderFooter, LanderPage, LanderTopBar } from '../../shared/LanderChrome';
import { Icon, type IconName } from '../../shared/Icons';
import { ProfileTile } from '../../shared/ProfileTile';
import { SignupCta } from '../../shared/SignupCta';
import { useLander } from '../../shared/useLander';
import { LanderPitch } from '../../shared/LanderPitch';
import { profileSlots, useLanderProfiles } from '../../shared/useLanderProfiles';

const benefits: [string, IconName][] = [
  ['free', 'gift'],
  ['nearby', 'pin'],
  ['chat', 'chat'],
  ['privacy', 'lock'],
  ['safe', 'shield'],
  ['quick', 'bolt'],
];
const FACES = 5;

/** /landers/iconslanding/…: the reasons to join, each with its own icon, and a few faces. */
export default function IconsLander() {
  const { t, text, niche, site } = useLander('iconslanding');
  const answer = useLanderProfiles(niche, FACES);
  const faces = profileSlots(answer, FACES);
  return (
    <LanderPage type="iconslanding" className="lander-icons-hero">
      <LanderTopBar site={site} dark={false} />
      <section className="container text-center pt-3 pb-5">
        <div className="d-flex justify-content-center mb-4" aria-hidden="true">
          {faces.map((profile, index) => (
            <div
              key={profile?.id ?? `face-${index}`}
              className="rounded-circle border border-3 border-white shadow-sm"
              style={{ width: 56, height: 56, marginLeft: index ? -14 : 0, overflow: 'hidden' }}
            >
              <ProfileTile profile={profile} caption="none" eager className="rounded-circle" link={false} />
            </div>
          ))}
        </div>
        <LanderPitch tone="light" text={text} titleWidth="16em" leadWidth="34em" />
      </section>
      <section className="container pb-5">
        <ul className="row g-3 g-lg-4 list-unstyled mb-0" data-testid="lander-benefits">
          {benefits.map(([key, icon]) => (
            <li className="col-sm-6 col-lg-4" key={key}>
              <div className="lander-benefit">
                <span className="lander-icon mb-3">
                  <Icon name={icon} size={28} />
                </span>
                <h2 className="h5 fw-bold">{t(`iconslanding.benefits.${key}.title`)}</h2>
                <p className="text-body-secondary mb-0">{t(`iconslanding.benefits.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="text-center mt-5">
          <SignupCta className="btn btn-primary btn-lg px-5 rounded-pill fw-semibold" testId="lander-cta-more">
            {text('ctaBottom')}
          </SignupCta>
        </div>
        <FictionalNote profiles={answer?.profiles ?? []} className="text-center text-body-secondary mt-4" />
      </section>
      <LanderFooter />
    </LanderPage>
  );
}
