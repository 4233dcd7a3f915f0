import { FictionalNote, LanderFooter, LanderPage, LanderTopBar } from '../../shared/LanderChrome';
import { Icon, type IconName } from '../../shared/Icons';
import { ProfileTile } from '../../shared/ProfileTile';
import { useLander } from '../../shared/useLander';
import { LanderPitch } from '../../shared/LanderPitch';
import { profileSlots, useLanderProfiles } from '../../shared/useLanderProfiles';

const SHOWN = 7;
const points: [string, IconName][] = [
  ['free', 'gift'],
  ['nearby', 'pin'],
  ['private', 'lock'],
];

/** /landers/collagelanding/…: a photo collage of the niche's members beside the invitation. */
export default function CollageLander() {
  const { t, text, niche, site } = useLander('collagelanding');
  const answer = useLanderProfiles(niche, SHOWN);
  const slots = profileSlots(answer, SHOWN);
  return (
    <LanderPage type="collagelanding" className="lander-dark">
      <LanderTopBar site={site} />
      <section className="container py-3 py-lg-5 flex-grow-1 d-flex align-items-center">
        <div className="row g-4 g-lg-5 align-items-center w-100 mx-0">
          <div className="col-lg-5 order-2 order-lg-1 text-center text-lg-start px-0 px-lg-3">
            <LanderPitch tone="dark" text={text} noteSpaced />
            <ul className="list-unstyled d-flex flex-wrap justify-content-center justify-content-lg-start gap-2 mb-0">
              {points.map(([key, icon]) => (
                <li key={key} className="lander-chip">
                  <Icon name={icon} size={16} /> {t(`common.chips.${key}`)}
                </li>
              ))}
            </ul>
            <FictionalNote profiles={answer?.profiles ?? []} className="mt-3 text-muted-light" />
          </div>
          <div className="col-lg-7 order-1 order-lg-2 px-0 px-lg-3">
            <div className="lander-collage-wrap">
              <div className="lander-collage" data-testid="lander-collage">
                {slots.slice(0, 6).map((profile, index) => (
                  <ProfileTile
                    key={profile?.id ?? `slot-${index}`}
                    profile={profile}
                    large={index === 0}
                    eager={index < 3}
                    caption={index === 0 ? 'over' : 'none'}
                  />
                ))}
              </div>
            </div>
          </div>
        </div>
      </section>
      <LanderFooter dark />
    </LanderPage>
  );
}
