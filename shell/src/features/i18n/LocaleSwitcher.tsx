import { useTranslation } from 'react-i18next';
import { isLocaleCode, locales } from 'shared-contracts';
import { switchLocale } from './i18n';

export function LocaleSwitcher() {
  const { t, i18n } = useTranslation('shell');
  return (
    <select
      className="form-select form-select-sm w-auto"
      aria-label={t('locale.label')}
      value={i18n.language}
      onChange={(event) => {
        if (isLocaleCode(event.target.value)) void switchLocale(event.target.value);
      }}
    >
      {locales.map((locale) => (
        <option key={locale.code} value={locale.code} lang={locale.code}>
          {locale.nativeName}
        </option>
      ))}
    </select>
  );
}
