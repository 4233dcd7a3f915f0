import { displayName } from 'shared-contracts';

/** Country and language names in the interface locale, from the browser's own data (Intl.DisplayNames). */
export const countryName = (code: string, locale: string) => (code ? displayName('region', code, locale) : '');
export const languageName = (code: string, locale: string) => (code ? displayName('language', code, locale) : '');

/** A photo's address on the site's CDN (settings.cdn_prefix). */
export const photoUrl = (cdnPrefix: string, filename: string) => `${cdnPrefix}${filename}`;
