/**
 * The profile fields speak through the app's own catalog: each form passes its `t`, bound to the namespace (and key
 * prefix) under which that app keeps the fields' words: `choose`, `location.*`, `fields.<field>.*`, `notes.<note>`,
 * `validation.<message>`, and the gender and date-of-birth words under the prefix the form names.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A message key of the shared rules in words; an unknown key reads as "not allowed". */
export function messageText(t: Translate, key: string, minimumAge: number): string {
  return t(`validation.${key}`, { min_age: minimumAge, defaultValue: t('validation.not_allowed') });
}
