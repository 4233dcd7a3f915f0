import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate, routePath } from 'shared-contracts';
import type { ProfileDetail } from 'shared-contracts/api/search';
import { LikeButton } from '../../shared/cards/LikeButton';

/** Like and chat, for a member looking at someone else's profile. */
export function MemberContactActions({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('search');
  return (
    <div className="d-flex flex-wrap gap-2 my-3">
      <LikeButton profile={profile} liked={profile.liked} />
      <Link className="btn btn-lg btn-primary" to={routePath('members-memberId-chat', { profileId: profile.id })}>
        {t('profile.chat')}
      </Link>
    </div>
  );
}

/** A visitor is invited to sign up to contact this member (the signup then speaks of them). */
export function VisitorInvite({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('search');
  return (
    <div className="alert alert-primary my-3" data-testid="visitor-invite">
      <p className="mb-2">{t('profile.visitorInvite', { name: isolate(profile.name) })}</p>
      <Link className="btn btn-primary" to={`${routePath('signup')}?profile=${profile.id}`}>
        {t('search.visitorSignup')}
      </Link>
    </div>
  );
}
