import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from 'shared-contracts/store';
import { operatorAcceptInviteEndpoint } from 'shared-contracts/api/admin';
import { callFailure } from '../../shared/errors';
import { InputField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import { AuthenticatorCodeField } from './AuthenticatorCodeField';
import { LoadState } from '../../shared/LoadState';
import { adminApi } from '../../shared/adminApi';
import { useAcceptInviteMutation, useInviteQuery } from '../../shared/operatorSession';
import type { EndpointBody } from 'shared-contracts/api';

type AcceptForm = EndpointBody<typeof operatorAcceptInviteEndpoint>;

/** The base32 secret in groups of four, as authenticator apps show and take it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Name (as the owner typed it when inviting, to keep or change), password and a code from the app. */
function AcceptForm({ token, secret, name }: { token: string; secret: string; name: string }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [accept, { isLoading, error }] = useAcceptInviteMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const form = useForm<AcceptForm>({
    resolver: zodResolver(operatorAcceptInviteEndpoint.body),
    defaultValues: { token, secret, name, password: '', code: '' },
  });
  const { errors } = form.formState;
  const failure = error ? callFailure(error) : null;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await accept(values);
    if ('data' in result && result.data) {
      navigate('/admin', { replace: true });
      dispatch(adminApi.util.resetApiState());
    } else if ('error' in result) {
      const { fields } = callFailure(result.error);
      for (const [name, message] of Object.entries(fields))
        form.setError(name as keyof AcceptForm, { type: 'server', message }, { shouldFocus: true });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure && Object.keys(failure.fields).length === 0 && (
        <div className="alert alert-danger" role="alert">
          {failure.status === 410 ? t('invite.invalid') : t('invite.error')}
        </div>
      )}
      <InputField
        label={t('invite.name')}
        autoComplete="name"
        registration={form.register('name')}
        error={fieldMessage(errors.name?.message)}
      />
      <InputField
        label={t('invite.password')}
        type="password"
        autoComplete="new-password"
        hint={t('invite.passwordHint')}
        registration={form.register('password')}
        error={fieldMessage(errors.password?.message)}
      />
      <AuthenticatorCodeField
        label={t('invite.code')}
        registration={form.register('code')}
        error={fieldMessage(errors.code?.message)}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
        {isLoading ? t('invite.submitting') : t('invite.submit')}
      </button>
    </form>
  );
}

/**
 * /admin/invite?token=…: the invitation's authenticator secret as a QR code and as text, then name, password and a
 * code from the app, which proves the app holds the secret before anything is stored.
 */
export default function InvitePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = useInviteQuery(token, { skip: !token, refetchOnMountOrArgChange: true });
  const invalid = !token || (invite.isError && callFailure(invite.error).status === 410);
  return (
    <main id="main" className="container py-5">
      <div className="row justify-content-center">
        <div className="col-12 col-lg-9 col-xl-8">
          <h1 className="h3 mb-3">{t('invite.title')}</h1>
          {invalid ? (
            <p className="alert alert-warning">{t('invite.invalid')}</p>
          ) : !invite.data ? (
            <LoadState isError={invite.isError} onRetry={() => void invite.refetch()} />
          ) : (
            <>
              <p>{t('invite.for', { email: invite.data.email, role: t(`console.role.${invite.data.role}`) })}</p>
              <div className="row g-4">
                <section className="col-12 col-md-6" aria-labelledby="invite-step1">
                  <h2 className="h5" id="invite-step1">
                    {t('invite.step1')}
                  </h2>
                  <p className="small">{t('invite.step1Text')}</p>
                  {/* The QR code is an SVG document the server made; shown as an image, never inlined as markup. */}
                  <img
                    className="border rounded bg-white p-2 d-block mb-3"
                    width={220}
                    height={220}
                    alt={t('invite.qrAlt', { email: invite.data.email })}
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(invite.data.totp.qr_svg)}`}
                  />
                  <p className="mb-1 small fw-semibold">{t('invite.secret')}</p>
                  <code className="d-inline-block fs-6 user-select-all" data-testid="totp-secret">
                    {grouped(invite.data.totp.secret)}
                  </code>
                </section>
                <section className="col-12 col-md-6" aria-labelledby="invite-step2">
                  <h2 className="h5" id="invite-step2">
                    {t('invite.step2')}
                  </h2>
                  <AcceptForm token={token} secret={invite.data.totp.secret} name={invite.data.name} />
                </section>
              </div>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
