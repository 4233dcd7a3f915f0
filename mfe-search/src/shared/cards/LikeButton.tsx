import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchProfile } from 'shared-contracts/api/search';
import { useSetLikedMutation } from '../likesApi';
import { Icon } from './Icon';
import './profileCard.css';

interface Props {
  profile: SearchProfile;
  liked: boolean;
  /** 'round': the heart alone, on a card's photo; 'labelled': the heart and its word (the profile page). */
  look?: 'round' | 'labelled';
}

/**
 * Likes, or unlikes if already liked (docs/product.md §4). The state shows in the filled heart and its colour, in
 * aria-pressed and, labelled, in the word ("Like" / "Liked"). The accessible name states the state ("Like Ann" / "You
 * liked Ann") and holds the visible word: speech input says what it sees (WCAG 2.5.3, axe's
 * label-content-name-mismatch), and a name that states the pressed state agrees with aria-pressed instead of
 * contradicting it as "Unlike, pressed" would. The round toggle shows its name as a tooltip for the mouse too.
 */
export function LikeButton({ profile, liked, look = 'labelled' }: Props) {
  const { t } = useTranslation('search');
  const [setLiked, { isLoading }] = useSetLikedMutation();
  // Set by the click that likes, so the heart pops then, and not on cards that were liked before they were shown.
  const [popping, setPopping] = useState(false);
  const label = liked ? t('card.likedTitle', { name: profile.name }) : t('card.likeTitle', { name: profile.name });
  const pop = popping && liked ? 'like-pop' : '';
  const className =
    look === 'round'
      ? `like-toggle ${pop}`
      : `btn btn-lg ${liked ? 'btn-danger' : 'btn-outline-danger'} d-inline-flex align-items-center gap-1 ${pop}`;
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-pressed={liked}
      title={look === 'round' ? label : undefined}
      disabled={isLoading}
      onClick={() => {
        setPopping(!liked);
        void setLiked({ profile, liked: !liked });
      }}
      onAnimationEnd={() => setPopping(false)}
      data-testid="like-button"
    >
      <Icon name="heart" filled={liked} size={look === 'round' ? 20 : 16} />
      {look === 'labelled' && <span>{liked ? t('card.liked') : t('card.like')}</span>}
    </button>
  );
}
