import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { operatorSignInSchema, type OperatorSignIn } from 'shared-contracts/api/admin';
import { callFailure } from '../../shared/errors';
import { InputField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import { AuthenticatorCodeField } from './AuthenticatorCodeField';
import { useSignInMutation } from '../../shared/operatorSession';

type Failure = 'invalid' | 'throttled' | 'unknown';

function failureOf(status: number | null): Failure {
  if (status === 401) return 'invalid';
  if (status === 429) return 'throttled';
  return 'unknown';
}

/** E-mail, password and the authenticator's code in one step (docs/operators.md "Accounts and signing in"). */
export default function SignInPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const errorId = useId();
  const [signIn, { error, isLoading, reset }] = useSignInMutation();
  const form = useForm<OperatorSignIn>({
    resolver: zodResolver(operatorSignInSchema),
    defaultValues: { email: '', password: '', code: '' },
  });
  const { errors } = form.formState;
  const failure = error ? failureOf(callFailure(error).status) : null;
  const onSubmit = form.handleSubmit(async (values) => {
    reset();
    // A failure shows above the form; a new code is needed for the next try.
    await signIn(values)
      .unwrap()
      .catch(() => form.setValue('code', ''));
  });
  return (
    <main id="main" className="container py-5">
      <div className="row justify-content-center">
        <div className="col-12 col-sm-10 col-md-7 col-lg-5">
          <h1 className="h3 mb-1">{t('signIn.title')}</h1>
          <p className="text-body-secondary">{t('signIn.intro')}</p>
          <form
            className="card card-body shadow-sm"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-describedby={failure ? errorId : undefined}
          >
            {failure && (
              <div className="alert alert-danger" role="alert" id={errorId}>
                {t(`signIn.error.${failure}`)}
              </div>
            )}
            <InputField
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              registration={form.register('email')}
              error={fieldMessage(errors.email?.message)}
            />
            <InputField
              label={t('signIn.password')}
              type="password"
              autoComplete="current-password"
              registration={form.register('password')}
              error={fieldMessage(errors.password?.message)}
            />
            <AuthenticatorCodeField
              label={t('signIn.code')}
              hint={t('signIn.codeHint')}
              registration={form.register('code')}
              error={fieldMessage(errors.code?.message)}
            />
            <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
              {isLoading ? t('signIn.submitting') : t('signIn.submit')}
            </button>
          </form>
        </div>
      </div>
    </main>
  );
}
