import { useTranslation } from 'react-i18next';
import type { Activity } from 'shared-contracts/api/search';

/**
 * How recently a member was here (the server's `active`): a filled dot while online, a ring for earlier today, with
 * the words beside it or, where there is no room (`wordsForTheEarOnly`), for screen readers only.
 */
export function ActivityHint({
  active,
  wordsForTheEarOnly = false,
}: {
  active: Activity | undefined;
  wordsForTheEarOnly?: boolean;
}) {
  const { t } = useTranslation('search');
  if (!active) return null;
  return (
    <span className="activity-hint" data-active={active} data-testid="activity-hint">
      <span className="activity-hint-dot" aria-hidden="true" />
      <span className={wordsForTheEarOnly ? 'visually-hidden' : undefined}>{t(`card.active.${active}`)}</span>
    </span>
  );
}
