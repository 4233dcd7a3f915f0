import { readFileSync } from 'node:fs';
import path from 'node:path';

type NamesByLocale = Partial<Record<string, string>>;

const names = JSON.parse(readFileSync(path.join(import.meta.dirname, 'regionNames.json'), 'utf8')) as Record<
  string,
  Record<string, NamesByLocale> | undefined
>;

function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Members see the regions of a country in their own language; English, then `fallback`, for names not translated. */
export function regionName(country: string, code: string, locale: string, fallback: string): string {
  const entry = own(own(names, country), code);
  return own(entry, locale) || entry?.en || fallback;
}
