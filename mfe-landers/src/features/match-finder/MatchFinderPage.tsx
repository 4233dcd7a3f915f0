import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { displayName, numberFormat, routePath, setDocumentTitle, sortByName } from 'shared-contracts';
import { captureTracking, seekingOptions, writeMatchFinderAnswers, type Seeking } from 'shared-contracts/api';
import { ageBuckets } from 'shared-contracts/api/search';
import { useSettings } from 'shared-contracts/store';
import { useMatchCount } from './useMatchCount';
import './matchFinder.css';

type Question = 'seeking' | 'age' | 'region';
type AgeKey = (typeof ageBuckets)[number]['key'];
/** Up to this many regions are buttons; more (50 states) are a list to pick from. */
const REGION_BUTTONS_MAX = 16;

/**
 * /match-finder (empty layout): a few questions, one per screen — whom they look for (where the niche leaves a choice),
 * what age, which region of their country — each showing how many members match so far; then the signup, which
 * takes the answers over (shared-contracts `matchFinderAnswers`: country, region and first search).
 */
export default function MatchFinderPage() {
  const { t, i18n } = useTranslation('landers');
  const settings = useSettings();
  const navigate = useNavigate();
  const country = settings.geoip_selected_country || settings.countries[0] || '';
  const options = seekingOptions(settings.niche);
  const regions = useMemo(
    () => sortByName(settings.region_data[country] ?? [], (region) => region.name, i18n.language),
    [settings.region_data, country, i18n.language],
  );
  const questions: Question[] = [
    ...(options.length > 1 ? (['seeking'] as const) : []),
    'age' as const,
    ...(regions.length > 0 ? (['region'] as const) : []),
  ];
  const [index, setIndex] = useState(0);
  const [seeking, setSeeking] = useState<Seeking>(options[0] ?? 'both');
  const [age, setAge] = useState<AgeKey>('all');
  const [region, setRegion] = useState(0);
  const bucket = ageBuckets.find((candidate) => candidate.key === age) ?? ageBuckets[0];
  const answers = {
    seeking,
    min_age: Math.max(bucket.min, settings.minimum_age),
    max_age: bucket.max,
    country,
    countryregion: region,
  };
  const { count, counting } = useMatchCount(answers);
  const done = index >= questions.length;
  const question = questions[index];

  useEffect(() => {
    captureTracking();
  }, []);
  useEffect(() => {
    setDocumentTitle(t('seo.matchFinder.title', { site: settings.name }));
  }, [t, settings.name]);

  const finish = () => {
    writeMatchFinderAnswers(answers);
    void navigate(routePath('signup'));
  };
  const countryName = displayName('region', country, i18n.language);

  return (
    <section className="match-finder min-vh-100 d-flex align-items-center justify-content-center px-3 py-4">
      <div className="card border-0 shadow-lg rounded-4 w-100 match-finder-card" data-testid="match-finder">
        <div className="card-body p-4 p-md-5">
          <p className="text-primary fw-semibold small text-uppercase mb-1">{settings.name}</p>
          <h1 className="h3 fw-bold mb-3">{t('matchFinder.title')}</h1>
          <Progress current={Math.min(index + 1, questions.length)} total={questions.length} done={done} />
          <MatchCount count={count} counting={counting} />
          {question === 'seeking' && (
            <Choices
              legend={t('matchFinder.seeking.question')}
              value={seeking}
              onChange={(value) => setSeeking(value as Seeking)}
              choices={options.map((option) => ({ value: option, label: t(`matchFinder.seeking.${option}`) }))}
            />
          )}
          {question === 'age' && (
            <Choices
              legend={t('matchFinder.age.question')}
              value={age}
              onChange={(value) => setAge(value as AgeKey)}
              choices={ageBuckets.map((candidate) => ({
                value: candidate.key,
                label:
                  candidate.key === 'all'
                    ? t('matchFinder.age.all')
                    : candidate.max === 100
                      ? t('matchFinder.age.from', { min: candidate.min })
                      : t('matchFinder.age.range', { min: candidate.min, max: candidate.max }),
              }))}
            />
          )}
          {question === 'region' && (
            <RegionQuestion country={countryName} regions={regions} value={region} onChange={setRegion} />
          )}
          {done ? (
            <div data-testid="match-finder-done">
              <h2 className="h5">{t('matchFinder.done.title')}</h2>
              <p className="text-body-secondary">{t('matchFinder.done.body')}</p>
              <button type="button" className="btn btn-primary btn-lg w-100 mb-2" onClick={finish}>
                {t('matchFinder.done.cta')}
              </button>
              <button type="button" className="btn btn-link w-100" onClick={() => setIndex(index - 1)}>
                {t('matchFinder.back')}
              </button>
            </div>
          ) : (
            <div className="d-flex gap-2 mt-4">
              {index > 0 && (
                <button type="button" className="btn btn-outline-secondary btn-lg" onClick={() => setIndex(index - 1)}>
                  {t('matchFinder.back')}
                </button>
              )}
              <button type="button" className="btn btn-primary btn-lg flex-grow-1" onClick={() => setIndex(index + 1)}>
                {t('matchFinder.next')}
              </button>
            </div>
          )}
          <p className="small text-center text-body-secondary mt-4 mb-0">
            {t('member.haveAccount')} <Link to={routePath('login')}>{t('member.login')}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}

function Progress({ current, total, done }: { current: number; total: number; done: boolean }) {
  const { t } = useTranslation('landers');
  const share = done ? 100 : Math.round(((current - 1) / total) * 100);
  const label = done ? t('matchFinder.ready') : t('matchFinder.progress', { current, total });
  return (
    <div className="mb-3">
      <div className="d-flex justify-content-between small text-body-secondary mb-1">
        <span data-testid="match-finder-progress">{label}</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuenow={share}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ height: '0.5rem' }}
      >
        <div className="progress-bar bg-primary" style={{ width: `${Math.max(share, 4)}%` }} />
      </div>
    </div>
  );
}

