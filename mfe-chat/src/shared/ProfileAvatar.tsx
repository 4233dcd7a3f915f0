import type { ChatProfile } from 'shared-contracts/api/chat';
import { useSettings } from 'shared-contracts/store';

/** The thumbnail's side in px, which a row's placeholder keeps while the chats load. */
export const AVATAR_SIZE = 48;

/** A member's round thumbnail, or the first letter of the name for a member without a photo. Decorative: the name is beside it. */
export function ProfileAvatar({ profile, size = AVATAR_SIZE }: { profile: ChatProfile; size?: number }) {
  const settings = useSettings();
  const style = { width: size, height: size };
  if (profile.main_image) {
    return (
      <img
        className="rounded-circle flex-shrink-0 object-fit-cover bg-body-secondary"
        src={`${settings.cdn_prefix}${profile.main_image.thumb_filename}`}
        alt=""
        width={size}
        height={size}
        style={style}
        loading="lazy"
      />
    );
  }
  return (
    <span
      className="rounded-circle flex-shrink-0 d-inline-flex align-items-center justify-content-center bg-primary-subtle text-primary-emphasis fw-bold"
      style={style}
      aria-hidden="true"
    >
      {[...profile.name][0]?.toUpperCase() ?? '?'}
    </span>
  );
}

/** The operator's mark on a fictional profile (settings.fictional_icon), with its meaning for screen readers. */
export function FictionalIcon({ label }: { label: string }) {
  const settings = useSettings();
  if (!settings.fictional_icon) return null;
  return (
    <span className="ms-1 text-body-secondary" title={label} data-testid="fictional-icon">
      <span aria-hidden="true">{settings.fictional_icon}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
