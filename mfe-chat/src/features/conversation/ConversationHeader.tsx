import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate, routePath } from 'shared-contracts';
import type { ChatProfile } from 'shared-contracts/api/chat';
import { useSettings } from 'shared-contracts/store';
import { FictionalIcon, ProfileAvatar } from '../../shared/ProfileAvatar';

/** "typing…" shows this long after the last signal (the other side sends one at most every 2 s while typing). */
const TYPING_SHOWN_MS = 5_000;

/** Whether a typing signal received at `at` is still fresh; re-renders when it goes stale. */
function useFresh(at: number | null): boolean {
  const [, setTick] = useState(0);
  const fresh = at !== null && Date.now() - at < TYPING_SHOWN_MS;
  useEffect(() => {
    if (!fresh || at === null) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), TYPING_SHOWN_MS - (Date.now() - at));
    return () => clearTimeout(timer);
  }, [at, fresh]);
  return fresh;
}

/**
 * Who the conversation is with: back to the list (phones), photo, name and age (a link to the profile), the
 * fictional mark, whether they are typing, and reporting them (with this conversation) to the moderators.
 */
export function ConversationHeader({
  profile,
  typingAt,
  onReport,
}: {
  profile: ChatProfile | null;
  typingAt: number | null;
  onReport: () => void;
}) {
  const { t } = useTranslation('chat');
  const typing = useFresh(typingAt);
  // A deleted or suspended member has no profile page, and cannot be reported any more: they are out of sight.
  const gone = profile?.deleted === true || profile?.unavailable === true;
  return (
    <div className="chat-header d-flex align-items-center gap-2 px-2 px-sm-3 py-2 border-bottom bg-body">
      <Link
        to={routePath('chats')}
        className="btn btn-link text-body px-2 d-lg-none"
        aria-label={t('conversation.back')}
        title={t('conversation.back')}
      >
        <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </Link>
      {profile && (
        <>
          <ProfileAvatar profile={profile} size={40} />
          <div className="d-flex flex-column min-w-0">
            <h1 className="h6 mb-0 text-truncate" data-testid="conversation-name">
              {gone ? (
                <bdi>{profile.name}</bdi>
              ) : (
                <Link
                  to={routePath('members-memberId', { profileId: profile.id })}
                  className="text-reset text-decoration-none"
                  title={t('conversation.viewProfile', { name: isolate(profile.name) })}
                >
                  <bdi>{profile.name}</bdi>
                  {profile.age !== null && <span className="fw-normal">, {profile.age}</span>}
                </Link>
              )}
              {profile.fictional && <FictionalIcon label={t('conversation.fictionalMark')} />}
            </h1>
            <span className="small text-body-secondary" aria-live="polite" data-testid="typing">
              {typing ? t('conversation.typing', { name: isolate(profile.name) }) : ''}
            </span>
          </div>
          {!gone && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger ms-auto text-nowrap"
              onClick={onReport}
              data-testid="chat-report"
            >
              {t('conversation.report')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** Said before the member spends anything: the profile is one of the operator's fictional ones (settings.fictional_plural). */
export function FictionalNotice({ profile }: { profile: ChatProfile }) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  if (!profile.fictional) return null;
  return (
    <p className="alert alert-info small py-2 mb-0 rounded-0 border-0 border-bottom" data-testid="fictional-notice">
      {settings.fictional_icon && <span aria-hidden="true">{settings.fictional_icon} </span>}
      {t('conversation.fictionalNotice', { name: isolate(profile.name) })}{' '}
      <Link to={routePath('pages-terms')}>{t('conversation.fictionalTerms')}</Link>
    </p>
  );
}
