import type { LanderProfile } from 'shared-contracts/api';
import { useTranslation } from 'react-i18next';
import { FictionalMark } from './LanderChrome';
import { useSignupHref } from './SignupCta';
import { Link } from 'react-router';

interface Props {
  profile: LanderProfile | null;
  /** In view when the page opens: loads at once with high priority; the rest load lazily. */
  eager?: boolean;
  /** The full-size photo (large tiles) instead of the 240 px thumbnail. */
  large?: boolean;
  className?: string;
  /** Name and place under the photo, or over it. */
  caption?: 'below' | 'over' | 'none';
  /** false inside another link (a row card, an avatar): the tile is then only its picture. */
  link?: boolean;
  /**
   * Without a caption, a fictional profile's mark sits on the photo; false where the member's name beside the tile
   * carries it instead (a feed card, a list row), so it is not shown twice.
   */
  markPhoto?: boolean;
}

/**
 * A member's photo with name, age and city, leading to the signup. A null profile is its placeholder, the same size,
 * so nothing moves when the profiles arrive. Only what the profile says: no "Online" badge, since a prerendered, cached
 * page cannot know who is online, and claiming it of a real member would be untrue.
 */
export function ProfileTile({
  profile,
  eager = false,
  large = false,
  className = '',
  caption = 'over',
  link = true,
  markPhoto = true,
}: Props) {
  const { t } = useTranslation('landers');
  const signupHref = useSignupHref();
  if (!profile)
    return (
      <div
        className={`lander-tile lander-tile-empty ${className}`}
        aria-hidden="true"
        data-testid="lander-tile-placeholder"
      />
    );
  const label = profile.age === null ? profile.name : t('common.nameAge', { name: profile.name, age: profile.age });
  const content = (
    <>
      <img
        src={large ? profile.photo_large : profile.photo}
        alt=""
        width={large ? 600 : 240}
        height={large ? 600 : 240}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
      {caption !== 'none' ? (
        <span className={`lander-caption lander-caption-${caption}`}>
          <strong className="d-block text-truncate">
            {label}
            <FictionalMark profile={profile} />
          </strong>
          {profile.city && <span className="d-block small text-truncate opacity-75">{profile.city}</span>}
        </span>
      ) : (
        markPhoto && <FictionalMark profile={profile} className="lander-tile-mark" />
      )}
    </>
  );
  if (!link)
    return (
      <span className={`lander-tile ${className}`} aria-hidden="true">
        {content}
      </span>
    );
  return (
    <Link
      to={signupHref}
      className={`lander-tile ${className}`}
      data-testid="lander-profile"
      // A captioned tile is named by its caption; a bare photo by who it shows.
      aria-label={caption === 'none' ? t('common.meet', { name: profile.name }) : undefined}
    >
      {content}
    </Link>
  );
}
