// Statistics for A/B experiment results: conversion rates with Wilson intervals, relative uplift with a
// log risk-ratio (Katz) interval, a two-proportion pooled z-test against the control, and a sample ratio
// mismatch (SRM) check. Pure functions, no I/O. Distribution functions come from @stdlib.
import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/** Observed counts of one variant. The first variant passed to `analyse` is the control. */
export interface VariantCounts {
  name: string;
  /** Share of the traffic this variant should receive, in any unit (normalised over all variants). */
  weight: number;
  visitors: number;
  conversions: number;
}

export interface Interval {
  low: number;
  high: number;
}

export interface VariantResult {
  name: string;
  visitors: number;
  conversions: number;
  /** conversions / visitors; null when there are no visitors. */
  rate: number | null;
  /** Wilson score interval of the rate at the requested confidence (95% by default). */
  rateInterval: Interval | null;
  /** Relative uplift rate / controlRate - 1; null for the control, or when either rate is missing or the control's is 0. */
  uplift: number | null;
  /** Katz log risk-ratio interval of the relative uplift; null when a group has no conversions (or no visitors). */
  upliftInterval: Interval | null;
  /** Two-sided p-value of the pooled two-proportion z-test against the control; null when the test is undefined. */
  pValue: number | null;
}

export interface SampleRatioCheck {
  chiSquare: number;
  pValue: number;
  /** True when p < 0.001 (or a variant with weight 0 received visitors). */
  mismatch: boolean;
}

export interface Analysis {
  variants: VariantResult[];
  sampleRatio: SampleRatioCheck;
  tooSmall: boolean;
  notes: string[];
  /** Confidence level of the intervals, e.g. 0.95. */
  confidence: number;
}

/** SRM threshold: the usual, deliberately strict level, as the check runs on every look at the data. */
export const SRM_P_THRESHOLD = 0.001;
/** Rule of thumb for "too small": every variant in the test needs at least this many visitors ... */
export const MIN_VISITORS = 100;
/** ... and at least this many conversions and this many non-conversions (n·p ≥ 10 and n·(1−p) ≥ 10, the usual
 *  condition for the normal approximation behind the z-test and the Katz interval). */
export const MIN_EVENTS = 10;

/** Two-sided critical value of the standard normal for a confidence level, e.g. 1.959964 for 0.95. */
function criticalZ(confidence: number): number {
  return normalQuantile(1 - (1 - confidence) / 2, 0, 1);
}

function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

/**
 * Wilson score interval for a binomial proportion (Wilson 1927; as R's binom.confint(method = "wilson") and
 * prop.test(correct = FALSE)). Stays inside [0, 1] and behaves at 0% and 100%, unlike the Wald interval.
 */
export function wilsonInterval(successes: number, trials: number, confidence = 0.95): Interval | null {
  if (trials <= 0) return null;
  const z = criticalZ(confidence);
  const z2 = z * z;
  const p = successes / trials;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return {
    // At 0 (or all) successes the bound is exactly 0 (or 1); rounding would otherwise leave ±1e-18.
    low: successes === 0 ? 0 : clamp01(centre - half),
    high: successes === trials ? 1 : clamp01(centre + half),
  };
}

/**
 * Two-sided p-value of the pooled two-proportion z-test (as R's prop.test(correct = FALSE), whose X² is z²).
 * Null when a group is empty, or when nobody or everybody converted in both groups (z is 0/0 there).
 */
export function pooledZTestPValue(x0: number, n0: number, x1: number, n1: number): number | null {
  if (n0 <= 0 || n1 <= 0) return null;
  const pooled = (x0 + x1) / (n0 + n1);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n0 + 1 / n1));
  if (!(se > 0)) return null;
  const z = (x1 / n1 - x0 / n0) / se;
  return Math.min(1, 2 * normalCdf(-Math.abs(z), 0, 1));
}

/**
 * Interval of the relative uplift RR − 1, by the Katz log method for the risk ratio RR = p1 / p0:
 * ln RR ± z·√(1/x1 − 1/n1 + 1/x0 − 1/n0), exponentiated. It is asymmetric around the uplift as it should be
 * (a ratio cannot fall below −100%) and is the standard interval for a risk ratio (Katz et al. 1978; R's
 * epitools::riskratio(method = "wald")). Undefined (null) when a group has no conversions: ln 0.
 */
