import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Redirect, routePath } from 'shared-contracts';
import { captureTracking, readTracking } from 'shared-contracts/api';
import { useSettings, useUser } from 'shared-contracts/store';
import { signupAllowed } from './flow';
import { SignupWizard } from './SignupWizard';

/** Shown to visitors when signup is closed (docs/product.md §2 Invite-only notice). */
function InviteOnly() {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  return (
    <section className="mx-auto text-center py-4" style={{ maxWidth: '34rem' }} data-testid="invite-only">
      <h1 className="h3">{t('inviteOnly.title', { site: settings.name })}</h1>
      <p>{t('inviteOnly.body')}</p>
      <p>
        {t('inviteOnly.haveAccount')} <Link to={routePath('login')}>{t('inviteOnly.login')}</Link>
      </p>
    </section>
  );
}

const noChanges = () => () => {};

/**
 * The traffic source's network, which may open an invite-only signup: the address's, else the one kept from an earlier
 * visit. Only the browser keeps that one, so it joins after hydration: the first render matches the server's markup.
 */
function useTrafficNetwork(): string | undefined {
  const [searchParams] = useSearchParams();
  const kept = useSyncExternalStore(
    noChanges,
    () => readTracking().network,
    () => undefined,
  );
  useEffect(() => {
    captureTracking();
  }, []);
  return searchParams.get('network') ?? kept;
}

/**
 * /signup and /complete-signup: the invite-only notice, or the signup steps. A member whose address is confirmed has
 * signed up already: /signup sends them to the members; /complete-signup lets them fill in what the profile lacks.
 */
export function SignupPage({ autoSkip, completing = false }: { autoSkip: boolean; completing?: boolean }) {
  const settings = useSettings();
  const user = useUser();
  const [searchParams] = useSearchParams();
  const network = useTrafficNetwork();
  const profile = Number(searchParams.get('profile'));
  if (user?.email_confirmed && !completing) return <Redirect to={routePath('members')} />;
  if (!user && !signupAllowed(settings.signups, network)) return <InviteOnly />;
  return <SignupWizard profileId={Number.isInteger(profile) && profile > 0 ? profile : null} autoSkip={autoSkip} />;
}

export default function SignupRoute() {
  return <SignupPage autoSkip />;
}
