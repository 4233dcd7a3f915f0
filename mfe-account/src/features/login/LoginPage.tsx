import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError, callEndpoint, Redirect, routePath, safeReturnPath } from 'shared-contracts';
import { ACCOUNT_THROTTLED, loginEndpoint, restrictionOfError, type LoginRequest } from 'shared-contracts/api';
import {
  accountRestricted,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
  userLoaded,
} from 'shared-contracts/store';
import { InputField } from 'shared-ui/fields';
import { FormAlert } from '../../shared/FormAlert';

type Failure = 'invalid' | 'throttled' | 'accountThrottled' | 'unknown' | null;

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiRequestError)) return 'unknown';
  if (error.status === 401) return 'invalid';
  if (error.status === 429) return error.code === ACCOUNT_THROTTLED ? 'accountThrottled' : 'throttled';
  return 'unknown';
}

/**
 * POST /api/login.php {email, password} → {user}. A plain call and a plain form, not RTK Query and react-hook-form:
 * /login is a first page, and either would add to it (react-hook-form with its resolver: 13 KB gzip).
 */
const logIn = (body: LoginRequest) => callEndpoint(loginEndpoint, { body });

export default function LoginPage() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('redirect')) ?? '/';
  const [isLoading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const errorId = useId();

  if (loggedIn) return <Redirect to={returnTo} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFailure(null);
    setLoading(true);
    try {
      const { user } = await logIn({ email: String(form.get('email')), password: String(form.get('password')) });
      dispatch(userLoaded(user));
    } catch (error) {
      // A suspended or banned member's right password opens the ban page only (the shell goes there).
      const restriction = error instanceof ApiRequestError ? restrictionOfError(error.code) : null;
      if (restriction) {
        dispatch(accountRestricted(restriction));
        return;
      }
      setFailure(failureOf(error));
      setLoading(false);
    }
  };

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-sm-10 col-md-7 col-lg-5">
        <h1 className="h3 mb-4">{t('login.title')}</h1>
        <form
          className="card card-body shadow-sm"
          onSubmit={(event) => void onSubmit(event)}
          aria-describedby={failure ? errorId : undefined}
        >
          <FormAlert id={errorId} data-testid="login-error">
            {failure && t(`login.error.${failure}`)}
          </FormAlert>
          <InputField
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
          />
          <InputField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
            note={
              <div className="form-text text-end">
                <Link to={routePath('reset-password')}>{t('login.forgotPassword')}</Link>
              </div>
            }
          />
          <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
            {isLoading ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <p className="text-center mt-3">
          {t('login.noAccount')} <Link to={routePath('signup')}>{t('login.signupLink')}</Link>
        </p>
      </div>
    </div>
  );
}
