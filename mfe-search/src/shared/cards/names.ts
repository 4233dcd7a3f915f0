// One formatter per kind and locale: building one reads the browser's locale data, and every card needs two.
const formatters = new Map<string, Intl.DisplayNames | null>();

/** Country and language names in the interface locale, from the browser's own data (Intl.DisplayNames). */
function displayName(type: 'region' | 'language', code: string, locale: string): string {
  const key = `${type} ${locale}`;
  if (!formatters.has(key)) {
    try {
      formatters.set(key, new Intl.DisplayNames([locale], { type, fallback: 'code' }));
    } catch {
      formatters.set(key, null);
    }
  }
  try {
    return formatters.get(key)?.of(code) ?? code;
  } catch {
    return code;
  }
}

export const countryName = (code: string, locale: string) => (code ? displayName('region', code, locale) : '');
export const languageName = (code: string, locale: string) => (code ? displayName('language', code, locale) : '');

/** A photo's address on the site's CDN (settings.cdn_prefix). */
export const photoUrl = (cdnPrefix: string, filename: string) => `${cdnPrefix}${filename}`;
