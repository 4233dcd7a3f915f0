import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanderMember } from 'shared-contracts/api';
import { useSettings } from 'shared-contracts/store';
import type { LanderMemberState } from './useLanderMember';

/**
 * The member's main photo as the page's hero (its largest paint): loaded at once with high priority, in a box whose
 * size is fixed before the photo or even the member has arrived, so nothing moves when they do. Without a photo (or
 * without a member) the box shows the name's initial, or the site's, on the site's colour.
 */
export function MemberPhoto({
  state,
  fill = false,
  ratio = '125%',
  className = '',
}: {
  state: LanderMemberState;
  /** Cover the positioned parent entirely (a background), instead of a box of its own with `ratio`. */
  fill?: boolean;
  /** Height as a share of the width, for the box of its own. */
  ratio?: string;
  className?: string;
}) {
  const { t } = useTranslation('landers');
  const settings = useSettings();
  const profile: LanderMember | null = state.status === 'ready' ? state.profile : null;
  const frame: CSSProperties = fill ? {} : ({ '--bs-aspect-ratio': ratio } as CSSProperties);
  return (
    <div
      className={`${fill ? 'position-absolute top-0 start-0 w-100 h-100' : 'ratio'} overflow-hidden member-photo ${className}`}
      style={frame}
      data-testid="member-photo-frame"
    >
      {profile?.photo ? (
        <img
          src={`${settings.cdn_prefix}${profile.photo}`}
          alt={t('member.photoAlt', { name: profile.name })}
          width={800}
          height={1000}
          fetchPriority="high"
          loading="eager"
          decoding="async"
          className="w-100 h-100 object-fit-cover"
          data-testid="member-photo"
        />
      ) : (
        <div
          className={`w-100 h-100 d-flex align-items-center justify-content-center member-photo-empty ${state.status === 'loading' ? 'placeholder-glow' : ''}`}
          aria-hidden="true"
        >
          {state.status === 'ready' && (
            <span className="display-1 fw-bold text-white opacity-75">
              {(profile?.name ?? settings.name).slice(0, 1).toUpperCase()}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
