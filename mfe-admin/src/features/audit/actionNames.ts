import { useTranslation } from 'react-i18next';

/**
 * An audit action in the operator's words where the catalog has them (`audit.actionName.<object>.<verb>`), else
 * null: the log then shows the action's own name, which every entry has.
 */
export function useActionName(): (action: string) => string | null {
  const { t, i18n } = useTranslation();
  return (action) => {
    const key = `audit.actionName.${action}`;
    return i18n.exists(key) ? t(key) : null;
  };
}
