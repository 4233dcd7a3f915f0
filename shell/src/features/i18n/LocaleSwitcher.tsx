import { useTranslation } from 'react-i18next';
import { apiJson, isLocaleCode, locales, type LocaleCode } from 'shared-contracts';
import { settingsResponseSchema } from 'shared-contracts/api';
import { settingsLoaded } from 'shared-contracts/store';
import { useAppDispatch } from '../../app/hooks';
import { switchLocale } from './i18n';

export function LocaleSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const dispatch = useAppDispatch();

  const onSwitch = async (locale: LocaleCode) => {
    await switchLocale(locale);
    // The server words some settings per locale (region names): fetch them again in the new language.
    try {
      dispatch(settingsLoaded((await apiJson('/api/settings.php', settingsResponseSchema)).settings));
    } catch (error) {
      console.warn('Could not reload the settings in the new language', error);
    }
  };

  // On phones the closed select shows the locale's code (styles.css); opening it lists the full names.
  return (
    <div className="locale-switcher position-relative">
      <span className="locale-code form-select form-select-sm text-uppercase" aria-hidden="true">
        {i18n.language}
      </span>
      <select
        className="form-select form-select-sm w-auto"
        aria-label={t('locale.label')}
        value={i18n.language}
        onChange={(event) => {
          if (isLocaleCode(event.target.value)) void onSwitch(event.target.value);
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
