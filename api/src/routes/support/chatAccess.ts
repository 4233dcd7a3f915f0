import type { FastifyRequest } from 'fastify';
import { MEMBER_UNAVAILABLE } from 'shared-contracts/api/chat';
import type { Viewer } from '../../repositories/profiles';
import { HttpError, noSuchConversation, notLoggedIn } from '../../lib/httpErrors';

export { noSuchConversation };

/** The logged-in member with their profile; a visitor (or a member without a profile) cannot chat. */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  request.memberId();
  const viewer = await request.viewer();
  if (!viewer) throw notLoggedIn();
  return viewer;
}

export async function requireConversation(request: FastifyRequest, conversationId: number) {
  const viewer = await requireViewer(request);
  const conversation = await request.server.ctx.chats.view(viewer, conversationId);
  if (!conversation) throw noSuchConversation();
  return { viewer, conversation };
}

/** Sending needs a live, unblocked other side. */
export const blockedError = () => new HttpError(403, 'blocked', 'You cannot send messages to this member');
export const memberGoneError = () => new HttpError(410, 'member_gone', 'This member is no longer available');
/** A suspended or banned member: gone like a deleted one, but for a while (or for good), with its own code. */
export const memberUnavailableError = () => new HttpError(410, MEMBER_UNAVAILABLE, 'This member is not available');
