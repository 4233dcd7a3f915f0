import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { siteCreateSchema, type AdminSite, type SiteChoices } from 'shared-contracts/api/admin';
import { callFailure } from '../../shared/errors';
import { CheckField, InputField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import { errorAt, showFieldErrors } from '../../shared/formErrors';
import { LoadState } from '../../shared/LoadState';
import { PageHeader } from '../../shared/PageHeader';
import { useSelectedSite } from '../../shared/sites';
import { SectionLinks, SiteSections, type SiteFormShape } from './SiteSections';
import { useCreateSiteMutation, useSiteQuery, type SiteCreateBody } from './sitesApi';

/** A new site starts as a copy of another's settings, under a key and hosts of its own. */
const copyOf = (source: AdminSite): SiteCreateBody => ({
  key: '',
  copy_from: source.id,
  copy_prices: true,
  hosts: [],
  origin: null,
  is_default: false,
  settings: { ...source.settings, name: '' },
  template: source.template,
  moderation: source.moderation,
});

function NewSiteForm({ source, choices }: { source: AdminSite; choices: SiteChoices }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const [create, { isLoading, error }] = useCreateSiteMutation();
  const form = useForm<SiteCreateBody>({ resolver: zodResolver(siteCreateSchema), defaultValues: copyOf(source) });
  const { errors } = form.formState;
  const failure = error ? callFailure(error) : null;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await create(values);
    if ('data' in result && result.data) void navigate(`/admin/sites/${result.data.site.id}`);
    else showFieldErrors(form, callFailure(result.error).fields);
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <SectionLinks />
      <section className="card mb-4" aria-labelledby="new-heading">
        <div className="card-body row">
          <h2 className="h5 card-title mb-3" id="new-heading">
            {t('sites.section.new')}
          </h2>
          <div className="col-12 col-md-6">
            <InputField
              label={t('sites.field.key')}
              hint={t('sites.hint.key')}
              registration={form.register('key')}
              error={fieldMessage(errorAt(errors, 'key'))}
              autoCapitalize="none"
            />
          </div>
          <div className="col-12 col-md-6">
            <CheckField
              label={t('sites.field.copy_prices', { name: source.settings.name })}
              hint={t('sites.hint.copy_prices')}
              registration={form.register('copy_prices')}
              error={fieldMessage(errorAt(errors, 'copy_prices'))}
            />
          </div>
        </div>
      </section>
      <SiteSections form={form as unknown as UseFormReturn<SiteFormShape>} choices={choices} />
      {/* Where the operator is when creating: at the end of the form. */}
      {failure && !Object.keys(failure.fields).length && (
        <div className="alert alert-danger" role="alert">
          {t(`sites.error.${failure.code ?? 'unknown'}`, { defaultValue: t('sites.error.unknown') })}
        </div>
      )}
      <div className="mb-5">
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? t('sites.creating') : t('sites.create')}
        </button>
      </div>
    </form>
  );
}

/** A new white-label site, made from another one's settings, profile fields and (if asked) prices and offers. */
export default function NewSitePage() {
  const { t } = useTranslation();
  const id = useId();
  const { siteId, sites } = useSelectedSite();
  const [chosen, setChosen] = useState<number | null>(null);
  const sourceId = chosen ?? siteId ?? sites.find((site) => site.is_default)?.id ?? null;
  const source = useSiteQuery(sourceId ?? 0, { skip: sourceId === null });
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/sites">{t('sites.back')}</Link>
      </p>
      <PageHeader title={t('sites.newTitle')} intro={t('sites.newIntro')} />
      <div className="mb-4" style={{ maxWidth: '28rem' }}>
        <label htmlFor={id} className="form-label">
          {t('sites.copyFrom')}
        </label>
        <select
          id={id}
          className="form-select"
          value={sourceId ?? ''}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </select>
      </div>
      {source.data ? (
        <NewSiteForm key={source.data.site.id} source={source.data.site} choices={source.data.choices} />
      ) : (
        <LoadState isError={source.isError} onRetry={() => void source.refetch()} />
      )}
    </>
  );
}
