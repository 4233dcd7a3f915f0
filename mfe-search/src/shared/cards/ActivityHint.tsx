import { useTranslation } from 'react-i18next';
import type { Activity } from 'shared-contracts/api/search';

/**
 * How recently a member was here (the server's `active`): a filled dot while online, a ring for earlier today, and
 * the words beside it; on a card too narrow for them the words are left to screen readers (profileCard.css).
 */
export function ActivityHint({ active }: { active: Activity | undefined }) {
  const { t } = useTranslation('search');
  if (!active) return null;
  const words = t(`card.active.${active}`);
  return (
    // The title names the dot to a pointer where the words had no room.
    <span className="activity-hint" data-active={active} data-testid="activity-hint" title={words}>
      <span className="activity-hint-dot" aria-hidden="true" />
      <span className="activity-hint-words">{words}</span>
    </span>
  );
}