export function upliftInterval(x0: number, n0: number, x1: number, n1: number, confidence = 0.95): Interval | null {
  if (n0 <= 0 || n1 <= 0 || x0 <= 0 || x1 <= 0) return null;
  const z = criticalZ(confidence);
  const logRatio = Math.log(x1 / n1 / (x0 / n0));
  // Each term 1/x − 1/n is ≥ 0 as x ≤ n; max() guards against a −0-ish rounding residue.
  const se = Math.sqrt(Math.max(0, 1 / x1 - 1 / n1 + 1 / x0 - 1 / n0));
  return { low: Math.exp(logRatio - z * se) - 1, high: Math.exp(logRatio + z * se) - 1 };
}

/**
 * Pearson chi-square goodness of fit of the visitor counts against the weights (normalised to shares).
 * Variants of weight 0 are left out of the test (their expected count is 0); if one of them did receive
 * visitors the split is broken by definition, so the check reports p = 0 and a mismatch (χ² stays the
 * statistic over the weighted variants, never Infinity).
 */
export function sampleRatioCheck(variants: readonly VariantCounts[]): SampleRatioCheck {
  const weighted = variants.filter((v) => v.weight > 0);
  const strayVisitors = variants.some((v) => v.weight === 0 && v.visitors > 0);
  const totalWeight = weighted.reduce((sum, v) => sum + v.weight, 0);
  const total = weighted.reduce((sum, v) => sum + v.visitors, 0);
  let chiSquare = 0;
  if (totalWeight > 0 && total > 0) {
    for (const v of weighted) {
      const expected = (total * v.weight) / totalWeight;
      chiSquare += (v.visitors - expected) ** 2 / expected;
    }
  }
  const df = weighted.length - 1;
  const pValue = strayVisitors ? 0 : df > 0 && total > 0 ? clamp01(1 - chisquareCdf(chiSquare, df)) : 1;
  return { chiSquare, pValue, mismatch: strayVisitors || pValue < SRM_P_THRESHOLD };
}

function validate(variants: readonly VariantCounts[], confidence: number): void {
  if (!(confidence > 0 && confidence < 1))
    throw new RangeError(`confidence must be between 0 and 1, got ${confidence}`);
  for (const v of variants) {
    const { name, weight, visitors, conversions } = v;
    if (!Number.isFinite(weight) || weight < 0) throw new RangeError(`${name}: weight must be a number ≥ 0`);
    if (!Number.isInteger(visitors) || visitors < 0) throw new RangeError(`${name}: visitors must be an integer ≥ 0`);
    if (!Number.isInteger(conversions) || conversions < 0 || conversions > visitors) {
      throw new RangeError(`${name}: conversions must be an integer between 0 and the visitors`);
    }
  }
}

function percent(x: number, digits = 2): string {
  return `${(x * 100).toFixed(digits)}%`;
}

