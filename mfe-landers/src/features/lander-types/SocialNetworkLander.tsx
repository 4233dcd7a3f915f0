import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LanderProfile } from 'shared-contracts/api';
import { FictionalMark, FictionalNote, LanderPage } from '../../shared/LanderChrome';
import { Icon } from '../../shared/Icons';
import { ProfileTile } from '../../shared/ProfileTile';
import { SignupCta, useSignupHref } from '../../shared/SignupCta';
import { useLander } from '../../shared/useLander';
import { useLanderProfiles } from '../../shared/useLanderProfiles';

const SHOWN = 6;

/**
 * A member in the feed: only what their profile says (photo, name, age, city) and the ways to say hello, both into
 * the signup. No post, likes, comments or time: the member wrote none of it, and a page prerendered for every visitor
 * cannot know when they were last here.
 */
function MemberCard({ profile, index }: { profile: LanderProfile; index: number }) {
  const { t } = useTranslation('landers');
  const signupHref = useSignupHref();
  // The actions' words are the same on every card: the name tells a screen reader whose card they are on.
  const nameId = useId();
  return (
    <article className="card lander-post" data-testid="lander-post">
      <div className="card-body">
        <div className="d-flex align-items-center gap-2 mb-2">
          <ProfileTile
            profile={profile}
            caption="none"
            className="lander-avatar"
            link={false}
            markPhoto={false}
            eager={index < 2}
          />
          <div className="min-w-0">
            <strong className="d-block text-truncate" id={nameId}>
              {profile.age === null ? profile.name : t('common.nameAge', { name: profile.name, age: profile.age })}
              <FictionalMark profile={profile} />
            </strong>
            {profile.city && <span className="small text-body-secondary d-block text-truncate">{profile.city}</span>}
          </div>
        </div>
        <Link to={signupHref} className="lander-post-photo d-block mb-2" tabIndex={-1} aria-hidden="true">
          <img
            src={profile.photo_large}
            alt=""
            width={600}
            height={450}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        </Link>
        <div className="d-flex gap-1 border-top pt-2">
          <Link to={signupHref} className="lander-action" aria-describedby={nameId} data-testid="lander-hello">
            <Icon name="chat" size={18} /> {t('socialnetwork.hello')}
          </Link>
          <Link to={signupHref} className="lander-action" aria-describedby={nameId} data-testid="lander-see-profile">
            <Icon name="users" size={18} /> {t('socialnetwork.seeProfile')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** /landers/socialnetwork/…: the niche's members as a social feed; every hello and profile leads into the signup. */
export default function SocialNetworkLander() {
  const { t, text, niche, site } = useLander('socialnetwork');
  const signupHref = useSignupHref();
  const answer = useLanderProfiles(niche, SHOWN);
  return (
    <LanderPage type="socialnetwork" className="lander-social-bg">
      <header className="bg-body border-bottom">
        <div className="container d-flex align-items-center justify-content-between py-2">
          <span className="fw-bold fs-5 text-primary" data-testid="lander-brand">
            <Icon name="heart" size={22} className="me-1 align-text-bottom" />
            {site}
          </span>
          <SignupCta className="btn btn-primary btn-sm rounded-pill px-3" testId="lander-cta-top">
            {t('common.join')}
          </SignupCta>
        </div>
      </header>
      <div className="container py-4">
        <div className="row g-4 justify-content-center">
          <aside className="col-lg-4 order-lg-2">
            <div className="card lander-post p-4 sticky-lg-top" style={{ top: '1rem' }}>
              <p className="lander-eyebrow text-primary mb-2">{text('eyebrow')}</p>
              <h1 className="h2 fw-bold mb-2">{text('title')}</h1>
              <p className="text-body-secondary">{text('lead')}</p>
              <SignupCta className="btn btn-primary btn-lg rounded-pill fw-semibold w-100">{text('cta')}</SignupCta>
              <p className="small text-body-secondary mt-2 mb-0 text-center">{t('common.freeNote')}</p>
            </div>
          </aside>
          <section className="col-lg-6 order-lg-1 d-grid gap-3" aria-label={t('common.members')}>
            <Link to={signupHref} className="card lander-post text-decoration-none" data-testid="lander-composer">
              <div className="card-body d-flex align-items-center gap-2">
                <span className="lander-avatar d-inline-flex align-items-center justify-content-center bg-body-secondary text-body-tertiary">
                  <Icon name="users" />
                </span>
                <span className="form-control rounded-pill text-body-secondary">{text('composer')}</span>
              </div>
            </Link>
            {answer
              ? answer.profiles.map((profile, index) => <MemberCard key={profile.id} profile={profile} index={index} />)
              : Array.from({ length: 2 }, (_, index) => (
                  <div key={index} className="card lander-post" aria-hidden="true">
                    <div className="card-body">
                      <div className="lander-tile lander-tile-empty" style={{ aspectRatio: '4 / 3' }} />
                    </div>
                  </div>
                ))}
            <FictionalNote profiles={answer?.profiles ?? []} className="text-center text-body-secondary" />
          </section>
        </div>
      </div>
    </LanderPage>
  );
}
