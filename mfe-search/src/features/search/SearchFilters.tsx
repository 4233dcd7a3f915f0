import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sortByName } from 'shared-contracts';
import { ageBuckets, type FilterOptions } from 'shared-contracts/api/search';
import { useSettings, useUser } from 'shared-contracts/store';
import { SelectField } from 'shared-ui/fields';
import { countryName } from '../../shared/cards/names';
import { bucketOf, bucketRange, type AgeBucketKey } from './ageBucket';
import { countryOptions } from './countryOptions';

interface Props {
  filters: FilterOptions;
  onChange: (change: Partial<FilterOptions>) => void;
}

const CUSTOM_AGES = 'custom';

/** A filter's select, four in a row on a wide screen and two on a phone. */
const filterFrame = { frameClassName: 'col-6 col-md-3', labelClassName: 'form-label small mb-1' };

/** Gender, age bucket, country and region (docs/product.md §2); every change searches again at once. */
export function SearchFilters({ filters, onChange }: Props) {
  const { t, i18n } = useTranslation('search');
  const settings = useSettings();
  const user = useUser();
  const bucket = bucketOf(filters, settings.minimum_age);
  const countries = countryOptions({
    offered: settings.countries,
    searchAllCountries: settings.profileSearch.searchAllCountries,
    ownCountry: user?.profile.country ?? null,
    selected: filters.country,
    geolocated: settings.geoip_country,
  });
  // Alphabetical in the interface language, whatever order the settings list them in: the contract promises none.
  const regions = useMemo(
    () => sortByName(settings.region_data[filters.country] ?? [], (region) => region.name, i18n.language),
    [settings.region_data, filters.country, i18n.language],
  );

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      className="row g-2 align-items-end mb-3"
      onSubmit={(event) => event.preventDefault()}
      data-testid="search-filters"
    >
      <SelectField
        {...filterFrame}
        label={t('filters.gender')}
        value={filters.gender}
        onChange={({ target: { value: gender } }) => onChange({ gender: gender as FilterOptions['gender'] })}
      >
        <option value="female">{t('filters.genders.female')}</option>
        <option value="male">{t('filters.genders.male')}</option>
      </SelectField>
      <SelectField
        {...filterFrame}
        label={t('filters.age')}
        value={bucket ?? CUSTOM_AGES}
        onChange={({ target: { value: key } }) => onChange(bucketRange(key as AgeBucketKey, settings.minimum_age))}
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
      </SelectField>
      <SelectField
        {...filterFrame}
        label={t('filters.country')}
        value={filters.country}
        onChange={({ target: { value: country } }) => onChange({ country })}
      >
        {countries.map((country) => (
          <option key={country} value={country}>
            {countryName(country, i18n.language)}
          </option>
        ))}
      </SelectField>
      <SelectField
        {...filterFrame}
        label={t('filters.region')}
        value={String(filters.countryregion)}
        disabled={regions.length === 0}
        onChange={({ target: { value: region } }) => onChange({ countryregion: Number(region) })}
      >
        <option value="0">{t('filters.allRegions')}</option>
        {regions.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </SelectField>
    </form>
  );
}

/** A select's height as Bootstrap draws it: one line, its padding and its border. */
const selectHeight = 'calc(1.5em + 0.75rem + 2 * var(--bs-border-width))';

/** The filters' place while the first results, which bring them, are on their way: the grid below does not jump. */
export function FiltersPlaceholder() {
  return (
    <div className="row g-2 align-items-end mb-3 placeholder-glow" aria-hidden="true" data-testid="filters-placeholder">
      {[0, 1, 2, 3].map((index) => (
        <div className="col-6 col-md-3" key={index}>
          <span className="form-label small mb-1 d-inline-block">
            <span className="placeholder col-5" />
          </span>
          <span className="placeholder d-block w-100 rounded opacity-25" style={{ height: selectHeight }} />
        </div>
      ))}
    </div>
  );
}
