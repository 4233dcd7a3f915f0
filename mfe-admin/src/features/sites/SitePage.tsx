import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  SITE_CHANGED,
  siteUpdateOf,
  siteUpdateSchema,
  type AdminSite,
  type SiteChoices,
} from 'shared-contracts/api/admin';
import { callFailure } from '../../shared/errors';
import { showFieldErrors } from '../../shared/formErrors';
import { LoadState } from '../../shared/LoadState';
import { PageHeader } from '../../shared/PageHeader';
import { ChangeReview } from './ChangeReview';
import { siteChanges, type SiteChange } from './siteChanges';
import { SectionLinks, SiteSections, type SiteFormShape } from './SiteSections';
import { useSiteQuery, useUpdateSiteMutation, type SiteUpdateBody } from './sitesApi';

function SiteForm({ site, choices, onReload }: { site: AdminSite; choices: SiteChoices; onReload: () => void }) {
  const { t } = useTranslation();
  const [update, { isLoading, error, reset: resetCall }] = useUpdateSiteMutation();
  const form = useForm<SiteUpdateBody>({ resolver: zodResolver(siteUpdateSchema), defaultValues: siteUpdateOf(site) });
  const [review, setReview] = useState<SiteChange[] | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const failure = error ? callFailure(error) : null;

  const onReview = form.handleSubmit((values) => {
    resetCall();
    setSaved(null);
    setReview(siteChanges(site, values));
  });
  const onSave = async () => {
    const result = await update(form.getValues());
    setReview(null);
    if ('data' in result && result.data) {
      form.reset(siteUpdateOf(result.data.site));
      setSaved(result.data.changed.length);
    } else showFieldErrors(form, callFailure(result.error).fields);
  };

  return (
    <form noValidate onSubmit={(event) => void onReview(event)}>
      <SectionLinks />
      <SiteSections form={form as unknown as UseFormReturn<SiteFormShape>} choices={choices} />
      {/* Where the operator is when saving: at the end of the form. */}
      {failure && !Object.keys(failure.fields).length && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="flex-grow-1">
            {t(`sites.error.${failure.code ?? 'unknown'}`, { defaultValue: t('sites.error.unknown') })}
          </span>
          {failure.code === SITE_CHANGED && (
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={onReload}>
              {t('sites.reload')}
            </button>
          )}
        </div>
      )}
      {saved !== null && (
        <p className="alert alert-success" role="status">
          {saved ? t('sites.saved') : t('sites.nothingChanged')}
        </p>
      )}
      {review && review.length > 0 ? (
        <ChangeReview changes={review} saving={isLoading} onSave={() => void onSave()} onBack={() => setReview(null)} />
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-3 mb-5">
          <button type="submit" className="btn btn-primary">
            {t('sites.reviewChanges')}
          </button>
          {review?.length === 0 && (
            <span role="status" className="text-body-secondary">
              {t('sites.nothingToSave')}
            </span>
          )}
        </div>
      )}
    </form>
  );
}

/** A site's settings in sections, saved after a review of what changes (docs/operators.md "Sites and settings"). */
export default function SitePage() {
  const { t } = useTranslation();
  const siteId = Number(useParams().siteId);
  const query = useSiteQuery(siteId, { skip: !Number.isInteger(siteId) || siteId < 1 });
  const data = query.data;
  // Loading the site again (after someone else changed it) starts the form afresh from what is stored now.
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    await query.refetch();
    setGeneration((current) => current + 1);
  };
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/sites">{t('sites.back')}</Link>
      </p>
      <PageHeader
        title={data ? data.site.settings.name : t('sites.title')}
        intro={data ? t('sites.editIntro', { key: data.site.key, version: data.site.version }) : undefined}
      />
      {data ? (
        <SiteForm
          key={`${data.site.id}:${generation}`}
          site={data.site}
          choices={data.choices}
          onReload={() => void reload()}
        />
      ) : (
        <LoadState isError={query.isError} onRetry={() => void query.refetch()} />
      )}
    </>
  );
}
