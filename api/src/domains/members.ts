import { MemberAdminService } from '../members/memberAdmin';
import { MemberSearchService } from '../members/memberSearch';
import { MemberDetailsRepository } from '../repositories/memberDetails';
import { MemberSearchRepository } from '../repositories/memberSearch';
import { accountDomain, type AccountServices } from './account';
import { coreDomain, type CoreServices } from './core';
import { defineDomain } from './domain';
import { mailDomain, type MailServices } from './mail';
import { sitesDomain, type SitesServices } from './sites';

/** Members in the console (docs/operators.md "Members"): finding them, the member page, money and account actions. */
export interface MembersServices {
  memberSearch: MemberSearchService;
  memberDetails: MemberDetailsRepository;
  memberAdmin: MemberAdminService;
}

type Needs = CoreServices & MailServices & SitesServices & AccountServices;

export const membersDomain = defineDomain<Needs, MembersServices>({
  name: 'members',
  dependencies: [coreDomain, mailDomain, sitesDomain, accountDomain],
  create: ({
    config,
    db,
    inTransaction,
    live,
    audit,
    mail,
    activation,
    sites,
    members,
    accountDeletion,
    memberData,
  }) => {
    const memberDetails = new MemberDetailsRepository(db);
    return {
      memberSearch: new MemberSearchService(new MemberSearchRepository(db)),
      memberDetails,
      memberAdmin: new MemberAdminService({
        inTransaction,
        members,
        details: memberDetails,
        sites,
        audit,
        activation,
        accountDeletion,
        memberData,
        mail,
        live,
        publicOrigin: config.publicOrigin,
      }),
    };
  },
});
