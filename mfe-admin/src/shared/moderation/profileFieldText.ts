import { useTranslation } from 'react-i18next';

/** A field key as words ("ideal_match" → "Ideal match"), for a field a site added that no catalog names. */
const asWords = (field: string) => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Profile fields and their answers in the console's language, as members see them on the site (the catalogs copy the
 * member apps' words for the standard fields); a site's own field falls back to its key as words, an answer to itself.
 */
export function useProfileFieldText() {
  const { t } = useTranslation();
  return {
    label: (field: string) =>
      t(`profileFields.fields.${field}.label`, {
        defaultValue: t(`profileFields.notes.${field}`, { defaultValue: asWords(field) }),
      }),
    value: (field: string, value: string) => t(`profileFields.fields.${field}.${value}`, { defaultValue: value }),
  };
}
