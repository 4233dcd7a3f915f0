import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError, callEndpoint, routePath } from 'shared-contracts';
import { userEndpoint } from 'shared-contracts/api';
import { mailChangeDoEndpoint, mailChangeTokenSchema } from 'shared-contracts/api/account';
import { selectIsLoggedIn, useAppDispatch, useAppSelector, userLoaded } from 'shared-contracts/store';
import { incorrectPath, type MailChangeLinkState } from '../../shared/mailChangeLink';

const linkInvalid: MailChangeLinkState = { linkInvalid: true };

/**
 * /mail-change/do?token=: the link of the e-mail change mail. Applies the change on load (POST
 * /api/mail_change.php?do=1); a link that is unknown, used or expired leads to /notifications#email-change-incorrect,
 * which explains it and offers the form again.
 */
export default function MailChangeDoPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
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
    callEndpoint(mailChangeDoEndpoint, { body: { token } }).then(
      (answer) => setEmail(answer.email),
      (error: unknown) => {
        if (error instanceof ApiRequestError && (error.status === 410 || error.status === 400))
          void navigate(incorrectPath, { replace: true, state: linkInvalid });
        else setFailed(true);
      },
    );
  }, [token, navigate]);

  // The shell's copy of the member still has the old address.
  useEffect(() => {
    if (email && loggedIn)
      callEndpoint(userEndpoint).then(
        ({ user }) => dispatch(userLoaded(user)),
        () => undefined,
      );
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
