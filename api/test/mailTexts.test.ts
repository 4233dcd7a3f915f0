import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localeCodes, type LocaleCode } from 'shared-contracts';
import { linkMail } from '../src/mail/linkMail';
import { mailText } from '../src/mail/mailText';

const catalog = (locale: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../src/mail/locales', `${locale}.json`), 'utf8')) as object;

/** Every text of a catalog by its key, plural forms by their base key. */
function texts(node: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const name = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (typeof value === 'string') found.set(name, value);
    else for (const [inner, text] of texts(value as object, `${name}.`)) found.set(inner, text);
  }
  return found;
}

describe('mail texts', () => {
  /** The mail telling the outcome of an appeal, with the moderator's note. */
  const outcomeMail = (locale: LocaleCode, kind: 'appealReversed' | 'appealUpheld', note: string) =>
    linkMail(
      mailText(locale),
      kind,
      { name: 'Rex', site: 'Datelane', date: '3 March 2026', note },
      'https://datelane.example/notifications?statement=7',
      '#d63384',
    );

  // A reversal mail said "The moderator's note: Sorry for the trouble.." — the note's full stop, then the template's.
  it.each(localeCodes)('end a sentence once when a value ends it already (%s)', (locale) => {
    const mail = outcomeMail(locale, 'appealReversed', 'Sorry for the trouble.');
    expect(mail.text).toContain('Sorry for the trouble.');
    expect(mail.text).not.toMatch(/trouble\.\./);
    expect(mail.html).not.toMatch(/trouble\.\./);
    const questioned = outcomeMail(locale, 'appealUpheld', 'Did you read the terms?');
    expect(questioned.text).toContain('Did you read the terms?');
    expect(questioned.text).not.toMatch(/terms\?\./);
  });

  it.each(localeCodes)('never show two full stops, whatever sentence a value ends with (%s)', (locale) => {
    const t = mailText(locale);
    const doubled: string[] = [];
    for (const [key, template] of texts(catalog(locale))) {
      const names = [...template.matchAll(/{{(\w+)}}/g)].map((match) => match[1] as string);
      const values = Object.fromEntries(names.map((name) => [name, `${name} Ltd.`]));
      const text = t(key, { ...values, count: 2 });
      if (/[^.]\.\.(?!\.)/.test(text)) doubled.push(`${key}: ${text}`);
    }
    expect(doubled).toEqual([]);
  });
});
