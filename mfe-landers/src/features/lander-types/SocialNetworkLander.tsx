import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LanderProfile } from 'shared-contracts/api';
import { FictionalNote, LanderPage } from '../../shared/LanderChrome';
import { Icon } from '../../shared/Icons';
import { ProfileTile } from '../../shared/ProfileTile';
import { SignupCta, signupHref } from '../../shared/SignupCta';
import { useLander } from '../../shared/useLander';
import { useLanderProfiles } from '../../shared/useLanderProfiles';

const SHOWN = 6;
const POSTS = 8;

/** Stable numbers for a post, from its member's id: the page renders the same for every visitor. */
const postNumbers = (id: number, index: number) => ({
  likes: ((id * 37 + index * 11) % 90) + 4,
  comments: ((id * 13 + index * 7) % 24) + 1,
  hours: index + 1,
  text: (id + index * 3) % POSTS,
});

function Post({ profile, index }: { profile: LanderProfile; index: number }) {
  const { t } = useTranslation('landers');
  const numbers = postNumbers(profile.id, index);
  const withPhoto = index % 2 === 0;
  return (
    <article className="card lander-post" data-testid="lander-post">
      <div className="card-body">
        <div className="d-flex align-items-center gap-2 mb-2">
          <ProfileTile profile={profile} caption="none" className="lander-avatar" link={false} eager={index < 2} />
          <div className="min-w-0">
            <strong className="d-block text-truncate">
              {profile.age === null ? profile.name : t('common.nameAge', { name: profile.name, age: profile.age })}
            </strong>
            <span className="small text-body-secondary">
              {profile.city ? `${profile.city} · ` : ''}
              {t('socialnetwork.hoursAgo', { count: numbers.hours })}
            </span>
          </div>
        </div>
        <p className="mb-2">{t(`socialnetwork.posts.${numbers.text}`)}</p>
        {withPhoto && (
          <Link to={signupHref()} className="lander-post-photo d-block mb-2" tabIndex={-1} aria-hidden="true">
            <img
              src={profile.photo_large}
              alt=""
              width={600}
              height={450}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </Link>
        )}
        <div className="d-flex gap-1 border-top pt-2">
          <Link to={signupHref()} className="lander-action" data-testid="lander-like">
            <Icon name="heart" size={18} /> {t('socialnetwork.likes', { count: numbers.likes })}
          </Link>
          <Link to={signupHref()} className="lander-action" data-testid="lander-comment">
            <Icon name="comment" size={18} /> {t('socialnetwork.comments', { count: numbers.comments })}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** /landers/socialnetwork/…: a members' feed; every like, comment and reply leads into the signup. */
export default function SocialNetworkLander() {
  const { t, text, niche, site } = useLander('socialnetwork');
  const answer = useLanderProfiles(niche, SHOWN);
  return (
    <LanderPage type="socialnetwork" className="lander-social-bg">
      <header className="bg-white border-bottom">
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
          <section className="col-lg-6 order-lg-1 d-grid gap-3" aria-label={text('feed')}>
            <Link to={signupHref()} className="card lander-post text-decoration-none" data-testid="lander-composer">
              <div className="card-body d-flex align-items-center gap-2">
                <span className="lander-avatar d-inline-flex align-items-center justify-content-center bg-body-secondary text-body-tertiary">
                  <Icon name="users" />
                </span>
                <span className="form-control rounded-pill text-body-secondary">{text('composer')}</span>
              </div>
            </Link>
            {answer
              ? answer.profiles.map((profile, index) => <Post key={profile.id} profile={profile} index={index} />)
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
