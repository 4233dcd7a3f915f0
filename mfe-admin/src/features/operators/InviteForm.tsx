import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { operatorInviteCreateEndpoint, operatorRoles } from 'shared-contracts/api/admin';
import { callFailure } from '../../shared/errors';
import { InputField, SelectField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import { useInviteOperatorMutation } from './operatorsApi';
import type { EndpointBody } from 'shared-contracts/api';

type InviteValues = EndpointBody<typeof operatorInviteCreateEndpoint>;

/** Invites an operator by mail, with a role. */
export function InviteForm() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [invite, { isLoading, data, error }] = useInviteOperatorMutation();
  const form = useForm<InviteValues>({
    resolver: zodResolver(operatorInviteCreateEndpoint.body),
    defaultValues: { email: '', name: '', role: 'moderator' },
  });
  const { errors } = form.formState;
  const failure = error ? callFailure(error) : null;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await invite(values);
    if ('data' in result) form.reset();
  });
  return (
    <section className="card card-body mb-4" aria-labelledby="invite-heading">
      <h2 className="h5" id="invite-heading">
        {t('operators.invite')}
      </h2>
      {data && !isLoading && (
        <p className="alert alert-success" role="status">
          {t('operators.invited', { email: data.operator.email })}
        </p>
      )}
      {failure && (
        <p className="alert alert-danger" role="alert">
          {t(`operators.error.${failure.code ?? 'unknown'}`, { defaultValue: t('operators.error.unknown') })}
        </p>
      )}
      <form noValidate className="row g-2 align-items-start" onSubmit={(event) => void onSubmit(event)}>
        <div className="col-12 col-md-4">
          <InputField
            label={t('operators.email')}
            type="email"
            registration={form.register('email')}
            error={fieldMessage(errors.email?.message)}
          />
        </div>
        <div className="col-12 col-md-3">
          <InputField
            label={t('operators.name')}
            registration={form.register('name')}
            error={fieldMessage(errors.name?.message)}
          />
        </div>
        <div className="col-12 col-md-3">
          <SelectField
            label={t('operators.role')}
            registration={form.register('role')}
            error={fieldMessage(errors.role?.message)}
            options={operatorRoles.map((role) => ({ value: role, label: t(`console.role.${role}`) }))}
          />
        </div>
        <div className="col-12 col-md-2 pt-md-4 mt-md-2">
          <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
            {t('operators.inviteSubmit')}
          </button>
        </div>
      </form>
    </section>
  );
}
