import { FictionalMark, FictionalNote, LanderFooter, LanderPage, LanderTopBar } from '../../shared/LanderChrome';
import { Icon } from '../../shared/Icons';
import { ProfileTile } from '../../shared/ProfileTile';
import { useSignupHref } from '../../shared/SignupCta';
import { useLander } from '../../shared/useLander';
import { LanderPitch } from '../../shared/LanderPitch';
import { profileSlots, useLanderProfiles } from '../../shared/useLanderProfiles';
import { Link } from 'react-router';

const SHOWN = 6;

/**
 * /landers/alonetonight/…: an evening mood, and a few of the niche's members. Each row says only what the member's
 * profile says (name, age, city): the page is prerendered and cached, so it cannot know who is online, and a line in
 * a member's voice would be words they never wrote.
 */
export default function AloneTonightLander() {
  const { t, text, niche, site } = useLander('alonetonight');
  const signupHref = useSignupHref();
  const answer = useLanderProfiles(niche, SHOWN);
  const slots = profileSlots(answer, SHOWN);
  return (
    <LanderPage type="alonetonight" className="lander-night position-relative">
      <div className="lander-stars" aria-hidden="true" />
      <LanderTopBar site={site} />
      <section className="container position-relative py-4 py-lg-5">
        <div className="row g-5 align-items-center">
          <div className="col-lg-6 text-center text-lg-start">
            <div className="lander-moon mb-4 mx-auto mx-lg-0" aria-hidden="true" />
            <LanderPitch tone="dark" text={text} />
          </div>
          <div className="col-lg-6">
            <div className="lander-glass p-3 p-sm-4">
              <h2 className="h5 d-flex align-items-center gap-2 mb-3">
                <Icon name="moon" size={20} /> {text('membersTitle')}
              </h2>
              <ul className="list-unstyled d-grid gap-2 mb-0" data-testid="lander-member-list">
                {slots.map((profile, index) => (
                  <li key={profile?.id ?? `slot-${index}`}>
                    {profile ? (
                      <Link to={signupHref} className="lander-row-card" data-testid="lander-profile">
                        <ProfileTile
                          profile={profile}
                          caption="none"
                          eager={index < 2}
                          link={false}
                          markPhoto={false}
                        />
                        <span className="flex-grow-1 min-w-0">
                          <strong className="d-block text-truncate">
                            {profile.age === null
                              ? profile.name
                              : t('common.nameAge', { name: profile.name, age: profile.age })}
                            {/* The avatar has no caption, so the row carries the mark the legend below explains. */}
                            <FictionalMark profile={profile} />
                          </strong>
                          {profile.city && (
                            <span className="small opacity-75 d-block text-truncate">{profile.city}</span>
                          )}
                        </span>
                      </Link>
                    ) : (
                      <div className="lander-row-card" aria-hidden="true">
                        <ProfileTile profile={null} />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
              <FictionalNote profiles={answer?.profiles ?? []} className="mt-3 text-muted-light" />
            </div>
          </div>
        </div>
      </section>
      <LanderFooter dark />
    </LanderPage>
  );
}
