import { lazy } from 'react';
import type { MemberPanel } from '../shared/memberPanels';

/**
 * Panels of other features on the member page (features/members/MemberPage.tsx renders them below the account and
 * profile), one line each. Each gets `{member: {id, profileId, siteId}}`; the member page's data refreshes through the `Members` tag
 * (`{type: 'Members', id}`), which the panel's mutations invalidate.
 */
export const memberPanels: readonly MemberPanel[] = [
  // The moderation part's actions on a member: warn, remove a photo or profile text, suspend, ban, lift.
  { id: 'moderation', permission: 'reports.act', Panel: lazy(() => import('../features/moderation/MemberActions')) },
];
