import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_MAX_DAYS, dashboardEndpoint } from 'shared-contracts/api/admin';
import { queryResolver } from '../../shared/callResolver';
import { InputField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The UTC day `days` days before `day`. */
export const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
export const utcToday = () => new Date().toISOString().slice(0, 10);

const presets = [7, 30, 90, 365] as const;

/** The period as the call takes it: from on or before to, at most DASHBOARD_MAX_DAYS days. */
const periodResolver = queryResolver(dashboardEndpoint.query, (values: Period) => values, {
  after: ({ from, to }) => {
    if (from > to) return ['from', 'after_to'];
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    return days > DASHBOARD_MAX_DAYS && ['from', 'period_too_long'];
  },
});

/** The dashboard's period: the last 7, 30, 90 or 365 days, or any UTC days from … to (both included). */
export function PeriodForm({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const form = useForm({ resolver: periodResolver, values: period });
  const { errors } = form.formState;
  const today = utcToday();
  const onSubmit = form.handleSubmit(onChange);
  return (
    <form
      noValidate
      className="card card-body mb-4"
      aria-label={t('dashboard.period')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t('dashboard.presets')}>
        {presets.map((days) => {
          const preset = { from: daysBefore(today, days - 1), to: today };
          const active = preset.from === period.from && preset.to === period.to;
          return (
            <button
              key={days}
              type="button"
              className={`btn btn-sm ${active ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={active}
              onClick={() => onChange(preset)}
            >
              {t('dashboard.lastDays', { count: days })}
            </button>
          );
        })}
      </div>
      <div className="row g-2 align-items-end">
        <div className="col-6 col-md-4 col-xl-3">
          <InputField
            label={t('dashboard.from')}
            type="date"
            registration={form.register('from')}
            error={fieldMessage(errors.from?.message)}
          />
        </div>
        <div className="col-6 col-md-4 col-xl-3">
          <InputField
            label={t('dashboard.to')}
            type="date"
            registration={form.register('to')}
            error={fieldMessage(errors.to?.message)}
          />
        </div>
        <div className="col-12 col-md-auto mb-3">
          <button type="submit" className="btn btn-outline-secondary">
            {t('dashboard.show')}
          </button>
        </div>
      </div>
      <p className="small text-body-secondary mb-0">{t('dashboard.utc')}</p>
    </form>
  );
}
