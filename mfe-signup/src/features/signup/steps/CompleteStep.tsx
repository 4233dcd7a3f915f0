import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate, Redirect, routePath } from 'shared-contracts';
import type { User } from 'shared-contracts/api';
import { signupClosed, useSettings, useAppDispatch } from 'shared-contracts/store';
import { ActivationProgress } from './ActivationProgress';
import { ActivationReminder } from './ActivationReminder';
import { StepFrame } from '../StepFrame';

/**
 * Step 7: confirm the address (double opt-in, docs/product.md §2). Right after signing up it follows the activation
 * mail on its way; a member who comes back unconfirmed gets the reminder instead. Either way the mail can be sent
 * again or to a corrected address. A confirmed member has nothing left to do here and goes to the members.
 */
export function CompleteStep({ user, justSignedUp }: { user: User; justSignedUp: boolean }) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const dispatch = useAppDispatch();
  if (user.email_confirmed) return <Redirect to={routePath('members')} />;
  const webmailSearch = `https://mail.google.com/mail/u/0/#search/from%3A${encodeURIComponent(settings.email)}`;
  const email = isolate(user.email);
  return (
    <StepFrame
      step={7}
      title={t(justSignedUp ? 'complete.title' : 'reminder.title')}
      intro={t(justSignedUp ? 'complete.intro' : 'reminder.intro', { email })}
    >
      {justSignedUp && <ActivationProgress email={user.email} />}
      <p>{t('complete.spam')}</p>
      <ActivationReminder user={user} />
      {user.mailprovider === 2 && (
        <p className="mt-3">
          <a className="btn btn-outline-primary" href={webmailSearch} target="_blank" rel="noopener noreferrer">
            {t('complete.openWebmail')}
          </a>
        </p>
      )}
      {/* Right after signing up, a first few matches (docs/product.md §2 /signup-matches) before the whole search. */}
      <Link
        className="btn btn-primary btn-lg w-100 mt-4"
        to={routePath(justSignedUp ? 'signup-matches' : 'members')}
        onClick={() => dispatch(signupClosed())}
      >
        {t(justSignedUp ? 'complete.toMatches' : 'complete.toMembers')}
      </Link>
    </StepFrame>
  );
}
