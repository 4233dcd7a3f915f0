import type { FastifyInstance } from 'fastify';
import type { ModeratedMember } from 'shared-contracts/api/admin';
import { noSuchMember } from '../../lib/httpErrors';

/** The member a case or an appeal is about, as the console shows them; 404 when the profile is gone. */
export async function moderatedMember(app: FastifyInstance, profileId: number | null): Promise<ModeratedMember> {
  const member = profileId === null ? null : await app.ctx.decisions.moderatedMember(profileId);
  if (!member) throw noSuchMember();
  return member;
}
