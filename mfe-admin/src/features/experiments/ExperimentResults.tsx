import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { experimentGoals, type ExperimentGoal } from 'shared-contracts/api';
import type { ExperimentResults as Results } from 'shared-contracts/api/experiments';
import { IntervalChart } from '../../shared/charts/IntervalChart';
import { useChartFormat } from '../../shared/charts/chartFormat';
import { SimpleTable } from '../../shared/SimpleTable';
import { VariantLabel } from './ExperimentStatus';

type Analysis = Results['goals'][ExperimentGoal];

/** The p-value threshold for each comparison against the control (Bonferroni: 0.05 over their number). */
const threshold = (comparisons: number) => 0.05 / Math.max(1, comparisons);

/** An estimate with its interval under it, or a dash when there is none. */
function Estimate({
  value,
  interval,
  format,
}: {
  value: number | null;
  interval: { low: number; high: number } | null;
  format: (value: number) => string;
}) {
  if (value === null) return <>–</>;
  return (
    <>
      {format(value)}
      {interval && (
        <div className="small text-body-secondary">
          {format(interval.low)} – {format(interval.high)}
        </div>
      )}
    </>
  );
}

/**
 * One goal's analysis: conversion per variant with its 95% interval, the uplift over the control with its interval,
 * the table the command line prints, and what the figures allow (docs/experiments.md "Reading the results").
 */
function GoalResults({ analysis, goal }: { analysis: Analysis; goal: ExperimentGoal }) {
  const { t } = useTranslation();
  const format = useChartFormat();
  const [control] = analysis.variants;
  const comparisons = analysis.variants.length - 1;
  const pValue = (value: number | null) =>
    value === null ? '–' : value < 0.0001 ? `< ${format.fixed(0.0001, 4)}` : format.fixed(value, 4);
  return (
    <>
      {analysis.sampleRatio.mismatch && (
        <div className="alert alert-danger" role="alert">
          {t('experiments.results.mismatch', { p: pValue(analysis.sampleRatio.pValue) })}
        </div>
      )}
      {analysis.tooSmall && <div className="alert alert-warning">{t('experiments.results.tooSmall')}</div>}
      {comparisons > 1 && (
        <p className="alert alert-info">
          {t('experiments.results.bonferroni', {
            count: comparisons,
            threshold: format.fixed(threshold(comparisons), 3),
          })}
        </p>
      )}
      <div className="row g-3 mb-3">
        <div className="col-12 col-xl-6">
          <IntervalChart
            title={t('experiments.results.rateChart', { goal: t(`experiments.goals.${goal}`) })}
            valueLabel={t('experiments.results.rate')}
            format={format.percent}
            reference={control?.rate ?? undefined}
            emptyText={t('experiments.results.noVisitors')}
            data={analysis.variants.map((variant) => ({
              name: variant.name,
              value: variant.rate,
              low: variant.rateInterval?.low ?? null,
              high: variant.rateInterval?.high ?? null,
            }))}
          />
        </div>
        <div className="col-12 col-xl-6">
          <IntervalChart
            title={t('experiments.results.upliftChart', { control: control?.name ?? '' })}
            valueLabel={t('experiments.results.uplift')}
            format={format.signedPercent}
            reference={0}
            colorOffset={1}
            emptyText={t('experiments.results.noUplift')}
            data={analysis.variants.slice(1).map((variant) => ({
              name: variant.name,
              value: variant.uplift,
              low: variant.upliftInterval?.low ?? null,
              high: variant.upliftInterval?.high ?? null,
            }))}
          />
        </div>
      </div>
      <SimpleTable
        caption={t('experiments.results.table', { goal: t(`experiments.goals.${goal}`) })}
        className="mb-2"
        columns={[
          { label: t('experiments.results.variant') },
          { label: t('experiments.results.visitors'), figure: true },
          { label: t('experiments.results.conversions'), figure: true },
          { label: t('experiments.results.rate'), figure: true },
          { label: t('experiments.results.uplift'), figure: true },
          { label: t('experiments.results.pValue'), figure: true },
        ]}
        rows={analysis.variants.map((variant, index) => ({
          key: variant.name,
          cells: [
            <VariantLabel key="name" name={variant.name} control={index === 0} />,
            format.number(variant.visitors),
            format.number(variant.conversions),
            <Estimate key="rate" value={variant.rate} interval={variant.rateInterval} format={format.percent} />,
            <Estimate
              key="uplift"
              value={variant.uplift}
              interval={variant.upliftInterval}
              format={format.signedPercent}
            />,
            <>
              {pValue(variant.pValue)}
              {variant.pValue !== null && variant.pValue < threshold(comparisons) && !analysis.tooSmall && (
                <div className="small text-success-emphasis">{t('experiments.results.significant')}</div>
              )}
            </>,
          ],
        }))}
      />
      <p className="small text-body-secondary">
        {t('experiments.results.sampleRatio', {
          chi: format.fixed(analysis.sampleRatio.chiSquare, 2),
          p: pValue(analysis.sampleRatio.pValue),
        })}
      </p>
    </>
  );
}

/** The results per goal, the experiment's own goal first, one at a time (tabs). */
export function ExperimentResults({ results }: { results: Results }) {
  const { t } = useTranslation();
  const goals = [results.experiment.goal, ...experimentGoals.filter((goal) => goal !== results.experiment.goal)];
  const [goal, setGoal] = useState<ExperimentGoal>(results.experiment.goal);
  return (
    <section aria-labelledby="results-heading">
      <h2 className="h5" id="results-heading">
        {t('experiments.results.title')}
      </h2>
      <ul className="nav nav-tabs mb-3" role="tablist">
        {goals.map((one) => (
          <li className="nav-item" key={one} role="presentation">
            <button
              type="button"
              role="tab"
              id={`goal-tab-${one}`}
              aria-controls="goal-panel"
              aria-selected={goal === one}
              className={`nav-link${goal === one ? ' active' : ''}`}
              onClick={() => setGoal(one)}
            >
              {t(`experiments.goals.${one}`)}
              {one === results.experiment.goal && ` (${t('experiments.results.decidingGoal')})`}
            </button>
          </li>
        ))}
      </ul>
      <div role="tabpanel" id="goal-panel" aria-labelledby={`goal-tab-${goal}`}>
        <GoalResults key={goal} goal={goal} analysis={results.goals[goal]} />
      </div>
    </section>
  );
}
