import { useTranslation } from 'react-i18next';

/** A field key as words ("ideal_match" → "Ideal match"), for a field a site added that no catalog names. */
const asWords = (field: string) => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Profile fields and their answers in the console's language, as members see them on the site (the catalogs copy the
 * member apps' words for the standard fields, and name the fields every profile has: city, gender, age, country,
 * region); a site's own field falls back to its key as words. An answer is
 * translated only where it is one of a standard field's options: what a member wrote is shown exactly as written,
 * never read as a message key or a template.
 */
export function useProfileFieldText() {
  const { t, i18n } = useTranslation();
  return {
    label: (field: string) =>
      t(`profileFields.fields.${field}.label`, {
        defaultValue: t(`profileFields.notes.${field}`, {
          defaultValue: t(`profileFields.base.${field}`, { defaultValue: asWords(field) }),
        }),
      }),
    value: (field: string, value: string) => {
      const options = i18n.getResource(i18n.language, 'admin', `profileFields.fields.${field}`) as unknown;
      const known =
        typeof options === 'object' && options !== null && Object.hasOwn(options, value) && value !== 'label';
      return known ? t(`profileFields.fields.${field}.${value}`) : value;
    },
  };
}
