import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ErrorBar,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFrame } from './ChartFrame';
import { colorAt } from './chartColors';

export interface IntervalPoint {
  name: string;
  /** null: nothing to show for this entry (no visitors; the control has no uplift). */
  value: number | null;
  low: number | null;
  high: number | null;
}

/**
 * Estimates with their confidence intervals (a variant's conversion rate, its uplift over the control) as bars with
 * error bars, around a reference line (0 for an uplift); the summary and the table give each estimate and interval.
 */
export function IntervalChart({
  title,
  data,
  format,
  valueLabel,
  reference,
  loading,
  emptyText,
  colorOffset = 0,
}: {
  title: string;
  data: readonly IntervalPoint[];
  format: (value: number) => string;
  valueLabel: string;
  /** A line across the chart: 0 for an uplift, the control's rate for rates. */
  reference?: number;
  loading?: boolean;
  /** What the card says when no entry has an estimate. */
  emptyText?: string;
  /** The first entry's colour in the series colours (1: the uplifts of variants, which start after the control). */
  colorOffset?: number;
}) {
  const { t } = useTranslation();
  const shown = data.filter((point) => point.value !== null);
  const describe = (point: IntervalPoint) =>
    point.value === null
      ? t('charts.noEstimate', { name: point.name })
      : point.low !== null && point.high !== null
        ? t('charts.intervalSummary', {
            name: point.name,
            value: format(point.value),
            low: format(point.low),
            high: format(point.high),
          })
        : t('charts.estimateSummary', { name: point.name, value: format(point.value) });
  const bars = data.map((point) => ({
    name: point.name,
    value: point.value,
    // Asymmetric error bars: how far the interval reaches below and above the estimate.
    error:
      point.value !== null && point.low !== null && point.high !== null
        ? [point.value - point.low, point.high - point.value]
        : [0, 0],
  }));
  return (
    <ChartFrame
      title={title}
      summary={data.map(describe).join(' ')}
      loading={loading}
      empty={!loading && shown.length === 0}
      emptyText={emptyText}
      table={{
        columns: [t('charts.variant'), valueLabel, t('charts.low'), t('charts.high')],
        rows: data.map((point) => [
          point.name,
          point.value === null ? '–' : format(point.value),
          point.low === null ? '–' : format(point.low),
          point.high === null ? '–' : format(point.high),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} margin={{ top: 8, right: 16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={format} width={64} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => format(Number(value))} />
          {reference !== undefined && <ReferenceLine y={reference} stroke="#495057" strokeDasharray="4 4" />}
          <Bar dataKey="value" name={valueLabel} isAnimationActive={false}>
            {bars.map((bar, index) => (
              <Cell key={bar.name} fill={colorAt(index + colorOffset)} />
            ))}
            <ErrorBar dataKey="error" width={10} strokeWidth={2} stroke="#212529" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
