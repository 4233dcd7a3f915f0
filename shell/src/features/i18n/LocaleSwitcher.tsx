import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocaleCode, locales, type LocaleCode } from 'shared-contracts';
import { useAppDispatch } from 'shared-contracts/store';
import { switchLocale } from './i18n';

/**
 * The language picker. On phones the closed select shows only the locale's code (styles.css) and opening it lists
 * the full names. The pick shows at once, while its messages and settings are still loading.
 */
export function LocaleSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const [picked, setPicked] = useState<LocaleCode | null>(null);
  const shown = picked ?? i18n.language;

  const onPick = (locale: LocaleCode) => {
    setPicked(locale);
    void switchLocale(locale, dispatch).finally(() => setPicked((current) => (current === locale ? null : current)));
  };

  return (
    <div className="locale-switcher position-relative">
      <span className="locale-code form-select form-select-sm text-uppercase" aria-hidden="true">
        {shown}
      </span>
      <select
        className="form-select form-select-sm w-auto"
        aria-label={t('locale.label')}
        value={shown}
        onChange={(event) => {
          if (isLocaleCode(event.target.value)) onPick(event.target.value);
        }}
      >
        {locales.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code}>
            {locale.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
