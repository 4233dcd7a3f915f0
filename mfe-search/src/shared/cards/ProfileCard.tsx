import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { SearchProfile } from 'shared-contracts/api/search';
import { useSettings } from 'shared-contracts/store';
import { FictionalMark } from './FictionalMark';
import { Icon } from './Icon';
import { languageBadge } from './languageBadge';
import { LikeButton } from './LikeButton';
import { NameAndAge, Place } from './UserText';
import { countryName, languageName, photoUrl } from './names';

interface Props {
  profile: SearchProfile;
  /** Members get like and chat buttons; visitors do not (docs/product.md §6). */
  actions: 'member' | 'likes-page' | 'visitor';
  liked: boolean;
  /** An unseen received like. */
  isNew?: boolean;
  /** In view when the page opens: the photo loads at once instead of lazily (it is the page's largest paint). */
  eager?: boolean;
}

/**
 * Chat and visit are icon buttons beside the like toggle, which alone keeps its word: three labels never fit a card in
 * every locale ("Geliket", "Chatten", "Profiel" overflowed at 1280 px), and the like's word is the one that carries
 * a state. Each icon button has its name for assistive technology and, as a tooltip, for the mouse.
 */
const iconButton = (variant: string) => `btn btn-sm ${variant} d-inline-flex align-items-center flex-shrink-0`;

/**
 * A member in a grid (docs/product.md §2): photo, name, age, city and country, the language badge, and the buttons. On the
 * likes pages the chat and visit buttons are hidden and the card opens the profile under /likes/m/.
 */
export function ProfileCard({ profile, actions, liked, isNew = false, eager = false }: Props) {
  const { t, i18n } = useTranslation('search');
  const settings = useSettings();
  const locale = i18n.language;
  const badge = languageBadge(profile, locale);
  const profilePath =
    actions === 'likes-page' ? `/likes/m/${profile.id}` : routePath('members-memberId', { profileId: profile.id });
  const country = countryName(profile.country, locale);
  const chatLabel = t('card.chatWith', { name: profile.name });
  const visitLabel = t('card.visitProfileOf', { name: profile.name });
  return (
    <article
      className="card h-100 shadow-sm profile-card"
      aria-labelledby={`profile-card-${profile.id}`}
      data-testid="profile-card"
      data-profile-id={profile.id}
    >
      <Link
        to={profilePath}
        className="ratio ratio-1x1 bg-body-secondary rounded-top overflow-hidden d-block"
        tabIndex={-1}
        aria-hidden="true"
      >
        {profile.main_image ? (
          <img
            src={photoUrl(settings.cdn_prefix, profile.main_image.thumb_filename)}
            alt=""
            className="object-fit-cover"
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <span className="d-flex align-items-center justify-content-center display-4 text-body-tertiary">
            {profile.name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </Link>
      {isNew && (
        <span className="badge text-bg-danger position-absolute top-0 start-0 m-2" data-testid="new-like-badge">
          {t('card.new')}
        </span>
      )}
      {badge && (
        <span
          className="badge text-bg-light border position-absolute top-0 end-0 m-2 text-uppercase"
          title={t('card.speaks', { language: languageName(badge, locale) })}
          data-testid="language-badge"
        >
          {badge}
        </span>
      )}
      <div className="card-body p-2 p-sm-3">
        <h2 className="h6 card-title mb-1 text-truncate" id={`profile-card-${profile.id}`}>
          <Link to={profilePath} className="link-body-emphasis text-decoration-none">
            <NameAndAge name={profile.name} age={profile.age} />
          </Link>
          {profile.fictional && <FictionalMark />}
        </h2>
        <p className="card-text small text-body-secondary text-truncate mb-0">
          {profile.city || country ? <Place parts={[profile.city, country]} /> : '\u00a0'}
        </p>
      </div>
      <div className="card-footer bg-transparent border-0 pt-0 px-2 px-sm-3 pb-2 pb-sm-3 d-flex gap-1">
        {/* Alone on the likes pages, the toggle has room for its word on phones too. */}
        {actions !== 'visitor' && <LikeButton profile={profile} liked={liked} fill compact={actions === 'member'} />}
        {actions === 'member' && (
          <Link
            className={iconButton('btn-outline-primary')}
            to={routePath('members-memberId-chat', { profileId: profile.id })}
            aria-label={chatLabel}
            title={chatLabel}
          >
            <Icon name="chat" />
          </Link>
        )}
        {actions !== 'likes-page' && (
          <Link
            className={
              actions === 'visitor'
                ? `${iconButton('btn-outline-secondary')} flex-fill justify-content-center gap-1`
                : iconButton('btn-outline-secondary')
            }
            to={profilePath}
            aria-label={visitLabel}
            title={actions === 'visitor' ? undefined : visitLabel}
          >
            <Icon name="person" />
            {/* A visitor's one button has room for its word. */}
            {actions === 'visitor' && <span>{t('card.visit')}</span>}
          </Link>
        )}
      </div>
    </article>
  );
}
