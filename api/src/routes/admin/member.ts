import type { FastifyInstance } from 'fastify';
import { MEMBER_REPORTS_SHOWN, memberDetailsEndpoint } from 'shared-contracts/api/admin';
import { noMember } from '../../members/memberAdmin';
import { adminRoute } from '../route';
import { memberDetailsView } from '../support/memberViews';

/** /api/admin/member.php: the member page (docs/operators.md "Members"). */
export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const { memberDetails, sites } = app.ctx;
  adminRoute(
    app,
    memberDetailsEndpoint,
    {
      tags: ['members'],
      summary: "A member's account, profile, photos, reports and moderation history",
      errors: [404],
    },
    async (request) => {
      const memberId = request.query.id;
      const account = await memberDetails.account(memberId);
      const site = account && (await sites.byId(account.site_id));
      if (!account || !site) throw noMember();
      const profile = await memberDetails.profile(memberId);
      return memberDetailsView(site, {
        account,
        profile,
        photos: profile ? await memberDetails.photos(profile.id) : [],
        filed: await memberDetails.reports('filed', memberId, MEMBER_REPORTS_SHOWN),
        received: profile ? await memberDetails.reports('received', profile.id, MEMBER_REPORTS_SHOWN) : [],
        decisions: await memberDetails.decisions(memberId),
      });
    },
  );
}
