import type { FastifyRequest } from 'fastify';
import type { Buyer } from '../../repositories/orders';
import { requireViewer } from './chatAccess';
import { HttpError } from '../../lib/httpErrors';

/** The logged-in member as payments see them; 403 for a visitor. */
export async function requireBuyer(request: FastifyRequest): Promise<Buyer> {
  const viewer = await requireViewer(request);
  const buyer = await request.server.ctx.orders.buyer(viewer.memberId);
  if (!buyer) throw new HttpError(403, 'not_logged_in', 'Log in first');
  return buyer;
}
