import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { User } from 'shared-contracts/api';
import { signupClosed } from 'shared-contracts/store';
import { ActivationProgress } from '../../activation/ActivationProgress';
import { useSettings } from '../hooks';
import { StepFrame } from '../StepFrame';

/** Step 7: check your mailbox for the double opt-in link (SPEC §2). */
export function CompleteStep({ user }: { user: User }) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const dispatch = useDispatch();
  const webmailSearch = `https://mail.google.com/mail/u/0/#search/from%3A${encodeURIComponent(settings.email)}`;
  return (
    <StepFrame step={7} title={t('complete.title')} intro={t('complete.intro', { email: user.email })}>
      <ActivationProgress email={user.email} />
      <p>{t('complete.spam')}</p>
      <p>
        {t('complete.wrongAddress')} <Link to={`${routePath('notifications')}#email-change-incorrect`}>{t('complete.changeAddress')}</Link>
      </p>
      {user.mailprovider === 2 && (
        <p>
          <a className="btn btn-outline-primary" href={webmailSearch} target="_blank" rel="noopener noreferrer">
            {t('complete.openWebmail')}
          </a>
        </p>
      )}
      <Link className="btn btn-primary btn-lg w-100 mt-2" to={routePath('members')} onClick={() => dispatch(signupClosed())}>
        {t('complete.toMembers')}
      </Link>
    </StepFrame>
  );
}
