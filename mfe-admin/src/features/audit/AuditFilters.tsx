import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { auditListEndpoint } from 'shared-contracts/api/admin';
import { InputField, SelectField } from '../../shared/Field';
import type { AuditQuery } from './auditApi';

const filterNames = ['operator', 'action', 'object_type', 'object_id', 'from', 'to'] as const;
type FilterValues = Record<(typeof filterNames)[number], string>;

/** The filters as the address has them; what the form leaves empty is no filter. */
export function filtersFrom(params: URLSearchParams): AuditQuery {
  const values = Object.fromEntries(
    filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])),
  );
  const parsed = auditListEndpoint.query.safeParse(values);
  return parsed.success ? (values as AuditQuery) : {};
}

/** Operator, action, object and days; checked with the call's own query schema before anything is asked. */
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
  const empty = Object.fromEntries(filterNames.map((name) => [name, ''])) as FilterValues;
  const form = useForm<FilterValues>({ defaultValues: { ...empty, ...(current as Partial<FilterValues>) } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    const parsed = auditListEndpoint.query.safeParse(filled);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(String(issue.path[0]) as keyof FilterValues, { type: 'schema', message: issue.message });
      return;
    }
    onApply(filled);
  });
  return (
    <form
      noValidate
      className="card card-body mb-3"
      aria-label={t('audit.filters')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="row g-2">
        <div className="col-6 col-md-4 col-xl-2">
          <SelectField
            label={t('audit.action')}
            registration={form.register('action')}
            error={errors.action?.message}
            options={[
              { value: '', label: t('audit.anyAction') },
              ...actions.map((action) => ({ value: action, label: action })),
            ]}
          />
        </div>
        <div className="col-6 col-md-4 col-xl-2">
          <InputField
            label={t('audit.operator')}
            inputMode="numeric"
            registration={form.register('operator')}
            error={errors.operator?.message}
          />
        </div>
        <div className="col-6 col-md-4 col-xl-2">
          <InputField
            label={t('audit.objectType')}
            registration={form.register('object_type')}
            error={errors.object_type?.message}
          />
        </div>
        <div className="col-6 col-md-4 col-xl-2">
          <InputField
            label={t('audit.objectId')}
            registration={form.register('object_id')}
            error={errors.object_id?.message}
          />
        </div>
        <div className="col-6 col-md-4 col-xl-2">
          <InputField
            label={t('audit.from')}
            type="date"
            registration={form.register('from')}
            error={errors.from?.message}
          />
        </div>
        <div className="col-6 col-md-4 col-xl-2">
          <InputField label={t('audit.to')} type="date" registration={form.register('to')} error={errors.to?.message} />
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
