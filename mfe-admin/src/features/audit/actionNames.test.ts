import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { auditActions, auditObjectTypes, operatorLocales } from 'shared-contracts/api/admin';

const catalogs = Object.fromEntries(
  operatorLocales.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8')) as unknown,
  ]),
);
const at = (catalog: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalog);

describe('the audit log in words', () => {
  test('every action the server may write, and every object, has a name in each of the seven catalogs', () => {
    expect(operatorLocales).toHaveLength(7);
    const missing = Object.entries(catalogs).flatMap(([locale, catalog]) =>
      [
        ...auditActions.filter((action) => typeof at(catalog, `audit.actionName.${action}`) !== 'string'),
        ...auditObjectTypes.filter((type) => typeof at(catalog, `audit.objectName.${type}`) !== 'string'),
      ].map((key) => `${locale}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
