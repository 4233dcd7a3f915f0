import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { endpointUrl } from 'shared-contracts';
import {
  transparencyCsvEndpoint,
  transparencyEndpoint,
  transparencyQuerySchema,
  type TransparencyReport,
} from 'shared-contracts/api/admin';
import { queryResolver } from '../../shared/callResolver';
import { InputField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import { Blank } from '../../shared/Blank';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { groundKey, useReasonName } from '../../shared/moderation/words';
import { PageHeader } from '../../shared/PageHeader';
import { useSelectedSite } from '../../shared/sites';
import { useTransparencyQuery } from './transparencyApi';

const DAY_MS = 86_400_000;

interface Period {
  from: string;
  to: string;
}
/** The period as the call takes it, ending on or after its first day. */
const periodResolver = queryResolver(transparencyQuerySchema, (values: Period) => values, {
  after: (period) => period.to < period.from && ['to', 'not_allowed'],
});
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The periods a transparency report usually covers: the last 30 days, this half-year (DSA art. 24), a year. */
function presets(now = new Date()) {
  const halfYear = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() < 6 ? 0 : 6, 1));
  return {
    last30: { from: day(new Date(now.getTime() - 29 * DAY_MS)), to: day(now) },
    halfYear: { from: day(halfYear), to: day(now) },
    lastYear: { from: day(new Date(now.getTime() - 364 * DAY_MS)), to: day(now) },
  };
}

/** A table of counts with its heading: a label per row and one or more counts (the first header names the labels). */
function CountTable({ title, headers, rows }: { title: string; headers: string[]; rows: [string, ...number[]][] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="col-12 col-md-6" aria-label={title}>
      <h2 className="h6">{title}</h2>
      <table className="table table-sm">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={index ? 'text-end' : undefined}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...counts]) => (
            <tr key={label}>
              <th scope="row" className="fw-normal">
                {label}
              </th>
              {counts.map((count, index) => (
                <td key={headers[index + 1]} className="text-end">
                  {format.number(count)}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={headers.length} className="text-body-secondary">
                {t('moderation.transparency.none')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

function Report({ report }: { report: TransparencyReport }) {
  const { t } = useTranslation();
  const reasonName = useReasonName();
  const format = useFormat();
  const hours = (value: number | null) =>
    value === null ? <Blank /> : t('moderation.transparency.hours', { hours: format.number(value) });
  const byAction = new Map<string, { manual: number; automated: number }>();
  for (const row of report.decisions.by_action) {
    const counts = byAction.get(row.action) ?? { manual: 0, automated: 0 };
    counts[row.automated ? 'automated' : 'manual'] += row.count;
    byAction.set(row.action, counts);
  }
  return (
    <div className="row g-4" data-testid="transparency-report">
      <CountTable
        title={t('moderation.transparency.notices', { count: report.notices.total })}
        headers={[t('moderation.transparency.reason'), t('moderation.transparency.count')]}
        rows={report.notices.by_reason.map((row) => [reasonName(row.reason), row.count])}
      />
      <CountTable
        title={t('moderation.transparency.decisions', { count: report.decisions.total })}
        headers={[
          t('moderation.transparency.action'),
          t('moderation.transparency.manual'),
          t('moderation.transparency.automated'),
        ]}
        rows={[...byAction].map(([action, counts]) => [
          t(`moderation.actions.${action}`),
          counts.manual,
          counts.automated,
        ])}
      />
      <CountTable
        title={t('moderation.transparency.grounds')}
        headers={[t('moderation.transparency.ground'), t('moderation.transparency.count')]}
        rows={report.decisions.by_ground.map((row) => [t(groundKey(row.ground)), row.count])}
      />
      <section className="col-12 col-md-6" aria-labelledby="transparency-times">
        <h2 className="h6" id="transparency-times">
          {t('moderation.transparency.appeals')}
        </h2>
        <dl className="row mb-0">
          <dt className="col-8 fw-normal">{t('moderation.transparency.medianToAction')}</dt>
          <dd className="col-4 text-end" data-testid="median-to-action">
            {hours(report.median_hours_to_action)}
          </dd>
          <dt className="col-8 fw-normal">{t('moderation.transparency.received')}</dt>
          <dd className="col-4 text-end">{format.number(report.appeals.received)}</dd>
          <dt className="col-8 fw-normal">{t('moderation.transparency.upheld')}</dt>
          <dd className="col-4 text-end">{format.number(report.appeals.upheld)}</dd>
          <dt className="col-8 fw-normal">{t('moderation.transparency.reversed')}</dt>
          <dd className="col-4 text-end">{format.number(report.appeals.reversed)}</dd>
          <dt className="col-8 fw-normal">{t('moderation.transparency.medianToDecision')}</dt>
          <dd className="col-4 text-end">{hours(report.appeals.median_hours_to_decision)}</dd>
        </dl>
      </section>
    </div>
  );
}

/**
 * The transparency counts (DSA art. 15 and 24; docs/operators.md "Transparency") of a period, for the chosen site or
 * all of them, with the CSV and JSON to publish.
 */
export default function TransparencyPage() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [params, setParams] = useSearchParams();
  const { siteId } = useSelectedSite();
  const fallback = presets().halfYear;
  const chosen = transparencyQuerySchema.safeParse({
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
  });
  const period = chosen.success ? chosen.data : fallback;
  const query = { ...period, ...(siteId ? { site: String(siteId) } : {}) };
  const report = useTransparencyQuery(query);
  const form = useForm({ resolver: periodResolver, values: period });
  const { errors } = form.formState;
  const apply = (next: Period) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('from', next.from);
      updated.set('to', next.to);
      return updated;
    });
  const onSubmit = form.handleSubmit(apply);
  const download = (endpoint: typeof transparencyEndpoint | typeof transparencyCsvEndpoint) =>
    endpointUrl(endpoint, query);

  return (
    <>
      <PageHeader
        title={t('moderation.transparency.title')}
        intro={t('moderation.transparency.intro')}
        actions={
          <>
            <a className="btn btn-sm btn-outline-primary" href={download(transparencyCsvEndpoint)} download>
              {t('moderation.transparency.csv')}
            </a>
            <a
              className="btn btn-sm btn-outline-primary"
              href={download(transparencyEndpoint)}
              download={`transparency-${query.site ?? 'all'}-${period.from}-${period.to}.json`}
            >
              {t('moderation.transparency.json')}
            </a>
          </>
        }
      />
      <form
        noValidate
        className="card card-body mb-4"
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t('moderation.transparency.period')}
      >
        <div className="row g-2 align-items-end">
          <div className="col-6 col-md-3">
            <InputField
              label={t('moderation.transparency.from')}
              type="date"
              registration={form.register('from')}
              error={fieldMessage(errors.from?.message)}
            />
          </div>
          <div className="col-6 col-md-3">
            <InputField
              label={t('moderation.transparency.to')}
              type="date"
              registration={form.register('to')}
              error={fieldMessage(errors.to?.message)}
            />
          </div>
          <div className="col-12 col-md-6 mb-3 d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary btn-sm">
              {t('moderation.transparency.apply')}
            </button>
            {Object.entries(presets()).map(([name, range]) => (
              <button
                key={name}
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => apply(range)}
              >
                {t(`moderation.transparency.preset.${name}`)}
              </button>
            ))}
          </div>
        </div>
      </form>
      {report.data ? (
        <Report report={report.data} />
      ) : (
        <LoadState isError={report.isError} onRetry={() => void report.refetch()} />
      )}
    </>
  );
}
