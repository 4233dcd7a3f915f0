import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError, readCookie, routePath, CSRF_COOKIE } from 'shared-contracts';
import { initialSearchFromAnswers, readMatchFinderAnswers, readTracking, type User } from 'shared-contracts/api';
import { accountFormSchema, emailField, type AccountForm } from 'shared-contracts/api/signup';
import { legalModalRequested, useAppDispatch, useSettings } from 'shared-contracts/store';
import { InputField } from 'shared-ui/fields';
import { didYouMean } from '../didYouMean';
import { signupApi } from '../signupApi';
import { StepFrame } from '../StepFrame';
import { EmailProblemLinks } from './account/EmailProblemLinks';
import { EmailSuggestion } from './account/EmailSuggestion';
import { TermsCheckbox } from './account/TermsCheckbox';
import { useEmailCheck } from './account/useEmailCheck';

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
  const dispatch = useAppDispatch();
  const ids = { email: useId(), name: useId(), password: useId(), terms: useId() };
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const submission = useRef(crypto.randomUUID());
  // The name this form took from the address, while the member has not changed it.
  const prefilledName = useRef<string | null>(null);

  const form = useForm<FormValues>({
    resolver: zodResolver(accountFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', name: '', password: '', terms: false },
  });
  const { register, handleSubmit, setValue, getValues, setError, clearErrors, trigger, getFieldState, formState } =
    form;
  const { errors, isSubmitting } = formState;

  const { checked: emailStatus, checkEmail } = useEmailCheck(form);

  const onEmailSettled = async () => {
    const email = getValues('email').trim();
    setSuggestion(didYouMean(email));
    if (!emailField.safeParse(email).success) return;
    if (!getValues('name')) {
      prefilledName.current = email.split('@')[0] ?? '';
      setValue('name', prefilledName.current, { shouldValidate: true });
    }
    await checkEmail(email);
  };

  const onSubmit = async (values: FormValues) => {
    const checked = emailStatus?.email === values.email ? emailStatus : await checkEmail(values.email);
    if (!checked || checked.status !== 'new') return;
    // Answers of the match finder, if the visitor came through it: their country and their first search.
    const answers = readMatchFinderAnswers();
    try {
      const { user } = await signupApi.signUp({
        email: checked.email,
        name: values.name,
        password: values.password,
        token: checked.token,
        trafficsource: readTracking(),
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        country: answers?.country ?? (settings.geoip_selected_country || undefined),
        ...(answers ? { search: initialSearchFromAnswers(answers) } : {}),
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
    <StepFrame
      step={0}
      title={t(profileId ? 'account.titleWithProfile' : 'account.title')}
      intro={t(profileId ? 'account.introWithProfile' : 'account.intro', { site: settings.name })}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="card card-body shadow-sm">
        <InputField
          id={ids.email}
          label={t('account.email')}
          type="email"
          autoComplete="email"
          announceError
          error={
            errors.email && (
              <>
                {fieldError('email')} <EmailProblemLinks problem={emailProblem} />
              </>
            )
          }
          {...register('email', { onBlur: () => void onEmailSettled() })}
          note={
            suggestion && (
              <EmailSuggestion
                suggestion={suggestion}
                onChoose={() => {
                  setValue('email', suggestion, { shouldValidate: true });
                  setSuggestion(null);
                  clearErrors('email');
                  void onEmailSettled();
                }}
              />
            )
          }
        />
        <InputField
          id={ids.name}
          label={t('account.name')}
          type="text"
          autoComplete="nickname"
          maxLength={150}
          announceError
          error={fieldError('name')}
          {...register('name', {
            // onTouched judges a field from its first blur on; the name's rules show while it is first typed too
            // (docs/product.md §5: "@" is refused at once), the e-mail stays lazy.
            onChange: () => {
              if (!getFieldState('name').isTouched) void trigger('name');
            },
          })}
          // The name taken from the address is a guess: entering the field selects it, so what the member types
          // replaces it rather than being added to it.
          onFocus={(event) => {
            if (event.target.value === prefilledName.current) event.target.select();
          }}
        />
        <InputField
          id={ids.password}
          label={t('account.password')}
          type="password"
          autoComplete="new-password"
          announceError
          error={fieldError('password')}
          {...register('password')}
        />
        <TermsCheckbox
          id={ids.terms}
          error={fieldError('terms')}
          registration={register('terms', { onChange: () => clearErrors('terms') })}
          onOpenLegal={(page) => dispatch(legalModalRequested(page))}
        />
        {errors.root && (
          <div className="alert alert-danger" role="alert">
            {errors.root.message}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-lg w-100"
          disabled={isSubmitting || Object.keys(errors).some((key) => key !== 'root')}
        >
          {isSubmitting ? t('account.submitting') : t('account.submit')}
        </button>
        <p className="text-center small mt-3 mb-0">
          {t('account.haveAccount')} <Link to={routePath('login')}>{t('account.loginLink')}</Link>
        </p>
      </form>
    </StepFrame>
  );
}
