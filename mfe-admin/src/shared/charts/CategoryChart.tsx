import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from './ChartFrame';
import { colorAt } from './chartColors';
import { useChartFormat } from './chartFormat';

/**
 * One figure per category (a country, a variant) as horizontal bars, largest first; the summary names the largest
 * and the total, the table every category.
 */
export function CategoryChart({
  title,
  data,
  valueLabel,
  categoryLabel,
  format,
  tickFormat,
  loading,
  colorIndex = 0,
}: {
  title: string;
  data: readonly { label: string; value: number }[];
  valueLabel: string;
  categoryLabel: string;
  format: (value: number) => string;
  /** How the axis writes a value (short numbers by default: 12K). */
  tickFormat?: (value: number) => string;
  loading?: boolean;
  colorIndex?: number;
}) {
  const { t } = useTranslation();
  const chartFormat = useChartFormat();
  const sorted = [...data].sort((a, b) => b.value - a.value);
  const total = sorted.reduce((sum, entry) => sum + entry.value, 0);
  const top = sorted[0];
  return (
    <ChartFrame
      title={title}
      summary={
        top
          ? t('charts.categorySummary', {
              top: top.label,
              value: format(top.value),
              total: format(total),
              count: sorted.length,
            })
          : ''
      }
      loading={loading}
      empty={!loading && sorted.length === 0}
      height={Math.max(120, 40 + sorted.length * 32)}
      table={{ columns: [categoryLabel, valueLabel], rows: sorted.map((entry) => [entry.label, format(entry.value)]) }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={sorted} layout="vertical" margin={{ left: 8, right: 24 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={tickFormat ?? chartFormat.compact} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={56} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Bar dataKey="value" name={valueLabel} fill={colorAt(colorIndex)} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
