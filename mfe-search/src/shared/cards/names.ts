/** Country and language names in the interface locale, from the browser's own data (Intl.DisplayNames). */
function displayName(type: 'region' | 'language', code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type, fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const countryName = (code: string, locale: string) => (code ? displayName('region', code, locale) : '');
export const languageName = (code: string, locale: string) => (code ? displayName('language', code, locale) : '');

/** A photo's address on the site's CDN (settings.cdn_prefix). */
export const photoUrl = (cdnPrefix: string, filename: string) => `${cdnPrefix}${filename}`;
