import type { ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DASHBOARD_DEFAULT_DAYS, dashboardEndpoint, type DashboardView } from 'shared-contracts/api/admin';
import { CategoryChart } from '../../shared/charts/CategoryChart';
import { useChartFormat } from '../../shared/charts/chartFormat';
import { DailyChart } from '../../shared/charts/DailyChart';
import { DataTable } from '../../shared/DataTable';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { PageHeader } from '../../shared/PageHeader';
import { Blank } from '../../shared/Blank';
import { useCountryName } from '../../shared/countryName';
import { useSelectedSite } from '../../shared/sites';
import { useDashboardQuery } from './dashboardsApi';
import { daysBefore, PeriodForm, utcToday, type Period } from './PeriodForm';

type Revenue = DashboardView['revenue']['byCountry'][number];
type SitePart = DashboardView['sites'][number];

/** The charts per day, in reading order: joining, paying, talking, reporting. */
const dailyCharts = [
  { title: 'dashboard.signupsChart', kind: 'line', series: ['signups', 'activations'] },
  { title: 'dashboard.payersChart', kind: 'bar', series: ['payers'] },
  { title: 'dashboard.messagesChart', kind: 'line', series: ['messages'] },
  { title: 'dashboard.reportsChart', kind: 'bar', series: ['reports'] },
] as const;
const column = createColumnHelper<Revenue>();
const siteColumn = createColumnHelper<SitePart>();

/** The period in the address (`from`, `to`), checked with the call's own schema; the last 30 days otherwise. */
function usePeriod(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const today = utcToday();
  const fallback = { from: daysBefore(today, DASHBOARD_DEFAULT_DAYS - 1), to: today };
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const valid = dashboardEndpoint.query.safeParse(asked).success && asked.from <= asked.to;
  const period = valid ? asked : fallback;
  const change = (next: Period) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  return [period, change];
}

/** One figure of the period in a card. */
function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="col-6 col-md-4 col-xl-2">
      <div className="card card-body h-100 py-2">
        <div className="small text-body-secondary">{label}</div>
        <div className="fs-5 fw-semibold text-nowrap">{value}</div>
        {note && <div className="small text-body-secondary">{note}</div>}
      </div>
    </div>
  );
}

