import { useTranslation } from 'react-i18next';
import { moderatedMemberEndpoint } from 'shared-contracts/api/admin';
import { adminApi, adminArgs, adminResponse } from '../../shared/adminApi';
import { LoadState } from '../../shared/LoadState';
import type { PanelMember } from '../../shared/memberPanels';
import { DecisionForm } from '../../shared/moderation/DecisionForm';

const memberActionsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    moderatedMember: build.query({
      query: (profile: number) => adminArgs(moderatedMemberEndpoint, { query: { profile: String(profile) } }),
      transformResponse: adminResponse(moderatedMemberEndpoint),
      providesTags: ['Members'],
    }),
  }),
});

const { useModeratedMemberQuery } = memberActionsApi;

/**
 * The members page's moderation panel (app/memberPanelList.ts): a decision on the member without a case — warn, remove a
 * photo or profile text, suspend, ban, lift — with its statement of reasons, as on a case (docs/operators.md
 * "Decisions"). Its decision invalidates the `Members` tag, so the member page shows the new state and history.
 */
export default function MemberActions({ member }: { member: PanelMember }) {
  const { t } = useTranslation();
  const found = useModeratedMemberQuery(member.profileId ?? 0, { skip: member.profileId === null });
  if (member.profileId === null) return null;
  if (!found.data) return <LoadState isError={found.isError} onRetry={() => void found.refetch()} />;
  return (
    <div id="member-moderation-actions" aria-label={t('moderation.memberPanel')} role="region">
      <DecisionForm member={found.data.member} />
    </div>
  );
}
