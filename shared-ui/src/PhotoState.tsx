import type { OwnPhoto } from 'shared-contracts/api';
import type { Translate } from './text';

const BADGE = {
  pending: 'text-bg-warning',
  public: 'text-bg-success',
  rejected: 'text-bg-danger',
  removed: 'text-bg-danger',
} as const;

/**
 * Whether others see one of the member's own photos (docs/product.md "Photo review"), as signup's photo step and
 * /profile show it: waiting for review (with who sees it meanwhile), visible, or not approved / removed with the
 * rule of the terms the decision named. Words from the app's catalog: `photoState.*` and `grounds.<ground>`.
 */
export function PhotoState({ photo, t }: { photo: Pick<OwnPhoto, 'visibility' | 'reason'>; t: Translate }) {
  const reason = t(`grounds.${photo.reason ?? 'other'}`);
  return (
    <span className="d-inline-flex flex-column align-items-start gap-1" data-testid="photo-state">
      <span className={`badge ${BADGE[photo.visibility]}`}>{t(`photoState.${photo.visibility}`, { reason })}</span>
      {photo.visibility === 'pending' && (
        <span className="small text-body-secondary">{t('photoState.pendingHint')}</span>
      )}
    </span>
  );
}
