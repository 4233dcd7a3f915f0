import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { operatorRoles, type OperatorView } from 'shared-contracts/api/admin';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { DataTable } from '../../shared/DataTable';
import { callFailure } from '../../shared/errors';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { useOperatorSessionQuery } from '../../shared/operatorSession';
import { PageHeader } from '../../shared/PageHeader';
import { InviteForm } from './InviteForm';
import { useOperatorsQuery, useUpdateOperatorMutation } from './operatorsApi';

const column = createColumnHelper<OperatorView>();

/**
 * The status as owners read it: a disabled operator without a password and authenticator is an invitation that was
 * withdrawn, whom only a new invitation brings in (enabling is not for them).
 */
const statusOf = (operator: OperatorView) =>
  operator.status === 'disabled' && !operator.has_credentials ? 'withdrawn' : operator.status;

/** Owners: every operator, invitations (and withdrawing them), roles, disabling and inviting again. */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const operators = useOperatorsQuery(undefined);
  const me = useOperatorSessionQuery(undefined).data?.operator.id;
  const [update, { error }] = useUpdateOperatorMutation();
  const failure = error ? callFailure(error) : null;

  const columns = [
    column.accessor('email', {
      header: t('operators.email'),
      cell: ({ getValue }) => <span className="text-break">{getValue()}</span>,
    }),
    column.accessor('name', { header: t('operators.name') }),
    column.accessor('role', {
      header: t('operators.role'),
      cell: ({ row }) => (
        <select
          className="form-select form-select-sm w-auto"
          aria-label={t('operators.changeRole', { email: row.original.email })}
          value={row.original.role}
          onChange={(event) => void update({ id: row.original.id, role: event.target.value as OperatorView['role'] })}
        >
          {operatorRoles.map((role) => (
            <option key={role} value={role}>
              {t(`console.role.${role}`)}
            </option>
          ))}
        </select>
      ),
    }),
    column.accessor('status', {
      header: t('operators.status'),
      cell: ({ row }) => t(`operators.statusName.${statusOf(row.original)}`),
    }),
    column.accessor('last_sign_in_at', {
      header: t('operators.lastSignIn'),
      cell: ({ getValue }) => format.dateTime(getValue()) || t('operators.never'),
    }),
    column.display({
      id: 'actions',
      header: t('operators.actions'),
      cell: ({ row }) => {
        const operator = row.original;
        if (operator.id === me) return null;
        return (
          <div className="d-flex flex-wrap gap-2">
            {statusOf(operator) === 'disabled' && (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => void update({ id: operator.id, status: 'active' })}
              >
                {t('operators.enable')}
              </button>
            )}
            {operator.status !== 'disabled' && (
              // Disabling an invited operator withdraws the invitation: the same call, in the owner's words.
              <ConfirmButton
                question={t(operator.status === 'invited' ? 'operators.confirmWithdraw' : 'operators.confirmDisable', {
                  email: operator.email,
                })}
                onConfirm={() => void update({ id: operator.id, status: 'disabled' })}
              >
                {t(operator.status === 'invited' ? 'operators.withdraw' : 'operators.disable')}
              </ConfirmButton>
            )}
            <ConfirmButton
              variant="outline-secondary"
              question={t('operators.confirmReinvite', { email: operator.email })}
              onConfirm={() => void update({ id: operator.id, reinvite: true })}
            >
              {t('operators.reinvite')}
            </ConfirmButton>
          </div>
        );
      },
    }),
  ];

  return (
    <>
      <PageHeader title={t('operators.title')} intro={t('operators.intro')} />
      <InviteForm />
      {failure && (
        <p className="alert alert-danger" role="alert">
          {t(`operators.error.${failure.code ?? 'unknown'}`, { defaultValue: t('operators.error.unknown') })}
        </p>
      )}
      {operators.data ? (
        <DataTable
          caption={t('operators.title')}
          columns={columns}
          data={operators.data.operators}
          getRowId={(row) => String(row.id)}
        />
      ) : (
        <LoadState isError={operators.isError} onRetry={() => void operators.refetch()} />
      )}
    </>
  );
}
