import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from './format';

interface CountrySelectProps {
  countries: readonly string[];
  value: string;
  onChange: (country: string) => void;
  disabled?: boolean;
}

/** The payment country: it decides the currency, the prices and the payment methods. */
export function CountrySelect({ countries, value, onChange, disabled }: CountrySelectProps) {
  const { t } = useTranslation('account');
  const { country, language } = useFormat();
  const id = useId();
  const sorted = [...countries].sort((a, b) => country(a).localeCompare(country(b), language));
  return (
    <div className="mb-3" style={{ maxWidth: '20rem' }}>
      <label htmlFor={id} className="form-label">
        {t('shared.paymentCountry')}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
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
