import type { MemberPanel } from '../shared/memberPanels';

/**
 * Panels of other features on the member page (features/members/MemberPage.tsx renders them below the account and
 * profile), one line each:
 *
 * MODERATION ACTIONS GO HERE: the moderation part's panel of actions on a member (warn, remove a photo or profile
 * text, suspend for N days, ban; lift), e.g.
 *   { id: 'moderation', permission: 'reports.act', Panel: lazy(() => import('../features/moderation/MemberActions')) }
 * It gets `{member: {id, profileId, siteId}}`; the member page's data refreshes through the `Members` tag
 * (`{type: 'Members', id}`), which the panel's mutations should invalidate.
 */
export const memberPanels: readonly MemberPanel[] = [];
