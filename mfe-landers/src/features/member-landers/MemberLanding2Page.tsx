import { useParams } from 'react-router';
import { MemberInvitation } from './LanderParts';
import { MemberPhoto } from './MemberPhoto';
import { useLanderMember } from './useLanderMember';
import { useSlugKicker } from './useSlugKicker';
import './memberLanders.css';

/**
 * /members/{id}/landing2/{slug…} (empty layout): full bleed — the member's photo fills the screen, darkened towards the
 * bottom, with a card over it that leads to the signup.
 */
export default function MemberLanding2Page() {
  const { profileId } = useParams();
  const state = useLanderMember(profileId);
  const kicker = useSlugKicker(state);
  return (
    <section
      className="member-lander-bleed position-relative d-flex align-items-end align-items-md-center justify-content-center bg-dark overflow-hidden"
      data-testid="member-landing2-lander"
    >
      <MemberPhoto state={state} fill />
      <div className="member-lander-shade position-absolute top-0 start-0 w-100 h-100" aria-hidden="true" />
      <div className="position-relative w-100 px-3 py-4 d-flex justify-content-center">
        <div className="member-lander-glass card border-0 shadow-lg rounded-4 w-100">
          <div className="card-body p-4">
            <p className="small text-uppercase fw-semibold text-primary mb-2">{kicker}</p>
            <MemberInvitation state={state} copy="memberLanding2" trustOnPhones={false} />
          </div>
        </div>
      </div>
    </section>
  );
}
