/**
 * Intl formatters, each made once per locale and options and then reused by every app on the page: making one reads
 * the browser's locale data (milliseconds on a phone), and a list of countries, prices or conversations formats
 * dozens of values in one render.
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, locales: string, options: object | undefined, make: () => T): T {
  const key = `${kind} ${locales} ${JSON.stringify(options ?? {})}`;
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const collator = (locale: string, options?: Intl.CollatorOptions): Intl.Collator =>
  once('collator', locale, options, () => new Intl.Collator(locale, options));

/**
 * The name of a country or language in `locale` ("NL" → "Niederlande" in de); the code itself when Intl does not know
 * it or the locale is not one.
 */
export function displayName(type: 'region' | 'language', code: string, locale: string): string {
  const key = `${type} ${locale} ${code}`;
  let name = names.get(key);
  if (name === undefined) {
    name = lookUpName(type, code, locale);
    // Codes come from a fixed list (ISO countries and languages); the bound only keeps odd data from growing it.
    if (names.size < MAX_NAMES) names.set(key, name);
  }
  return name;
}

/**
 * Names already looked up: a list of every country asks for each one's name at every render (a server render of the
 * search's filters, about 250 of them, took half a millisecond).
 */
const names = new Map<string, string>();
const MAX_NAMES = 10_000;

function lookUpName(type: 'region' | 'language', code: string, locale: string): string {
  try {
    const displayNames = once('displayNames', locale, { type }, () => new Intl.DisplayNames([locale], { type }));
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Sorts by a text in `locale`'s alphabetical order ("Österreich" among the O's in de), each text computed once. */
export function sortByName<T>(items: readonly T[], name: (item: T) => string, locale: string): T[] {
  const compare = collator(locale).compare;
  return items
    .map((item) => [name(item), item] as const)
    .sort(([a], [b]) => compare(a, b))
    .map(([, item]) => item);
}