/** Each site's own figures, one row a site, when the dashboard adds up several. */
function SitesTable({ parts }: { parts: SitePart[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { sites } = useSelectedSite();
  const figures: [string, (part: SitePart) => number][] = [
    ['signups', (part) => part.totals.signups],
    ['activations', (part) => part.totals.activations],
    ['payers', (part) => part.paying.payers],
    ['premium', (part) => part.paying.premium],
    ['messages', (part) => part.totals.messages],
    ['reports', (part) => part.totals.reports],
  ];
  const columns = [
    siteColumn.accessor('site', {
      header: t('dashboard.site'),
      cell: ({ getValue }) => sites.find((one) => one.id === getValue())?.name ?? `#${getValue()}`,
    }),
    ...figures.map(([key, value]) =>
      siteColumn.display({
        id: key,
        header: t(`dashboard.${key}`),
        cell: ({ row }) => format.number(value(row.original)),
      }),
    ),
    siteColumn.accessor('revenue', {
      header: t('dashboard.revenue'),
      cell: ({ getValue }) =>
        getValue().length ? (
          getValue()
            .map((money) => format.money(money.amount, money.currency))
            .join(' · ')
        ) : (
          <Blank />
        ),
    }),
  ];
  return (
    <DataTable caption={t('dashboard.perSite')} columns={columns} data={parts} getRowId={(row) => String(row.site)} />
  );
}

/**
 * The dashboard of the site chosen in the top bar, or of every site added up (docs/operators.md "Dashboards"):
 * signups and activations, payers, messages and reports per UTC day, revenue per day and per country in each currency
 * apart, for a period, and each site's own figures when several are added up. The console's front page for the roles
 * that may read it, under the header the work waiting in their queues (`workWaiting`).
 */
export default function DashboardPage({ workWaiting }: { workWaiting?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const chartFormat = useChartFormat();
  const countryName = useCountryName();
  const { siteId, sites } = useSelectedSite();
  const site = sites.find((one) => one.id === siteId) ?? null;
  const [period, setPeriod] = usePeriod();
  const dashboard = useDashboardQuery({ ...(site ? { site: String(site.id) } : {}), ...period });
  // While another period loads, the charts show skeletons rather than the figures of the one before.
  const loading = !dashboard.currentData && !dashboard.isError;
  const view = dashboard.currentData;
  const days = view?.days ?? [];
  const currencies = [...new Set(view?.revenue.byCountry.map((row) => row.currency) ?? [])];
  const money = (currency: string) => (minor: number) => format.money(minor, currency);

  const columns = [
    column.accessor('country', { header: t('dashboard.country'), cell: ({ getValue }) => countryName(getValue()) }),
    column.accessor('currency', { header: t('dashboard.currency') }),
    column.accessor('orders', { header: t('dashboard.orders'), cell: ({ getValue }) => format.number(getValue()) }),
    column.accessor('amount', {
      header: t('dashboard.amount'),
      cell: ({ row }) => format.money(row.original.amount, row.original.currency),
    }),
    column.accessor('refunded', {
      header: t('dashboard.refunded'),
      cell: ({ row }) => format.money(row.original.refunded, row.original.currency),
    }),
    column.display({
      id: 'net',
      header: t('dashboard.net'),
      cell: ({ row }) => format.money(row.original.amount - row.original.refunded, row.original.currency),
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        intro={t('dashboard.intro', { site: site?.name ?? t('console.allSites') })}
      />
      {workWaiting}
      <PeriodForm period={period} onChange={setPeriod} />
      {dashboard.isError && <LoadState isError onRetry={() => void dashboard.refetch()} />}
      {!dashboard.isError && (
        <>
          <section aria-label={t('dashboard.figures')} className="row g-2 mb-4">
            {view ? (
              <>
                <Figure label={t('dashboard.signups')} value={format.number(view.totals.signups)} />
                <Figure label={t('dashboard.activations')} value={format.number(view.totals.activations)} />
                <Figure
                  label={t('dashboard.payers')}
                  value={format.number(view.paying.payers)}
                  note={t('dashboard.newPayers', {
                    count: view.paying.newPayers,
                    number: format.number(view.paying.newPayers),
                  })}
                />
                <Figure
                  label={t('dashboard.premium')}
                  value={format.number(view.paying.premium)}
                  note={t('dashboard.premiumNote')}
                />
                <Figure label={t('dashboard.messages')} value={format.number(view.totals.messages)} />
                <Figure label={t('dashboard.reports')} value={format.number(view.totals.reports)} />
              </>
            ) : (
              <p className="text-body-secondary mb-0" role="status">
                {t('console.loading')}
              </p>
            )}
          </section>
          <div className="row g-3 mb-4">
            {dailyCharts.map((chart) => (
              <div className="col-12 col-xl-6" key={chart.title}>
                <DailyChart
                  title={t(chart.title)}
                  loading={loading}
                  kind={chart.kind}
                  data={days}
                  series={chart.series.map((key) => ({ key, label: t(`dashboard.${key}`) }))}
                />
              </div>
            ))}
          </div>
          <h2 className="h5">{t('dashboard.revenue')}</h2>
          <p className="text-body-secondary small">{t('dashboard.revenueIntro')}</p>
          {loading && <DailyChart title={t('dashboard.revenue')} loading data={[]} series={[]} />}
          {view && currencies.length === 0 && (
            <p className="card card-body text-body-secondary">{t('dashboard.noRevenue')}</p>
          )}
          {currencies.map((currency, index) => {
            const perDay = days.map((day) => ({
              day: day.day,
              amount:
                view?.revenue.byDay.find((entry) => entry.day === day.day && entry.currency === currency)?.amount ?? 0,
            }));
            return (
              <div className="row g-3 mb-3" key={currency}>
                <div className="col-12 col-xl-6">
                  <DailyChart
                    title={t('dashboard.revenuePerDay', { currency })}
                    kind="bar"
                    data={perDay}
                    format={money(currency)}
                    tickFormat={chartFormat.compactMoney(currency)}
                    series={[{ key: 'amount', label: t('dashboard.amount') }]}
                  />
                </div>
                <div className="col-12 col-xl-6">
                  <CategoryChart
                    title={t('dashboard.revenuePerCountry', { currency })}
                    colorIndex={index + 1}
                    categoryLabel={t('dashboard.country')}
                    valueLabel={t('dashboard.amount')}
                    format={money(currency)}
                    tickFormat={chartFormat.compactMoney(currency)}
                    data={(view?.revenue.byCountry ?? [])
                      .filter((row) => row.currency === currency)
                      .map((row) => ({ label: row.country, value: row.amount }))}
                  />
                </div>
              </div>
            );
          })}
          {view && view.revenue.byCountry.length > 0 && (
            <DataTable caption={t('dashboard.revenueTable')} columns={columns} data={view.revenue.byCountry} />
          )}
          {view && view.site === null && (
            <>
              <h2 className="h5 mt-4">{t('dashboard.perSite')}</h2>
              <SitesTable parts={view.sites} />
            </>
          )}
        </>
      )}
    </>
  );
}
