import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { experimentGoals } from 'shared-contracts/api';
import { adminExperimentCreateEndpoint } from 'shared-contracts/api/admin';
import { callFailure } from '../../shared/errors';
import { InputField, SelectField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { PageHeader } from '../../shared/PageHeader';
import { useSelectedSite } from '../../shared/sites';
import { useCreateExperimentMutation, useLanderVersionsQuery, type ExperimentCreate } from './experimentsApi';

/** The form's values: a variant's version is '' for "the live version" (null in the call). */
interface Values {
  key: string;
  site: string;
  goal: ExperimentCreate['goal'];
  variants: { name: string; version: string; weight: number }[];
}

const MAX_VARIANTS = 10;
const toBody = (values: Values): ExperimentCreate => ({
  ...values,
  variants: values.variants.map((variant) => ({ ...variant, version: variant.version || null })),
});
/** The call's own schema checks the form, on the values as the call will send them. */
const schemaResolver = zodResolver(adminExperimentCreateEndpoint.body);
const resolver: Resolver<Values, unknown, ExperimentCreate> = (values, context, options) =>
  schemaResolver(toBody(values), context, options as never) as never;

/**
 * A new experiment (a draft): its key, site and goal, and two to ten variants, each a built version of the lander
 * remote or the live one, with a weight; the first is the control (docs/experiments.md "Create the experiment").
 */
export default function NewExperimentPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const format = useFormat();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { siteId, sites } = useSelectedSite();
  const versions = useLanderVersionsQuery(undefined);
  const [create, { isLoading, error }] = useCreateExperimentMutation();
  const site = sites.find((one) => one.id === siteId) ?? sites.find((one) => one.is_default) ?? sites[0];
  const newest = versions.data?.versions.find((version) => version.kind !== 'live');
  const form = useForm<Values, unknown, ExperimentCreate>({
    resolver,
    values: {
      key: '',
      site: site?.hosts[0] ?? '',
      goal: 'signup',
      variants: [
        { name: 'control', version: '', weight: 50 },
        { name: 'b', version: newest?.version ?? '', weight: 50 },
      ],
    },
    resetOptions: { keepDirtyValues: true },
  });
  // The variants as a list in the form's values (the shared react-hook-form facade has no useFieldArray).
  const variants = useWatch({ control: form.control, name: 'variants' });
  const setVariants = (next: Values['variants']) => form.setValue('variants', next, { shouldDirty: true });
  const { errors } = form.formState;
  const failure = error ? callFailure(error) : null;

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await create(body);
    if ('data' in result && result.data) {
      navigate(`/admin/experiments/${result.data.experiment.key}${search}`);
      return;
    }
    const failed = callFailure(result.error);
    if (failed.code === 'experiment_exists') form.setError('key', { type: 'server', message: 'experiment_exists' });
    for (const [field, message] of Object.entries(failed.fields))
      form.setError(field as keyof Values, { type: 'server', message });
  });

  if (!versions.data) return <LoadState isError={versions.isError} onRetry={() => void versions.refetch()} />;
  const versionOptions = [
    { value: '', label: t('experiments.form.liveVersion') },
    ...versions.data.versions.map((version) => ({
      value: version.version,
      label: `${version.version} — ${t(`experiments.form.kind.${version.kind}`)}${version.builtAt ? `, ${format.date(version.builtAt)}` : ''}`,
    })),
  ];
  return (
    <>
      <PageHeader
        title={t('experiments.form.title')}
        intro={t('experiments.form.intro')}
        actions={
          <Link to={`/admin/experiments${search}`} className="btn btn-outline-secondary">
            {t('experiments.back')}
          </Link>
        }
      />
      {failure && failure.code !== 'experiment_exists' && failure.code !== 'validation' && (
        <p className="alert alert-danger" role="alert">
          {t(`experiments.error.${failure.code ?? 'unknown'}`, { defaultValue: t('experiments.error.unknown') })}
        </p>
      )}
      <form noValidate className="card card-body" onSubmit={(event) => void onSubmit(event)}>
        <div className="row g-2">
          <div className="col-12 col-md-4">
            <InputField
              label={t('experiments.form.key')}
              hint={t('experiments.form.keyHint')}
              autoComplete="off"
              registration={form.register('key')}
              error={fieldMessage(errors.key?.message)}
            />
          </div>
          <div className="col-6 col-md-4">
            <SelectField
              label={t('experiments.site')}
              registration={form.register('site')}
              error={fieldMessage(errors.site?.message)}
              options={sites.map((one) => ({ value: one.hosts[0] ?? '', label: one.name }))}
            />
          </div>
          <div className="col-6 col-md-4">
            <SelectField
              label={t('experiments.goal')}
              hint={t('experiments.form.goalHint')}
              registration={form.register('goal')}
              error={fieldMessage(errors.goal?.message)}
              options={experimentGoals.map((goal) => ({ value: goal, label: t(`experiments.goals.${goal}`) }))}
            />
          </div>
        </div>
        <fieldset>
          <legend className="h6">{t('experiments.variants')}</legend>
          <p className="small text-body-secondary">{t('experiments.form.variantsHint')}</p>
          {variants.map((_, index) => (
            <div className="row g-2 align-items-start border-top pt-2" key={index}>
              <div className="col-12 col-md-3">
                <InputField
                  label={
                    index === 0
                      ? t('experiments.form.controlName')
                      : t('experiments.form.variantName', { number: index + 1 })
                  }
                  autoComplete="off"
                  registration={form.register(`variants.${index}.name`)}
                  error={fieldMessage(errors.variants?.[index]?.name?.message)}
                />
              </div>
              <div className="col-12 col-md-5">
                <SelectField
                  label={t('experiments.version')}
                  registration={form.register(`variants.${index}.version`)}
                  error={fieldMessage(errors.variants?.[index]?.version?.message)}
                  options={versionOptions}
                />
              </div>
              <div className="col-8 col-md-2">
                <InputField
                  label={t('experiments.form.weight')}
                  type="number"
                  min={0}
                  max={100}
                  inputMode="numeric"
                  registration={form.register(`variants.${index}.weight`, { valueAsNumber: true })}
                  error={fieldMessage(errors.variants?.[index]?.weight?.message)}
                />
              </div>
              <div className="col-4 col-md-2 pt-4 mt-2">
                {variants.length > 2 && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => setVariants(variants.filter((_variant, other) => other !== index))}
                  >
                    {t('experiments.form.remove')}
                    <span className="visually-hidden"> {variants[index]?.name}</span>
                  </button>
                )}
              </div>
            </div>
          ))}
          {variants.length < MAX_VARIANTS && (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary mb-3"
              onClick={() =>
                setVariants([...variants, { name: String.fromCharCode(97 + variants.length), version: '', weight: 50 }])
              }
            >
              {t('experiments.form.add')}
            </button>
          )}
        </fieldset>
        <div>
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {t('experiments.form.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
