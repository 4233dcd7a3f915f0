import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { SearchProfile } from 'shared-contracts/api/search';
import { useSettings } from 'shared-contracts/store';
import { ActivityHint } from './ActivityHint';
import { FictionalMark } from './FictionalMark';
import { Icon } from './Icon';
import { languageBadge } from './languageBadge';
import { LikeButton } from './LikeButton';
import { NameAndAge, Place } from './UserText';
import { countryName, languageName, photoUrl } from './names';
import './profileCard.css';

export type CardActions = 'member' | 'likes-page' | 'visitor';

interface Props {
  profile: SearchProfile;
  /**
   * Members get the like toggle and chat; the likes pages (and the member home's likes) the toggle alone; visitors
   * neither (docs/product.md §6).
   */
  actions: CardActions;
  liked: boolean;
  /** An unseen received like. */
  isNew?: boolean;
  /** In view when the page opens: the photo loads at once instead of lazily (it is the page's largest paint). */
  eager?: boolean;
  /** A small tile (half a row of the member home): smaller words and toggle on the same photo. */
  compact?: boolean;
  /** The name's heading level: 2 on a page of cards, 3 under a section's own h2 (the member home's blocks). */
  headingLevel?: 2 | 3;
}

/**
 * A member in a grid (docs/product.md §2), photo first: the name, age and place sit on the photo, whose whole area is
 * the name's link to the profile (one link per card, stretched over the photo, so nothing interactive is nested); the
 * like toggle and the badges (a new like, how recently the member was here, the language) sit on its corners. Members get one button under it, Chat. On the likes pages the card
 * opens the profile under /likes/m/.
 */
export function ProfileCard({
  profile,
  actions,
  liked,
  isNew = false,
  eager = false,
  compact = false,
  headingLevel = 2,
}: Props) {
  const Heading = `h${headingLevel}` as const;
  // Not the profile's id: the member home can show one member in two blocks, and ids must stay unique on a page.
  const headingId = useId();
  const { t, i18n } = useTranslation('search');
  const settings = useSettings();
  const locale = i18n.language;
  // A compact tile has room for what is news (a new like, who is online); the language waits for the profile.
  const badge = compact ? null : languageBadge(profile, locale);
  const profilePath =
    actions === 'likes-page' ? `/likes/m/${profile.id}` : routePath('members-memberId', { profileId: profile.id });
  const country = countryName(profile.country, locale);
  return (
    <article
      className={compact ? 'profile-card profile-card-compact' : 'profile-card'}
      aria-labelledby={headingId}
      data-testid="profile-card"
      data-profile-id={profile.id}
    >
      <div className="profile-card-photo">
        {profile.main_image ? (
          <img
            src={photoUrl(settings.cdn_prefix, profile.main_image.thumb_filename)}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <span className="profile-card-initial" aria-hidden="true">
            {profile.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="profile-card-overlay">
          <Heading className="profile-card-name text-truncate" id={headingId}>
            <Link to={profilePath} className="stretched-link">
              <NameAndAge name={profile.name} age={profile.age} />
            </Link>
            {profile.fictional && <FictionalMark colour="text-white" />}
          </Heading>
          <p className="profile-card-place text-truncate">
            {profile.city || country ? <Place parts={[profile.city, country]} /> : '\u00a0'}
          </p>
        </div>
        {(isNew || badge || profile.active) && (
          <div className="profile-card-badges">
            {isNew && (
              <span className="badge text-bg-primary" data-testid="new-like-badge">
                {/* "New" alone would not say what is new to someone hearing the card read out. */}
                <span aria-hidden="true">{t('card.new')}</span>
                <span className="visually-hidden">{t('card.newLike')}</span>
              </span>
            )}
            {profile.active && (
              <span className="badge text-bg-light">
                <ActivityHint active={profile.active} />
              </span>
            )}
            {badge && (
              <span
                className="badge text-bg-light text-uppercase"
                title={t('card.speaks', { language: languageName(badge, locale) })}
                data-testid="language-badge"
              >
                {badge}
              </span>
            )}
          </div>
        )}
        {actions !== 'visitor' && <LikeButton profile={profile} liked={liked} look="round" />}
      </div>
      {actions === 'member' && (
        <div className="profile-card-actions">
          <Link
            className="btn btn-primary rounded-pill w-100 profile-card-chat d-flex align-items-center justify-content-center gap-2"
            to={routePath('members-memberId-chat', { profileId: profile.id })}
            aria-label={t('card.chatWith', { name: profile.name })}
          >
            <Icon name="chat" />
            <span className="text-truncate">{t('card.chat')}</span>
          </Link>
        </div>
      )}
    </article>
  );
}
