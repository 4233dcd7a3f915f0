import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { LanderMember } from 'shared-contracts/api';
import { useSettings } from 'shared-contracts/store';
import type { LanderMemberState } from './useLanderMember';

/** Where the call to action leads: the signup that speaks of this member (step 0's with-profile copy). */
export function signupPathFor(profile: LanderMember | null): string {
  return profile ? `${routePath('signup')}?profile=${profile.id}` : routePath('signup');
}

/** The one button every lander is about: sign up, to talk to this member if there is one. */
export function SignupButton({
  state,
  className = 'btn btn-primary btn-lg w-100',
}: {
  state: LanderMemberState;
  className?: string;
}) {
  const { t } = useTranslation('landers');
  const profile = state.status === 'ready' ? state.profile : null;
  return (
    <Link className={className} to={signupPathFor(profile)} data-testid="lander-signup">
      {profile ? t('member.cta', { name: profile.name }) : t('member.ctaGeneric')}
    </Link>
  );
}

/**
 * The member's name with age and their city; space for both is kept while the member loads. `tone` picks light
 * text for photo backgrounds.
 */
export function MemberFacts({ state, light = false }: { state: LanderMemberState; light?: boolean }) {
  const profile = state.status === 'ready' ? state.profile : null;
  if (state.status === 'loading') {
    return (
      <div className="placeholder-glow mb-2" aria-hidden="true">
        <span className="placeholder col-6 d-block mb-2" style={{ height: '2rem' }} />
        <span className="placeholder col-4 d-block" />
      </div>
    );
  }
  if (!profile) return null;
  return (
    <div className="mb-2" data-testid="member-facts">
      <p className={`h2 fw-bold mb-1 ${light ? 'text-white' : ''}`}>
        <bdi>{profile.name}</bdi>
        {profile.age !== null && <span className="fw-normal">, {profile.age}</span>}
      </p>
      {profile.city && (
        <p className={`mb-0 ${light ? 'text-white-50' : 'text-body-secondary'}`}>
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="currentColor" className="me-1 mb-1">
            <path d="M8 0a5.5 5.5 0 0 0-5.5 5.5C2.5 9.6 8 16 8 16s5.5-6.4 5.5-10.5A5.5 5.5 0 0 0 8 0Zm0 8a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" />
          </svg>
          <bdi>{profile.city}</bdi>
        </p>
      )}
    </div>
  );
}

/** Three short reasons to sign up now. */
export function TrustPoints({ light = false }: { light?: boolean }) {
  const { t } = useTranslation('landers');
  return (
    <ul className={`list-unstyled small mb-0 ${light ? 'text-white-50' : 'text-body-secondary'}`}>
      {(['free', 'private', 'quick'] as const).map((point) => (
        <li key={point} className="mb-1">
          <span aria-hidden="true" className="text-success me-2">
            ✓
          </span>
          {t(`member.points.${point}`)}
        </li>
      ))}
    </ul>
  );
}

/** For visitors who already have an account. */
export function LoginLine({ light = false }: { light?: boolean }) {
  const { t } = useTranslation('landers');
  return (
    <p className={`small text-center mb-0 ${light ? 'text-white-50' : 'text-body-secondary'}`}>
      {t('member.haveAccount')}{' '}
      <Link to={routePath('login')} className={light ? 'link-light' : ''}>
        {t('member.login')}
      </Link>
    </p>
  );
}

/** A heading and lead for the member, or the generic pair when there is none; a placeholder while loading. */
export function LanderHeading({
  state,
  copy,
  as: Heading = 'h1',
  light = false,
}: {
  state: LanderMemberState;
  /** The catalog prefix: `<copy>.title`, `.intro`, `.titleGeneric`, `.introGeneric`. */
  copy: string;
  as?: 'h1' | 'h2';
  light?: boolean;
}) {
  const { t } = useTranslation('landers');
  const profile = state.status === 'ready' ? state.profile : null;
  const site = useSettings().name;
  if (state.status === 'loading') {
    return (
      <div className="placeholder-glow mb-3" aria-hidden="true">
        <span className="placeholder col-9 d-block mb-2" style={{ height: '2.25rem' }} />
        <span className="placeholder col-11 d-block mb-1" />
        <span className="placeholder col-7 d-block" />
      </div>
    );
  }
  const values = { name: profile?.name ?? '', site };
  return (
    <>
      <Heading className={`fw-bold mb-2 ${light ? 'text-white' : ''}`} data-testid="lander-title">
        {t(profile ? `${copy}.title` : `${copy}.titleGeneric`, values)}
      </Heading>
      <p className={`lead mb-3 ${light ? 'text-white' : 'text-body-secondary'}`}>
        {t(profile ? `${copy}.intro` : `${copy}.introGeneric`, values)}
      </p>
    </>
  );
}

/**
 * The invitation a member lander's card or column holds: who the member is, the headline, the signup button, why it
 * is safe and the login line. `gap` spaces the button and the trust points; `trustOnPhones={false}` leaves the trust
 * points out on a phone, where the full-bleed card sits over the photo.
 */
export function MemberInvitation({
  state,
  copy,
  light = false,
  gap = 'mb-3',
  trustOnPhones = true,
}: {
  state: LanderMemberState;
  /** The catalog prefix of the headline (LanderHeading). */
  copy: string;
  light?: boolean;
  gap?: 'mb-3' | 'mb-4';
  trustOnPhones?: boolean;
}) {
  return (
    <>
      <MemberFacts state={state} light={light} />
      <LanderHeading state={state} copy={copy} as="h1" light={light} />
      <div className={gap}>
        <SignupButton state={state} />
      </div>
      <div className={trustOnPhones ? gap : `${gap} d-none d-sm-block`}>
        <TrustPoints light={light} />
      </div>
      <LoginLine light={light} />
    </>
  );
}
