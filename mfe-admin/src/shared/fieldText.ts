import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The console's `t` for the field kit's message keys (shared-ui/fields: `message={key} t={validationText}`): the words of
 * `validation.<key>` in the console's catalog, and "This value is not valid." for a key it has none for.
 */
export function useFieldText(): (key: string, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return useCallback(
    (key: string, options?: Record<string, unknown>) => t(key, { ...options, defaultValue: t('validation.invalid') }),
    [t],
  );
}
