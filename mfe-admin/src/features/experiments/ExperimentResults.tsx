import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { experimentGoals, type ExperimentGoal } from 'shared-contracts/api';
import type { ExperimentResults as Results } from 'shared-contracts/api/experiments';
import { IntervalChart } from '../../shared/charts/IntervalChart';
import { useChartFormat } from '../../shared/charts/chartFormat';
import { TableScroll } from '../../shared/TableScroll';

type Analysis = Results['goals'][ExperimentGoal];

/** The p-value threshold for each comparison against the control (Bonferroni: 0.05 over their number). */
const threshold = (comparisons: number) => 0.05 / Math.max(1, comparisons);

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
      <TableScroll label={t('experiments.results.table', { goal: t(`experiments.goals.${goal}`) })}>
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">
            {t('experiments.results.table', { goal: t(`experiments.goals.${goal}`) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('experiments.results.variant')}</th>
              <th scope="col" className="text-end">
                {t('experiments.results.visitors')}
              </th>
              <th scope="col" className="text-end">
                {t('experiments.results.conversions')}
              </th>
              <th scope="col" className="text-end">
                {t('experiments.results.rate')}
              </th>
              <th scope="col" className="text-end">
                {t('experiments.results.uplift')}
              </th>
              <th scope="col" className="text-end">
                {t('experiments.results.pValue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {analysis.variants.map((variant, index) => (
              <tr key={variant.name}>
                <th scope="row">
                  {variant.name}
                  {index === 0 && (
                    <span className="text-body-secondary fw-normal"> ({t('experiments.results.control')})</span>
                  )}
                </th>
                <td className="text-end">{format.number(variant.visitors)}</td>
                <td className="text-end">{format.number(variant.conversions)}</td>
                <td className="text-end">
                  {variant.rate === null ? '–' : format.percent(variant.rate)}
                  {variant.rateInterval && (
                    <div className="small text-body-secondary">
                      {format.percent(variant.rateInterval.low)} – {format.percent(variant.rateInterval.high)}
                    </div>
                  )}
                </td>
                <td className="text-end">
                  {variant.uplift === null ? '–' : format.signedPercent(variant.uplift)}
                  {variant.upliftInterval && (
                    <div className="small text-body-secondary">
                      {format.signedPercent(variant.upliftInterval.low)} –{' '}
                      {format.signedPercent(variant.upliftInterval.high)}
                    </div>
                  )}
                </td>
                <td className="text-end">
                  {pValue(variant.pValue)}
                  {variant.pValue !== null && variant.pValue < threshold(comparisons) && !analysis.tooSmall && (
                    <div className="small text-success-emphasis">{t('experiments.results.significant')}</div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
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
