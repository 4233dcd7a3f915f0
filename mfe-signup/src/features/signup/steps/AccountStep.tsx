import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError, readCookie, routePath, CSRF_COOKIE } from 'shared-contracts';
import { readTracking, type User } from 'shared-contracts/api';
import { accountFormSchema, emailField, emailStatusMessage, type AccountForm, type EmailStatus } from 'shared-contracts/api/signup';
import { didYouMean } from '../didYouMean';
import { useSettings } from '../hooks';
import { LegalModal } from '../LegalModal';
import { signupApi } from '../signupApi';
import { StepFrame } from '../StepFrame';

interface Props {
  /** The member the visitor came to contact, if any: step 0 then speaks of them. */
  profileId: number | null;
  onSignedUp: (user: User) => void;
}

type FormValues = AccountForm;

/** Step 0: e-mail, name, password and the terms (docs/product.md §2, §5). */
export function AccountStep({ profileId, onSignedUp }: Props) {
  const { t, i18n } = useTranslation('signup');
  const settings = useSettings();
  const ids = { email: useId(), name: useId(), password: useId(), terms: useId() };
  const [legal, setLegal] = useState<'terms' | 'privacy' | null>(null);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [emailStatus, setEmailStatus] = useState<{ email: string; status: EmailStatus; token: string } | null>(null);
  const checking = useRef<AbortController | null>(null);
  const submission = useRef(crypto.randomUUID());

  const form = useForm<FormValues>({
    resolver: zodResolver(accountFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', name: '', password: '', terms: false },
  });
  const { register, handleSubmit, setValue, getValues, setError, clearErrors, formState } = form;
  const { errors, isSubmitting } = formState;

  /** Asks the server about the address (abortable); the server may correct it. */
  const checkEmail = async (typed: string): Promise<{ status: EmailStatus; token: string; email: string } | null> => {
    checking.current?.abort();
    const controller = new AbortController();
    checking.current = controller;
    try {
      const answer = await signupApi.validateEmail(typed, controller.signal);
      if (answer.email !== typed) setValue('email', answer.email);
      setEmailStatus(answer);
      const problem = emailStatusMessage(answer.status);
      if (problem) setError('email', { type: 'server', message: problem });
      return answer;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return null;
      // docs/product.md §8: a failed check counts as invalid.
      const invalid = { status: 'invalid' as const, token: '', email: typed };
      setEmailStatus(invalid);
      setError('email', { type: 'server', message: 'invalid_email' });
      return invalid;
    }
  };

  const onEmailSettled = async () => {
    const email = getValues('email').trim();
    setSuggestion(didYouMean(email));
    if (!emailField.safeParse(email).success) return;
    if (!getValues('name')) setValue('name', email.split('@')[0] ?? '', { shouldValidate: true });
    await checkEmail(email);
  };

  useEffect(() => () => checking.current?.abort(), []);

  const onSubmit = async (values: FormValues) => {
    const checked = emailStatus?.email === values.email ? emailStatus : await checkEmail(values.email);
    if (!checked || checked.status !== 'new') return;
    try {
      const { user } = await signupApi.signUp({
        email: checked.email,
        name: values.name,
        password: values.password,
        token: checked.token,
        trafficsource: readTracking(),
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        country: settings.geoip_selected_country || undefined,
        language: i18n.language as 'en',
        profile: profileId ?? undefined,
        form_path: location.pathname,
        referrer: document.referrer.slice(0, 2000),
        csrf: readCookie(CSRF_COOKIE),
        n: submission.current,
      });
      onSignedUp(user);
    } catch (error) {
      console.error('Signup failed', error);
      if (error instanceof ApiRequestError && error.status === 400) {
        setError('root', { type: 'server', message: error.message });
        return;
      }
      window.alert(error instanceof Error ? error.message : String(error));
    }
  };

  const fieldError = (name: keyof FormValues) => {
    const message = errors[name]?.message;
    return message ? t(`validation.${message}`, { min_age: settings.minimum_age }) : null;
  };
  const emailProblem = errors.email?.message;

  return (
    <StepFrame step={0} title={t(profileId ? 'account.titleWithProfile' : 'account.title')} intro={t(profileId ? 'account.introWithProfile' : 'account.intro', { site: settings.name })}>
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="card card-body shadow-sm">
        <div className="mb-3">
          <label htmlFor={ids.email} className="form-label">{t('account.email')}</label>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            className={`form-control ${errors.email ? 'is-invalid' : ''}`}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={`${ids.email}-feedback`}
            {...register('email', { onBlur: () => void onEmailSettled() })}
          />
          <div id={`${ids.email}-feedback`} className="invalid-feedback" role="alert">
            {fieldError('email')}{' '}
            {(emailProblem === 'email_exists') && <Link to={routePath('login')}>{t('account.loginLink')}</Link>}
            {emailProblem === 'email_deleted' && <Link to={routePath('pages-service')}>{t('account.serviceLink')}</Link>}
          </div>
          {suggestion && (
            <div className="form-text" data-testid="did-you-mean">
              {t('account.didYouMean')}{' '}
              <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => {
                setValue('email', suggestion, { shouldValidate: true });
                setSuggestion(null);
                clearErrors('email');
                void onEmailSettled();
              }}>
                {suggestion}
              </button>
              ?
            </div>
          )}
        </div>
        <div className="mb-3">
          <label htmlFor={ids.name} className="form-label">{t('account.name')}</label>
          <input id={ids.name} type="text" autoComplete="nickname" maxLength={150} className={`form-control ${errors.name ? 'is-invalid' : ''}`} aria-invalid={Boolean(errors.name)} {...register('name')} />
          <div className="invalid-feedback" role="alert">{fieldError('name')}</div>
        </div>
        <div className="mb-3">
          <label htmlFor={ids.password} className="form-label">{t('account.password')}</label>
          <input id={ids.password} type="password" autoComplete="new-password" className={`form-control ${errors.password ? 'is-invalid' : ''}`} aria-invalid={Boolean(errors.password)} {...register('password')} />
          <div className="invalid-feedback" role="alert">{fieldError('password')}</div>
        </div>
        <div className="form-check mb-3">
          <input id={ids.terms} type="checkbox" className={`form-check-input ${errors.terms ? 'is-invalid' : ''}`} {...register('terms', { onChange: () => clearErrors('terms') })} />
          <label htmlFor={ids.terms} className="form-check-label">
            {t('account.acceptBefore')}{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => setLegal('terms')}>{t('account.terms')}</button>{' '}
            {t('account.acceptBetween')}{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => setLegal('privacy')}>{t('account.privacy')}</button>
          </label>
          <div className="invalid-feedback" role="alert">{fieldError('terms')}</div>
        </div>
        {errors.root && <div className="alert alert-danger" role="alert">{errors.root.message}</div>}
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={isSubmitting || Object.keys(errors).some((key) => key !== 'root')}>
          {isSubmitting ? t('account.submitting') : t('account.submit')}
        </button>
        <p className="text-center small mt-3 mb-0">
          {t('account.haveAccount')} <Link to={routePath('login')}>{t('account.loginLink')}</Link>
        </p>
      </form>
      {legal && <LegalModal page={legal} onClose={() => setLegal(null)} />}
    </StepFrame>
  );
}
