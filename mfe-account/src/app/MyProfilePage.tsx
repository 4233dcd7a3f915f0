import { DeleteAccountSection } from '../features/delete-account/DeleteAccountSection';
import { MyProfilePage as ProfileEditor } from '../features/my-profile/MyProfilePage';
import { PrivacySection } from '../features/privacy/PrivacySection';

/** /profile: editing the profile, then the member's data and devices, then deleting the account (docs/product.md §2). */
export default function MyProfilePage() {
  return (
    <ProfileEditor>
      <PrivacySection />
      <DeleteAccountSection />
    </ProfileEditor>
  );
}
