import { FictionalNote, LanderFooter, LanderPage, LanderTopBar } from '../../shared/LanderChrome';
import { ProfileTile } from '../../shared/ProfileTile';
import { useLander } from '../../shared/useLander';
import { LanderPitch } from '../../shared/LanderPitch';
import { useLanderProfiles } from '../../shared/useLanderProfiles';

/** Five slides of four seconds each: the keyframes in shared/styles.tsx are timed for this. */
const SLIDES = 5;
const SECONDS_EACH = 4;

/**
 * /landers/transitionsvideolanding/…: a slideshow of members that crossfades and slowly zooms with CSS animations
 * only (no video file); with reduced motion it shows the first photo, still. Its words say nothing of when the members
 * joined: the API picks the niche's most recently active profiles, not the newest ones.
 */
export default function TransitionsLander() {
  const { text, niche, site } = useLander('transitionsvideolanding');
  const answer = useLanderProfiles(niche, SLIDES);
  const slides = answer ? answer.profiles : [null];
  return (
    <LanderPage type="transitionsvideolanding" className="lander-dark">
      <LanderTopBar site={site} />
      <section className="container py-3 py-lg-5 flex-grow-1 d-flex align-items-center">
        <div className="row g-4 g-lg-5 align-items-center justify-content-center w-100 mx-0">
          <div className="col-10 col-sm-7 col-md-6 col-lg-5 px-0">
            <div className="lander-slides mx-auto" data-testid="lander-slides">
              {slides.map((profile, index) => (
                <div
                  className="lander-slide"
                  key={profile?.id ?? 'slot'}
                  // Timed so the first slide is fully in view from the start.
                  style={{ animationDelay: `${index * SECONDS_EACH - 0.6}s` }}
                  data-testid="lander-slide"
                >
                  <ProfileTile profile={profile} large eager={index === 0} />
                </div>
              ))}
              <div className="lander-slide-dots" aria-hidden="true">
                {slides.map((profile, index) => (
                  <span key={profile?.id ?? index} />
                ))}
              </div>
            </div>
          </div>
          <div className="col-lg-6 text-center text-lg-start px-0 px-lg-3">
            <LanderPitch tone="dark" text={text} />
            <FictionalNote profiles={answer?.profiles ?? []} className="mt-3 text-muted-light" />
          </div>
        </div>
      </section>
      <LanderFooter dark />
    </LanderPage>
  );
}
