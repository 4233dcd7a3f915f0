import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from 'shared-contracts/store';
import { Spinner } from '../../shared/Spinner';
import { MemberContactActions, VisitorInvite } from './ContactActions';
import { ProfileFields, ProfileNotes } from './ProfileFields';
import { ProfileHeading } from './ProfileHeading';
import { ProfilePhotos } from './ProfilePhotos';
import { useReportMemberMutation } from './profileActionsApi';
import { SafetyActions } from './SafetyActions';
import { useProfileTabTitle } from './useProfileTabTitle';
import { useRouteProfile } from './useRouteProfile';

// The dialog (shared with the chat's report) loads when a member opens it, not with every profile page.
const ReportDialog = lazy(() => import('shared-ui').then((module) => ({ default: module.ReportDialog })));

/**
 * /members/{profileId} and /likes/m/{profileId} (docs/product.md §2): photos, the visible fields and notes, age and
 * place, the fictional mark; like and chat for members — also when opened from the likes pages, whose lists (not this
 * page) hide chat and visit buttons, so a member can like back —, block and report. A missing or deleted member
 * shows the 404 page. Opening it marks the member's like as seen.
 */
export default function ProfilePage() {
  const { t } = useTranslation('search');
  const user = useUser();
  const { profile, error, isLoading, notFound } = useRouteProfile();
  const [photoIndex, setPhotoIndex] = useState(0);
  const [reporting, setReporting] = useState(false);
  const [report] = useReportMemberMutation();
  useProfileTabTitle(profile?.name);

  if (isLoading) {
    return <Spinner />;
  }
  if (!profile) return error && !notFound ? <p className="text-body-secondary">{t('profile.failed')}</p> : null;

  const isSelf = user?.profile.id === profile.id;
  return (
    <article className="row g-4" aria-labelledby="profile-name" data-testid="profile-page">
      <ProfilePhotos profile={profile} photoIndex={photoIndex} onChoose={setPhotoIndex} />
      <div className="col-md-7">
        <ProfileHeading profile={profile} />
        {user && !isSelf && <MemberContactActions profile={profile} />}
        {!user && <VisitorInvite profile={profile} />}
        <ProfileFields profile={profile} />
        <ProfileNotes profile={profile} />
        {user && !isSelf && <SafetyActions profile={profile} onReport={() => setReporting(true)} />}
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            name={profile.name}
            t={t}
            send={(sent) => report({ profile: profile.id, ...sent }).unwrap()}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </article>
  );
}
