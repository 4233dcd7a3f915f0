import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sortByName } from 'shared-contracts';
import { useFormat } from './format';
import type { useChosenCountryCredits } from './useCredits';

/**
 * The payment country, of the money pages' chosen-country state: it decides the currency, the prices and the
 * payment methods. Not shown when the site has one payment country (or before the first answer).
 */
export function CountrySelect({ choice }: { choice: ReturnType<typeof useChosenCountryCredits> }) {
  const { t } = useTranslation('account');
  const { country, language } = useFormat();
  const id = useId();
  const countries = choice.data?.countries ?? [];
  if (countries.length < 2) return null;
  const sorted = sortByName(countries, country, language);
  return (
    <div className="mb-3" style={{ maxWidth: '20rem' }}>
      <label htmlFor={id} className="form-label">
        {t('shared.paymentCountry')}
      </label>
      <select
        id={id}
        className="form-select"
        value={choice.shownCountry}
        disabled={choice.loading}
        onChange={(event) => choice.chooseCountry(event.target.value)}
      >
        {sorted.map((code) => (
          <option key={code} value={code}>
            {country(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
