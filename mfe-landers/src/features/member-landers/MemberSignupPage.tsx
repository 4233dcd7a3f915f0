import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MemberInvitation } from './LanderParts';
import { MemberPhoto } from './MemberPhoto';
import { useLanderMember } from './useLanderMember';
import './memberLanders.css';

/**
 * /members/{id}/signup (lander layout): signing up to talk to this member — their photo beside an invitation whose
 * one button opens the signup that speaks of them.
 */
export default function MemberSignupPage() {
  const { t } = useTranslation('landers');
  const { profileId } = useParams();
  const state = useLanderMember(profileId);
  const profile = state.status === 'ready' ? state.profile : null;
  return (
    <section className="container py-3 py-lg-5" data-testid="member-signup-lander">
      <div className="card shadow border-0 overflow-hidden mx-auto" style={{ maxWidth: '60rem' }}>
        <div className="row g-0">
          <div className="col-md-5 position-relative member-lander-card-photo">
            <MemberPhoto state={state} fill />
          </div>
          <div className="col-md-7">
            <div className="card-body p-4 p-lg-5">
              <p className="small text-success fw-semibold mb-2">
                <span aria-hidden="true">● </span>
                {profile ? t('memberSignup.badge', { name: profile.name }) : t('memberSignup.badgeGeneric')}
              </p>
              <MemberInvitation state={state} copy="memberSignup" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
