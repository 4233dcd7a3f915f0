import { useParams } from 'react-router';
import { MemberInvitation } from './LanderParts';
import { MemberPhoto } from './MemberPhoto';
import { useLanderMember } from './useLanderMember';
import { useSlugKicker } from './useSlugKicker';
import './memberLanders.css';

/**
 * /members/{id}/landing3/{slug…} (empty layout): split screen — the member's photo fills one half, the invitation the
 * other, on a dark background; stacked on a phone, photo first.
 */
export default function MemberLanding3Page() {
  const { profileId } = useParams();
  const state = useLanderMember(profileId);
  const kicker = useSlugKicker(state);
  return (
    <section className="container-fluid bg-dark text-white member-lander-bleed" data-testid="member-landing3-lander">
      <div className="row member-lander-bleed">
        <div className="col-md-6 p-0 position-relative member-lander-split-photo">
          <MemberPhoto state={state} fill />
        </div>
        <div className="col-md-6 d-flex align-items-center">
          <div className="px-2 px-md-4 px-xl-5 py-4 py-md-5 w-100" style={{ maxWidth: '34rem' }}>
            <p className="small text-uppercase fw-semibold text-primary-emphasis mb-3">
              <span className="badge text-bg-primary">{kicker}</span>
            </p>
            <MemberInvitation state={state} copy="memberLanding3" light gap="mb-4" />
          </div>
        </div>
      </div>
    </section>
  );
}
