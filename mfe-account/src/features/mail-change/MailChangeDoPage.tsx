import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routePath } from 'shared-contracts';
import { mailChangeTokenSchema } from 'shared-contracts/api/account';
import { selectIsLoggedIn, useAppDispatch, useAppSelector, userRefetchRequested } from 'shared-contracts/store';
import { callFailure } from '../../shared/errors';
import { incorrectPath, type MailChangeLinkState } from '../../shared/mailChangeLink';
import { useConfirmMailChangeMutation } from './mailChangeApi';

const linkInvalid: MailChangeLinkState = { linkInvalid: true };

/**
 * /mail-change/do?token=: the link of the e-mail change mail. Applies the change on load; a link that is unknown,
 * used or expired leads to /notifications#email-change-incorrect, which explains it and offers the form again.
 */
export default function MailChangeDoPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [confirm] = useConfirmMailChangeMutation();
  const [email, setEmail] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // The token works once: a second run of the effect (React's strict mode, a re-render) must not spend it again.
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    if (!mailChangeTokenSchema.safeParse(token).success) {
      void navigate(incorrectPath, { replace: true, state: linkInvalid });
      return;
    }
    confirm(token)
      .unwrap()
      .then(setEmail, (error: unknown) => {
        const { status } = callFailure(error);
        if (status === 410 || status === 400) void navigate(incorrectPath, { replace: true, state: linkInvalid });
        else setFailed(true);
      });
  }, [token, navigate, confirm]);

  // The shell's copy of the member still has the old address.
  useEffect(() => {
    if (email && loggedIn) dispatch(userRefetchRequested());
  }, [email, loggedIn, dispatch]);

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-sm-10 col-md-7 col-lg-5">
        <h1 className="h3 mb-3">{t('mailChange.doTitle')}</h1>
        {email ? (
          <>
            <div className="alert alert-success" role="status" data-testid="mail-change-done">
              {t('mailChange.done', { email })}
            </div>
            <Link className="btn btn-primary" to={routePath('notifications')}>
              {t('mailChange.toNotifications')}
            </Link>
          </>
        ) : failed ? (
          <div className="alert alert-danger" role="alert">
            {t('mailChange.error.unknown')}
          </div>
        ) : (
          <p className="text-body-secondary" role="status">
            {t('mailChange.confirming')}
          </p>
        )}
      </div>
    </div>
  );
}
