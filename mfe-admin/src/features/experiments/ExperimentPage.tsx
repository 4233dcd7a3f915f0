import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { ExperimentSummary } from 'shared-contracts/api/experiments';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { callFailure } from '../../shared/errors';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { useMay } from '../../shared/operatorSession';
import { PageHeader } from '../../shared/PageHeader';
import { SimpleTable } from '../../shared/SimpleTable';
import { ExperimentResults } from './ExperimentResults';
import { useExperimentActionMutation, useExperimentResultsQuery } from './experimentsApi';
import { ExperimentStatus, VariantLabel } from './ExperimentStatus';

/** Start, stop and promote, as the status allows (docs/experiments.md "Start, watch, stop" and "Promote"). */
function Actions({ experiment }: { experiment: ExperimentSummary }) {
  const { t } = useTranslation();
  const [act, { isLoading, error, data, reset }] = useExperimentActionMutation();
  const failure = error ? callFailure(error) : null;
  const { key, status, promotedVariant } = experiment;
  const run = (action: 'start' | 'stop' | 'promote', variant?: string) => {
    reset();
    void act({ key, action, ...(variant ? { variant } : {}) });
  };
  // A promotion whose version did not go live (the contracts check) is finished by promoting the same variant again.
  const promotable = experiment.variants.filter((variant) => status !== 'promoted' || variant.name === promotedVariant);
  return (
    <section className="card card-body mb-4" aria-labelledby="actions-heading">
      <h2 className="h6" id="actions-heading">
        {t('experiments.actions')}
      </h2>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {t(`experiments.error.${failure.code ?? 'unknown'}`, { defaultValue: t('experiments.error.unknown') })}
        </p>
      )}
      {data && !isLoading && (
        <p className="alert alert-success" role="status">
          {t(`experiments.done.${data.experiment.status}`, { variant: data.experiment.promotedVariant ?? '' })}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        {status === 'draft' && (
          <button type="button" className="btn btn-sm btn-success" disabled={isLoading} onClick={() => run('start')}>
            {t('experiments.start')}
          </button>
        )}
        {(status === 'draft' || status === 'running') && (
          <ConfirmButton question={t('experiments.stopQuestion')} disabled={isLoading} onConfirm={() => run('stop')}>
            {t('experiments.stop')}
          </ConfirmButton>
        )}
        {promotable.map((variant) => (
          <ConfirmButton
            key={variant.name}
            variant="outline-primary"
            disabled={isLoading}
            question={
              variant.version
                ? t('experiments.promoteQuestion', { variant: variant.name, version: variant.version })
                : t('experiments.promoteLiveQuestion', { variant: variant.name })
            }
            onConfirm={() => run('promote', variant.name)}
          >
            {status === 'promoted'
              ? t('experiments.promoteAgain', { variant: variant.name })
              : t('experiments.promote', { variant: variant.name })}
          </ConfirmButton>
        ))}
      </div>
      <p className="small text-body-secondary mt-2 mb-0">{t('experiments.actionsNote')}</p>
    </section>
  );
}

/** One experiment: its set-up, what may be done with it now, and its results as charts (docs/experiments.md). */
export default function ExperimentPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const may = useMay();
  const { search } = useLocation();
  const { key = '' } = useParams();
  const results = useExperimentResultsQuery(key);
  const back = (
    <Link to={`/admin/experiments${search}`} className="btn btn-outline-secondary">
      {t('experiments.back')}
    </Link>
  );
  if (!results.data) {
    if (results.isError && callFailure(results.error).status === 404)
      return (
        <>
          <PageHeader title={key} actions={back} />
          <p className="alert alert-secondary">{t('experiments.notFound')}</p>
        </>
      );
    return <LoadState isError={results.isError} onRetry={() => void results.refetch()} />;
  }
  const { experiment, failures } = results.data;
  const weights = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0) || 1;
  return (
    <>
      <PageHeader title={experiment.key} intro={t('experiments.pageIntro', { site: experiment.site })} actions={back} />
      <dl className="row mb-3">
        <dt className="col-sm-3 col-lg-2">{t('experiments.statusLabel')}</dt>
        <dd className="col-sm-9 col-lg-10">
          <ExperimentStatus status={experiment.status} />{' '}
          {experiment.promotedVariant && t('experiments.winner', { variant: experiment.promotedVariant })}
        </dd>
        <dt className="col-sm-3 col-lg-2">{t('experiments.goal')}</dt>
        <dd className="col-sm-9 col-lg-10">{t(`experiments.goals.${experiment.goal}`)}</dd>
        <dt className="col-sm-3 col-lg-2">{t('experiments.created')}</dt>
        <dd className="col-sm-9 col-lg-10">{format.dateTime(experiment.createdAt)}</dd>
        {experiment.startedAt && (
          <>
            <dt className="col-sm-3 col-lg-2">{t('experiments.ran')}</dt>
            <dd className="col-sm-9 col-lg-10">
              {experiment.stoppedAt
                ? `${format.dateTime(experiment.startedAt)} – ${format.dateTime(experiment.stoppedAt)}`
                : t('experiments.runningSince', { time: format.dateTime(experiment.startedAt) })}
            </dd>
          </>
        )}
        {experiment.stopReason && (
          <>
            <dt className="col-sm-3 col-lg-2">{t('experiments.stopReason')}</dt>
            <dd className="col-sm-9 col-lg-10">{experiment.stopReason}</dd>
          </>
        )}
      </dl>
      <SimpleTable
        caption={t('experiments.variants')}
        className="mb-4"
        columns={[
          { label: t('experiments.variant') },
          { label: t('experiments.version') },
          { label: t('experiments.share'), figure: true },
          { label: t('experiments.failures'), figure: true },
        ]}
        rows={experiment.variants.map((variant, index) => {
          const failed = failures.find((failure) => failure.variant === variant.name);
          return {
            key: variant.name,
            cells: [
              <VariantLabel key="name" name={variant.name} control={index === 0} />,
              <code key="version">{variant.version ?? t('experiments.live')}</code>,
              `${Math.round((variant.weight / weights) * 100)}%`,
              failed && failed.failed > 0
                ? t('experiments.failed', { failed: failed.failed, visitors: failed.visitors })
                : '–',
            ],
          };
        })}
      />
      {may('experiments.write') && <Actions experiment={experiment} />}
      <ExperimentResults results={results.data} />
    </>
  );
}
