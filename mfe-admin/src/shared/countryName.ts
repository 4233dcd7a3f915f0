import { useTranslation } from 'react-i18next';

/** A country's name in the console's language ("NL" → "Netherlands"); the code itself if there is none. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' });
  return (code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
}
