import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LanderHeading, LoginLine, MemberFacts, SignupButton, TrustPoints } from './LanderParts';
import { MemberPhoto } from './MemberPhoto';
import { useLanderMember } from './useLanderMember';
import './memberLanders.css';

/**
 * /members/{id}/landing (lander layout): a profile-led lander — the member's photo large, who they are, and three
 * steps from here to a first message.
 */
export default function MemberLandingPage() {
  const { t } = useTranslation('landers');
  const { profileId } = useParams();
  const state = useLanderMember(profileId);
  return (
    <section className="container py-3 py-lg-5" data-testid="member-landing-lander">
      <div className="row g-4 g-lg-5 align-items-center">
        <div className="col-md-6 col-lg-5">
          <MemberPhoto state={state} className="rounded-4 shadow" />
        </div>
        <div className="col-md-6 col-lg-7">
          <MemberFacts state={state} />
          <LanderHeading state={state} copy="memberLanding" />
          <div className="mb-4" style={{ maxWidth: '24rem' }}>
            <SignupButton state={state} />
          </div>
          <h2 className="h6 text-uppercase text-body-secondary">{t('memberLanding.howTitle')}</h2>
          <ol className="list-unstyled mb-4">
            {(['signup', 'profile', 'chat'] as const).map((step, index) => (
              <li key={step} className="d-flex align-items-start gap-3 mb-2">
                <span
                  className="badge rounded-pill text-bg-primary flex-shrink-0 mt-1"
                  style={{ width: '1.75rem' }}
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span>{t(`memberLanding.how.${step}`)}</span>
              </li>
            ))}
          </ol>
          <TrustPoints />
          <hr className="my-4" />
          <LoginLine />
        </div>
      </div>
    </section>
  );
}
