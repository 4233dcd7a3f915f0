import { useTranslation } from 'react-i18next';

/**
 * A console field's message key in words, for the field kit's `error` (shared-ui/fields): `validation.<key>` from the
 * console's catalog, "This value is not valid." for a key it has no words for; nothing without a key.
 */
export function useFieldMessage(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (key) => (key ? t(`validation.${key}`, { defaultValue: t('validation.invalid') }) : undefined);
}
