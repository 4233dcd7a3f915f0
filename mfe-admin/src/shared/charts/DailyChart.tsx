import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFrame } from './ChartFrame';
import { colorAt } from './chartColors';
import { useChartFormat } from './chartFormat';

export interface DailySeries<Key extends string> {
  key: Key;
  label: string;
}

/**
 * Figures per day (`day`: YYYY-MM-DD) as lines, or as stacked bars when the series add up to a whole; the summary gives
 * each series' total and its busiest day, the table every day.
 */
export function DailyChart<Key extends string>({
  title,
  data,
  series,
  kind = 'line',
  loading,
  format: formatValue,
  tickFormat,
}: {
  title: string;
  data: readonly ({ day: string } & Record<Key, number>)[];
  series: readonly DailySeries<Key>[];
  kind?: 'line' | 'bar';
  loading?: boolean;
  /** How a value is written (a number by default). */
  format?: (value: number) => string;
  /** How the axis writes a value (short numbers by default: 12K). */
  tickFormat?: (value: number) => string;
}) {
  const { t } = useTranslation();
  const format = useChartFormat();
  const value = formatValue ?? format.number;
  const empty = !loading && data.every((day) => series.every((one) => day[one.key] === 0));
  const summary = series
    .map((one) => {
      const total = data.reduce((sum, day) => sum + day[one.key], 0);
      const busiest = data.reduce<({ day: string } & Record<Key, number>) | undefined>(
        (best, day) => (!best || day[one.key] > best[one.key] ? day : best),
        undefined,
      );
      if (total === 0) return t('charts.seriesNone', { series: one.label });
      return t('charts.seriesSummary', {
        series: one.label,
        total: value(total),
        day: busiest ? format.day(busiest.day) : '',
        most: busiest ? value(busiest[one.key]) : '',
      });
    })
    .join(' ');
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="day" tickFormatter={format.day} minTickGap={16} tick={{ fontSize: 12 }} />,
    <YAxis
      key="y"
      allowDecimals={false}
      tickFormatter={tickFormat ?? format.compact}
      width={56}
      tick={{ fontSize: 12 }}
    />,
    <Tooltip
      key="tip"
      labelFormatter={(day) => format.day(String(day))}
      formatter={(figure) => value(Number(figure))}
    />,
    ...(series.length > 1 ? [<Legend key="legend" />] : []),
  ];
  return (
    <ChartFrame
      title={title}
      summary={summary}
      loading={loading}
      empty={empty}
      table={{
        columns: [t('charts.day'), ...series.map((one) => one.label)],
        rows: data.map((day) => [format.day(day.day), ...series.map((one) => value(day[one.key]))]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'bar' ? (
          <BarChart data={data as object[]} accessibilityLayer={false}>
            {axes}
            {series.map((one, index) => (
              <Bar
                key={one.key}
                dataKey={one.key}
                name={one.label}
                stackId="days"
                fill={colorAt(index)}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        ) : (
          <LineChart data={data as object[]} accessibilityLayer={false}>
            {axes}
            {series.map((one, index) => (
              <Line
                key={one.key}
                dataKey={one.key}
                name={one.label}
                stroke={colorAt(index)}
                strokeWidth={2}
                dot={data.length <= 31}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </ChartFrame>
  );
}
