import { useTranslation } from 'react-i18next';
import { sortByName } from 'shared-contracts';
import { SelectField } from 'shared-ui/fields';
import { useFormat } from './format';
import type { useChosenCountryCredits } from './useCredits';

/**
 * The payment country, of the money pages' chosen-country state: it decides the currency, the prices and the
 * payment methods. Not shown when the site has one payment country (or before the first answer).
 */
export function CountrySelect({ choice }: { choice: ReturnType<typeof useChosenCountryCredits> }) {
  const { t } = useTranslation('account');
  const { country, language } = useFormat();
  const countries = choice.data?.countries ?? [];
  if (countries.length < 2) return null;
  const sorted = sortByName(countries, country, language);
  return (
    <div style={{ maxWidth: '20rem' }}>
      <SelectField
        label={t('shared.paymentCountry')}
        value={choice.shownCountry}
        disabled={choice.loading}
        onChange={(event) => choice.chooseCountry(event.target.value)}
        options={sorted.map((code) => ({ value: code, label: country(code) }))}
      />
    </div>
  );
}
