import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { auditKinds, auditListEndpoint } from 'shared-contracts/api/admin';
import { queryResolver } from '../../shared/callResolver';
import { InputField, SelectField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import type { AuditQuery } from './auditApi';
import { useActionName } from './actionNames';

const filterNames = ['kind', 'operator', 'action', 'object_type', 'object_id', 'from', 'to'] as const;
type FilterValues = Record<(typeof filterNames)[number], string>;

/** The filters as the address has them; what the form leaves empty is no filter. */
export function filtersFrom(params: URLSearchParams): AuditQuery {
  const values = Object.fromEntries(
    filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])),
  );
  const parsed = auditListEndpoint.query.safeParse(values);
  return parsed.success ? (values as AuditQuery) : {};
}

/** The filters the form fills in (an empty one is no filter), checked with the call's own query schema. */
const filtersResolver = queryResolver(auditListEndpoint.query, (values: FilterValues): Partial<FilterValues> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')),
);

/**
 * Kind (reads of private content apart), operator, action, object and days; checked with the call's own query schema
 * before anything is asked.
 */
export function AuditFilters({
  current,
  actions,
  onApply,
}: {
  current: AuditQuery;
  actions: readonly string[];
  onApply: (filters: Partial<FilterValues>) => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const actionName = useActionName();
  const empty = Object.fromEntries(filterNames.map((name) => [name, ''])) as FilterValues;
  const form = useForm({
    resolver: filtersResolver,
    defaultValues: { ...empty, ...(current as Partial<FilterValues>) },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(onApply);
  return (
    <form
      noValidate
      className="card card-body mb-3"
      aria-label={t('audit.filters')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="row g-2">
        <div className="col-12 col-sm-6 col-xl-4">
          <SelectField
            label={t('audit.kind')}
            registration={form.register('kind')}
            error={fieldMessage(errors.kind?.message)}
            options={[
              { value: '', label: t('audit.kindName.all') },
              ...auditKinds.map((kind) => ({ value: kind, label: t(`audit.kindName.${kind}`) })),
            ]}
          />
        </div>
        <div className="col-12 col-sm-6 col-xl-4">
          <SelectField
            label={t('audit.action')}
            registration={form.register('action')}
            error={fieldMessage(errors.action?.message)}
            options={[
              { value: '', label: t('audit.anyAction') },
              ...actions.map((action) => {
                const name = actionName(action);
                return { value: action, label: name ? `${name} (${action})` : action };
              }),
            ]}
          />
        </div>
        <div className="col-6 col-md-4 col-xl-4">
          <InputField
            label={t('audit.operator')}
            inputMode="numeric"
            registration={form.register('operator')}
            error={fieldMessage(errors.operator?.message)}
          />
        </div>
        <div className="col-6 col-md-4 col-xl-3">
          <InputField
            label={t('audit.objectType')}
            registration={form.register('object_type')}
            error={fieldMessage(errors.object_type?.message)}
          />
        </div>
        <div className="col-6 col-md-4 col-xl-3">
          <InputField
            label={t('audit.objectId')}
            registration={form.register('object_id')}
            error={fieldMessage(errors.object_id?.message)}
          />
        </div>
        <div className="col-6 col-md-4 col-xl-3">
          <InputField
            label={t('audit.from')}
            type="date"
            registration={form.register('from')}
            error={fieldMessage(errors.from?.message)}
          />
        </div>
        <div className="col-6 col-md-4 col-xl-3">
          <InputField
            label={t('audit.to')}
            type="date"
            registration={form.register('to')}
            error={fieldMessage(errors.to?.message)}
          />
        </div>
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm">
          {t('audit.apply')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => {
            form.reset(empty);
            onApply({});
          }}
        >
          {t('audit.clear')}
        </button>
      </div>
    </form>
  );
}
