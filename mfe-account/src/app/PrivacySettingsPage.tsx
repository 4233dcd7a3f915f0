import { DeleteAccountSection } from '../features/delete-account/DeleteAccountSection';
import { PrivacySection } from '../features/privacy/PrivacySection';

/**
 * The privacy and deletion sections on their own, until /profile (another part of issue 12) places them: a harness
 * for looking at them, exposed as `./privacy-settings` but on no route.
 */
export default function PrivacySettingsPage() {
  return (
    <div className="row justify-content-center">
      <div className="col-12 col-lg-8">
        <PrivacySection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
