import { FictionalMark, LanderFooter, LanderPage, LanderTopBar } from '../../shared/LanderChrome';
import { Icon } from '../../shared/Icons';
import { ProfileTile } from '../../shared/ProfileTile';
import { useSignupHref } from '../../shared/SignupCta';
import { useLander } from '../../shared/useLander';
import { LanderPitch, MoreMembersCta } from '../../shared/LanderPitch';
import { profileSlots, useLanderProfiles } from '../../shared/useLanderProfiles';
import { Link } from 'react-router';

const SHOWN = 12;
/** The last tiles are blurred: the rest of the gallery is for members. */
const OPEN = 8;

/** /landers/gallery/…: a grid of the niche's members, the last row kept for members. */
export default function GalleryLander() {
  const { t, text, niche, site } = useLander('gallery');
  const signupHref = useSignupHref();
  const answer = useLanderProfiles(niche, SHOWN);
  const slots = profileSlots(answer, SHOWN);
  return (
    <LanderPage type="gallery" className="bg-body-tertiary">
      <LanderTopBar site={site} dark={false} />
      <section className="container text-center pt-3 pb-4">
        <LanderPitch tone="light" text={text} leadWidth="36em" />
      </section>
      <section className="container pb-5" aria-label={t('common.members')}>
        <div className="lander-gallery-grid" data-testid="lander-grid">
          {slots.map((profile, index) =>
            index < OPEN || !profile ? (
              <ProfileTile key={profile?.id ?? `slot-${index}`} profile={profile} eager={index < 4} />
            ) : (
              <Link
                key={profile.id}
                to={signupHref}
                className="lander-tile lander-blur"
                aria-label={text('unlock')}
                data-testid="lander-locked"
              >
                <img src={profile.photo} alt="" width={240} height={240} loading="lazy" decoding="async" />
                <span className="lander-lock">
                  <Icon name="lock" />
                  <span className="small">{text('unlock')}</span>
                </span>
                {/* Blurred, but still a member shown: a fictional one keeps its mark. */}
                <FictionalMark profile={profile} className="lander-tile-mark" />
              </Link>
            ),
          )}
        </div>
        {answer && answer.profiles.length === 0 && (
          <p className="text-center text-body-secondary mt-3">{text('empty')}</p>
        )}
        <MoreMembersCta profiles={answer?.profiles ?? []}>{text('more')}</MoreMembersCta>
      </section>
      <LanderFooter />
    </LanderPage>
  );
}
