import { useTranslation } from 'react-i18next';
import type { SearchProfile } from 'shared-contracts/api/search';
import { useSetLikedMutation } from '../likesApi';
import { Icon } from './Icon';

interface Props {
  profile: SearchProfile;
  liked: boolean;
  size?: 'sm' | 'lg';
  /** Takes the room its row leaves (on a card). */
  fill?: boolean;
  /** The text hides on phones, leaving the icon (on a card that has other buttons beside it). */
  compact?: boolean;
}

/**
 * Likes, or unlikes if already liked (docs/product.md §4). The state shows three ways: the filled heart, the word
 * ("Like" / "Liked") and aria-pressed. The accessible name follows the visible word ("Like Ann" / "You liked Ann"):
 * speech input says what it sees (WCAG 2.5.3, axe's label-content-name-mismatch), and a word that states the pressed
 * state agrees with aria-pressed instead of contradicting it as "Unlike, pressed" would.
 */
export function LikeButton({ profile, liked, size = 'sm', fill = false, compact = false }: Props) {
  const { t } = useTranslation('search');
  const [setLiked, { isLoading }] = useSetLikedMutation();
  const name = { name: profile.name };
  return (
    <button
      type="button"
      className={`btn btn-${size} ${liked ? 'btn-danger' : 'btn-outline-danger'} d-inline-flex align-items-center justify-content-center gap-1 ${fill ? 'flex-fill' : ''}`}
      aria-label={liked ? t('card.likedTitle', name) : t('card.likeTitle', name)}
      aria-pressed={liked}
      disabled={isLoading}
      onClick={() => void setLiked({ profile, liked: !liked })}
      data-testid="like-button"
    >
      <Icon name="heart" filled={liked} />
      <span className={compact ? 'd-none d-sm-inline' : undefined}>{liked ? t('card.liked') : t('card.like')}</span>
    </button>
  );
}
