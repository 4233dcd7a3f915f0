import { useTranslation } from 'react-i18next';
import type { SearchProfile } from 'shared-contracts/api/search';
import { useSetLikedMutation } from '../likesApi';
import { Icon } from './Icon';

interface Props {
  profile: SearchProfile;
  liked: boolean;
  size?: 'sm' | 'lg';
  /** On a card the text hides on phones, leaving the icon. */
  compact?: boolean;
}

/** Likes, or unlikes if already liked (docs/product.md §4): one label, its state in aria-pressed and the filled heart. */
export function LikeButton({ profile, liked, size = 'sm', compact = false }: Props) {
  const { t } = useTranslation('search');
  const [setLiked, { isLoading }] = useSetLikedMutation();
  return (
    <button
      type="button"
      className={`btn btn-${size} ${liked ? 'btn-danger' : 'btn-outline-danger'} d-inline-flex align-items-center justify-content-center gap-1 ${compact ? 'flex-fill' : ''}`}
      aria-label={t('card.likeTitle', { name: profile.name })}
      aria-pressed={liked}
      disabled={isLoading}
      onClick={() => void setLiked({ profile, liked: !liked })}
      data-testid="like-button"
    >
      <Icon name="heart" filled={liked} />
      <span className={compact ? 'd-none d-sm-inline' : undefined}>{t('card.like')}</span>
    </button>
  );
}