/**
 * "1,234 members match", in the locale's number format and plural forms; its line keeps its height while counting, and
 * is busy (the last number stays, dimmed) until the new answers are counted.
 */
function MatchCount({ count, counting }: { count: number | null; counting: boolean }) {
  const { t, i18n } = useTranslation('landers');
  return (
    <p
      className={`match-finder-count rounded-3 bg-primary-subtle text-primary-emphasis fw-semibold px-3 py-2 mb-4 ${counting ? 'opacity-75' : ''}`}
      aria-live="polite"
      aria-busy={counting}
      data-testid="match-count"
    >
      <span aria-hidden="true">♥ </span>
      {count === null
        ? t('matchFinder.counting')
        : t('matchFinder.count', { count, formatted: numberFormat(i18n.language).format(count) })}
    </p>
  );
}

function Choices({
  legend,
  value,
  onChange,
  choices,
  compact = false,
}: {
  compact?: boolean;
  legend: string;
  value: string;
  onChange: (value: string) => void;
  choices: { value: string; label: ReactNode }[];
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="h5 mb-3">{legend}</legend>
      <div className="row row-cols-2 g-2">
        {choices.map((choice) => (
          <div className="col" key={choice.value}>
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={`${name}-${choice.value}`}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <label
              className={`btn btn-outline-primary w-100 h-100 d-flex align-items-center justify-content-center ${compact ? 'py-2' : 'py-3'}`}
              htmlFor={`${name}-${choice.value}`}
            >
              {choice.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function RegionQuestion({
  country,
  regions,
  value,
  onChange,
}: {
  country: string;
  regions: { id: number; name: string }[];
  value: number;
  onChange: (region: number) => void;
}) {
  const { t } = useTranslation('landers');
  const id = useId();
  const anywhere = t('matchFinder.region.anywhere', { country });
  if (regions.length > REGION_BUTTONS_MAX) {
    return (
      <div>
        <label className="h5 form-label mb-3" htmlFor={id}>
          {t('matchFinder.region.question')}
        </label>
        <select
          id={id}
          className="form-select form-select-lg"
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          <option value={0}>{anywhere}</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <Choices
      compact
      legend={t('matchFinder.region.question')}
      value={String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
      choices={[{ id: 0, name: anywhere }, ...regions].map((region) => ({
        value: String(region.id),
        label: region.name,
      }))}
    />
  );
}
