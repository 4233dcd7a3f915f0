import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ageBuckets, type FilterOptions } from 'shared-contracts/api/search';
import { useSettings, useUser } from '../../app/hooks';
import { countryName } from '../cards/names';
import { bucketOf, bucketRange, type AgeBucketKey } from './ageBucket';
import { countryOptions } from './countryOptions';

interface Props {
  filters: FilterOptions;
  onChange: (change: Partial<FilterOptions>) => void;
}

const CUSTOM_AGES = 'custom';

/** Gender, age bucket, country and region (SPEC §2); every change searches again at once. */
export function SearchFilters({ filters, onChange }: Props) {
  const { t, i18n } = useTranslation('search');
  const settings = useSettings();
  const user = useUser();
  const id = useId();
  const bucket = bucketOf(filters, settings.minimum_age);
  const countries = countryOptions({
    offered: settings.countries,
    searchAllCountries: settings.profileSearch.searchAllCountries,
    ownCountry: user?.profile.country ?? null,
    selected: filters.country,
    geolocated: settings.geoip_country,
  });
  const regions = settings.region_data[filters.country] ?? [];

  return (
    <form role="search" aria-label={t('filters.label')} className="row g-2 align-items-end mb-3" onSubmit={(event) => event.preventDefault()} data-testid="search-filters">
      <div className="col-6 col-md-3">
        <label htmlFor={`${id}-gender`} className="form-label small mb-1">
          {t('filters.gender')}
        </label>
        <select id={`${id}-gender`} className="form-select" value={filters.gender} onChange={(event) => onChange({ gender: event.target.value as FilterOptions['gender'] })}>
          <option value="female">{t('filters.genders.female')}</option>
          <option value="male">{t('filters.genders.male')}</option>
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label htmlFor={`${id}-age`} className="form-label small mb-1">
          {t('filters.age')}
        </label>
        <select
          id={`${id}-age`}
          className="form-select"
          value={bucket ?? CUSTOM_AGES}
          onChange={(event) => onChange(bucketRange(event.target.value as AgeBucketKey, settings.minimum_age))}
        >
          {bucket === null && (
            <option value={CUSTOM_AGES} disabled>
              {t('filters.ages.range', { min: filters.min_age, max: filters.max_age })}
            </option>
          )}
          {ageBuckets.map(({ key }) => (
            <option key={key} value={key}>
              {key === 'all' ? t('filters.ages.all') : key === '65+' ? t('filters.ages.over65') : key.replace('-', '–')}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label htmlFor={`${id}-country`} className="form-label small mb-1">
          {t('filters.country')}
        </label>
        <select id={`${id}-country`} className="form-select" value={filters.country} onChange={(event) => onChange({ country: event.target.value })}>
          {countries.map((country) => (
            <option key={country} value={country}>
              {countryName(country, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label htmlFor={`${id}-region`} className="form-label small mb-1">
          {t('filters.region')}
        </label>
        <select
          id={`${id}-region`}
          className="form-select"
          value={filters.countryregion}
          disabled={regions.length === 0}
          onChange={(event) => onChange({ countryregion: Number(event.target.value) })}
        >
          <option value={0}>{t('filters.allRegions')}</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
