import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { User } from 'shared-contracts/api';
import { useAppDispatch, userLoaded, useUser } from 'shared-contracts/store';
import { PasswordSection } from './PasswordSection';
import { PhotosSection } from './PhotosSection';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfilePreview } from './ProfilePreview';

/**
 * /profile (docs/product.md §2 My profile): the member edits what signup collected, manages the photos, sees the
 * profile as others do and changes the password. The shell only shows this route to a logged-in member. `children`
 * are the account's other sections (privacy, deletion), placed by src/app/MyProfilePage.tsx.
 */
export function MyProfilePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('account');
  const user = useUser();
  const dispatch = useAppDispatch();

  if (!user) return null;
  const saved = (next: User) => {
    // The whole app (the top bar's name and photo) reads the member from the shared store; the preview follows by
    // itself (each save invalidates the member's Profile tag: myProfileApi.ts).
    dispatch(userLoaded(next));
  };

  return (
    <div>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
        <h1 className="h3 mb-0">{t('myProfile.title')}</h1>
        <Link to={routePath('notifications')}>{t('myProfile.notificationsLink')}</Link>
      </div>
      <p className="text-body-secondary">{t('myProfile.intro')}</p>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <PhotosSection
            user={user}
            onChanged={({ images, main_image }) => saved({ ...user, profile: { ...user.profile, images, main_image } })}
          />
          {/* Keyed by member: another login in this tab starts from that member's profile, not this form's state. */}
          <ProfileDetailsForm key={user.id} user={user} onSaved={saved} />
          <PasswordSection />
          {children}
        </div>
        <div className="col-12 col-lg-5">
          <div className="sticky-lg-top" style={{ top: '1rem' }}>
            <ProfilePreview profileId={user.profile.id} />
          </div>
        </div>
      </div>
    </div>
  );
}
