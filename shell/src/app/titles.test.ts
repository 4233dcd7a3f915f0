import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { localeCodes, routes } from 'shared-contracts';

const titlesOf = (locale: string) =>
  (
    JSON.parse(readFileSync(new URL(`../locales/${locale}.json`, import.meta.url), 'utf8')) as {
      title: Record<string, string>;
    }
  ).title;

describe('tab titles', () => {
  test.each(localeCodes)('every route has its own title in %s', (locale) => {
    const titles = titlesOf(locale);
    const missing = routes.map((route) => route.name).filter((name) => !titles[name]?.trim());
    expect(missing).toEqual([]);
  });

  test.each(localeCodes.filter((locale) => locale !== 'en'))(
    '%s titles are translated, not left in English where the words differ',
    (locale) => {
      const titles = titlesOf(locale);
      const english = titlesOf('en');
      // A few words are the same in many languages (Chat, Premium, Cookies, FAQ); most are not.
      const same = routes.map((route) => route.name).filter((name) => titles[name] === english[name]);
      expect(same.length).toBeLessThan(routes.length / 3);
    },
  );
});
