import { readdirSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { localeCodes } from './locales';
import { readCatalog } from './testing';

/** Every message catalog: the shell and each remote keep theirs in src/locales/, the server its mails'. */
const root = new URL('../../', import.meta.url);
const folders = [
  ...readdirSync(root)
    .filter((name) => name === 'shell' || name.startsWith('mfe-'))
    .map((app) => `${app}/src/locales/`),
  'api/src/mail/locales/',
];

type Catalog = Record<string, unknown>;
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [inner, text] of flatten(value as Catalog, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** The keys a locale must have for an English catalog: plural keys in the locale's own CLDR categories. */
function expectedKeys(english: Map<string, string>, locale: string): Set<string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (pluralSuffix.test(key)) {
      const base = key.replace(pluralSuffix, '');
      for (const category of categories) keys.add(`${base}_${category}`);
    } else {
      keys.add(key);
    }
  }
  return keys;
}

/** Every app, the operator console too, speaks all seven locales (docs/operators.md). */
const translations = localeCodes.filter((code) => code !== 'en');

describe.each(folders)('the catalogs in %s', (folder) => {
  const catalogs = new URL(folder, root);
  const english = flatten(readCatalog(catalogs, 'en'));

  test.each(translations)('%s has every message, in its plural forms', (locale) => {
    const translated = flatten(readCatalog(catalogs, locale));
    const expected = expectedKeys(english, locale);
    expect([...expected].filter((key) => !translated.has(key))).toEqual([]);
    expect([...translated.keys()].filter((key) => !expected.has(key) && !pluralSuffix.test(key))).toEqual([]);
  });

  test.each(translations)('%s keeps the placeholders of English', (locale) => {
    const translated = flatten(readCatalog(catalogs, locale));
    const wrong: string[] = [];
    for (const [key, text] of translated) {
      const source = english.get(key) ?? english.get(key.replace(pluralSuffix, '_other'));
      if (source === undefined) continue;
      // A singular may say "one" in words instead of {{count}}.
      const need = placeholders(source).filter((name) => !(name === 'count' && key.endsWith('_one')));
      const have = placeholders(text);
      if (need.some((name) => !have.includes(name)) || have.some((name) => !placeholders(source).includes(name)))
        wrong.push(key);
    }
    expect(wrong).toEqual([]);
  });
});
