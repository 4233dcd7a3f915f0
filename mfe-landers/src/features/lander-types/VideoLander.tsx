import { useHydrated } from 'shared-contracts';
import menPoster from '../../assets/lander-men-poster.webp';
import menVideo from '../../assets/lander-men.webm';
import womenPoster from '../../assets/lander-women-poster.webp';
import womenVideo from '../../assets/lander-women.webm';
import { Icon, type IconName } from '../../shared/Icons';
import { LanderFooter, LanderPage, LanderTopBar } from '../../shared/LanderChrome';
import { SignupCta } from '../../shared/SignupCta';
import { useLander } from '../../shared/useLander';

const chips: [string, IconName][] = [
  ['free', 'gift'],
  ['nearby', 'pin'],
  ['private', 'lock'],
];

/** /landers/video/…: a full-screen, muted, looping background video (our own, generated) behind the invitation. */
export default function VideoLander() {
  const { t, text, audience, site } = useLander('video');
  const men = audience.gender === 'male';
  const poster = men ? menPoster : womenPoster;
  // The loop comes after hydration: in the server's markup it would share the line with the first paint.
  const hydrated = useHydrated();
  return (
    <LanderPage type="video">
      <section className="lander-video-hero text-white" style={{ backgroundImage: `url(${poster})` }}>
        <video
          className="lander-video-bg"
          src={hydrated ? (men ? menVideo : womenVideo) : undefined}
          poster={poster}
          width={854}
          height={480}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          data-testid="lander-video"
        />
        <LanderTopBar site={site} />
        <div className="lander-video-content container text-center py-5">
          <p className="lander-eyebrow mb-3">{text('eyebrow')}</p>
          <h1 className="lander-title mx-auto mb-3" style={{ maxWidth: '14em' }}>
            {text('title')}
          </h1>
          <p className="lead mx-auto mb-4 text-muted-light" style={{ maxWidth: '34em' }}>
            {text('lead')}
          </p>
          <div>
            <SignupCta className="btn btn-primary btn-lg px-5 py-3 rounded-pill fw-semibold lander-cta-pulse">
              {text('cta')}
            </SignupCta>
          </div>
          <p className="lander-note mt-3 mb-4">{t('common.freeNote')}</p>
          <ul className="list-unstyled d-flex flex-wrap justify-content-center gap-2 mb-0">
            {chips.map(([key, icon]) => (
              <li key={key} className="lander-chip">
                <Icon name={icon} size={16} /> {t(`common.chips.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="position-relative" style={{ zIndex: 2 }}>
          <LanderFooter dark />
        </div>
      </section>
    </LanderPage>
  );
}