function list(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Analyse an experiment: the first variant is the control, every other one is compared with it.
 * Weights are normalised, so 50/50, 1/1 and 0.5/0.5 mean the same.
 */
export function analyse(variants: VariantCounts[], options?: { confidence?: number }): Analysis {
  const confidence = options?.confidence ?? 0.95;
  validate(variants, confidence);
  const [control] = variants;
  if (!control) throw new RangeError('analyse needs at least one variant (the control)');
  const controlRate = control.visitors > 0 ? control.conversions / control.visitors : null;

  const results: VariantResult[] = variants.map((v, index) => {
    const rate = v.visitors > 0 ? v.conversions / v.visitors : null;
    const isControl = index === 0;
    return {
      name: v.name,
      visitors: v.visitors,
      conversions: v.conversions,
      rate,
      rateInterval: wilsonInterval(v.conversions, v.visitors, confidence),
      uplift: isControl || rate === null || controlRate === null || controlRate === 0 ? null : rate / controlRate - 1,
      upliftInterval: isControl
        ? null
        : upliftInterval(control.conversions, control.visitors, v.conversions, v.visitors, confidence),
      pValue: isControl ? null : pooledZTestPValue(control.conversions, control.visitors, v.conversions, v.visitors),
    };
  });

  const sampleRatio = sampleRatioCheck(variants);
  const notes: string[] = [];

  // Variants of weight 0 that got no traffic are switched off: they take no part in the size rule.
  const inPlay = variants.filter((v) => v.weight > 0 || v.visitors > 0);
  const small = inPlay.filter(
    (v) => v.visitors < MIN_VISITORS || v.conversions < MIN_EVENTS || v.visitors - v.conversions < MIN_EVENTS,
  );
  const tooSmall = small.length > 0;

  if (variants.length === 1) {
    notes.push(`Only one variant (${control.name}): there is nothing to compare it with.`);
  } else if (control.visitors === 0) {
    notes.push(`The control (${control.name}) has no visitors yet, so no variant can be compared with it.`);
  }
  if (sampleRatio.mismatch) {
    const stray = variants.filter((v) => v.weight === 0 && v.visitors > 0).map((v) => v.name);
    notes.push(
      stray.length > 0
        ? `Sample ratio mismatch: ${list(stray)} ${stray.length === 1 ? 'has' : 'have'} weight 0 but received visitors. ` +
            'The traffic split is broken; do not trust these results until the assignment is fixed.'
        : `Sample ratio mismatch (χ² = ${sampleRatio.chiSquare.toFixed(2)}, ${pStatement(sampleRatio.pValue)}): ` +
            'the visitors are not split as the weights say. The traffic split is broken; do not trust these results ' +
            'until the assignment is fixed.',
    );
  }
  if (tooSmall) {
    notes.push(
      `Too little data to conclude: ${list(small.map((v) => v.name))} ${small.length === 1 ? 'has' : 'have'} ` +
        `fewer than ${MIN_VISITORS} visitors, or fewer than ${MIN_EVENTS} conversions or non-conversions. ` +
        'Treat these figures as provisional and keep the experiment running.',
    );
  }
  const compared = results.slice(1).filter((r) => r.pValue !== null).length;
  if (compared > 1) {
    notes.push(
      `${compared} variants are each compared with the control and the p-values are not corrected for that: ` +
        `to keep a 5% overall false-positive rate, require p < ${formatP(0.05 / compared)} (Bonferroni).`,
    );
  }

  return { variants: results, sampleRatio, tooSmall, notes, confidence };
}

function formatP(p: number): string {
  return p < 0.0001 ? '<0.0001' : p.toFixed(4);
}

/** "p = 0.3173", or "p < 0.0001" for tiny values. */
function pStatement(p: number): string {
  return p < 0.0001 ? 'p < 0.0001' : `p = ${p.toFixed(4)}`;
}

function signedPercent(x: number): string {
  return `${x >= 0 ? '+' : ''}${percent(x)}`;
}

/** Renders an analysis as an aligned plain-text table for a terminal, followed by the SRM check and the notes. */
export function formatAnalysis(goal: string, analysis: Analysis): string {
  const level = `${Math.round(analysis.confidence * 1000) / 10}%`;
  const header = ['Variant', 'Visitors', 'Conversions', `Rate [${level} CI]`, `Uplift [${level} CI]`, 'p-value'];
  const rows = analysis.variants.map((v, index) => [
    index === 0 && v.name !== 'control' ? `${v.name} (control)` : v.name,
    String(v.visitors),
    String(v.conversions),
    v.rate === null
      ? '-'
      : `${percent(v.rate)}${v.rateInterval ? ` [${percent(v.rateInterval.low)}, ${percent(v.rateInterval.high)}]` : ''}`,
    v.uplift === null
      ? '-'
      : `${signedPercent(v.uplift)}${
          v.upliftInterval
            ? ` [${signedPercent(v.upliftInterval.low)}, ${signedPercent(v.upliftInterval.high)}]`
            : ' [-]'
        }`,
    v.pValue === null ? '-' : formatP(v.pValue),
  ]);
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)));
  // Names left-aligned, figures right-aligned.
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  const { chiSquare, pValue, mismatch } = analysis.sampleRatio;
  return [
    `Goal: ${goal}`,
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `Sample ratio: χ² = ${chiSquare.toFixed(2)}, ${pStatement(pValue)} (${mismatch ? 'MISMATCH' : 'ok'})`,
    ...analysis.notes.map((note) => `Note: ${note}`),
  ].join('\n');
}
