import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE_SESSION_ENDED, liveClientMessageSchema } from 'shared-contracts/api/chat';
import { tokenHash } from '../../lib/tokenHash';
import { mailOrigin } from '../../mail/links';
import type { Viewer } from '../../repositories/profiles';

export const LIVE_PATH = '/api/live';
const TYPING_EVERY_MS = 2_000;
const SESSION_CHECK_MS = 60_000;

interface LiveClient {
  socket: WebSocket;
  viewer: Viewer;
  session: { token: string; hash: string };
  lastTyping: number;
}

/**
 * Only our own pages may open a member's socket: the cookie alone would let any site's script listen in. The page's
 * whole origin (scheme, host and port) must be the site's configured origin, or the origin the request itself was
 * made to (another of the site's hosts, a developer's 127.0.0.1): a page on http:// or on another port is another
 * origin, whatever its host.
 */
function ourOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const page = new URL(origin).origin;
    return (
      page === new URL(mailOrigin(request.site, publicOrigin)).origin ||
      page === new URL(`${request.protocol}://${request.host}`).origin
    );
  } catch {
    return false;
  }
}

/**
 * GET /api/live: one WebSocket per tab, for a logged-in member (session cookie, our Origin). It carries the live
 * events (messages, read marks, typing, credits, likes) of shared-contracts' `liveEventSchema`, which every API
 * process receives through PostgreSQL LISTEN/NOTIFY (LiveBus) and hands to the sockets it holds. It closes with 4001
 * when the session ends (logout, expiry).
 */
export async function liveRoutes(
  app: FastifyInstance,
  options: { sessionCheckMs?: number | undefined },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  // The upgrade's answer names the node too: behind a balancer, which one holds the socket (docs/scaling.md).
  const { nodeName } = app.ctx.config;
  if (nodeName) app.websocketServer.on('headers', (headers: string[]) => headers.push(`X-Served-By: ${nodeName}`));
  const { ctx } = app;
  const byMember = new Map<number, Set<LiveClient>>();
  // This process's name in live_presence: other processes see whom it holds sockets for.
  const instanceId = randomUUID();
  const logFailure = (error: unknown) => app.log.warn({ err: error }, 'live presence update failed');

  const unsubscribe = await ctx.live.subscribe((message) => {
    for (const memberId of message.to) {
      for (const client of byMember.get(memberId) ?? []) {
        if ('sessionEnded' in message) {
          if (client.session.hash === message.sessionEnded)
            client.socket.close(LIVE_CLOSE_SESSION_ENDED, 'session ended');
        } else if (client.socket.readyState === client.socket.OPEN) {
          client.socket.send(JSON.stringify(message.event));
        }
      }
    }
  });

  // Sessions also end by expiring; a socket does not outlive its session by more than a minute.
  const sessionCheck = setInterval(() => {
    void ctx.livePresence.refresh(instanceId).catch(logFailure);
    void closeEndedSessions().catch(logFailure);
  }, options.sessionCheckMs ?? SESSION_CHECK_MS);
  sessionCheck.unref();

  /** One query for all this process's sockets: thousands of sockets must not mean thousands of queries a minute. */
  async function closeEndedSessions() {
    const clients = [...byMember.values()].flatMap((set) => [...set]);
    if (!clients.length) return;
    const live = await ctx.sessions.liveHashes(clients.map((client) => client.session.hash));
    for (const client of clients) {
      if (!live.has(client.session.hash)) client.socket.close(LIVE_CLOSE_SESSION_ENDED, 'session ended');
    }
  }

  app.addHook('onClose', async () => {
    clearInterval(sessionCheck);
    for (const clients of byMember.values()) for (const client of clients) client.socket.terminate();
    await unsubscribe();
    await ctx.livePresence.forget(instanceId).catch(logFailure);
  });

  app.get(
    LIVE_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        if (!ourOrigin(request, ctx.config.publicOrigin))
          return reply.code(403).send({ error: 'cross_site', message: 'Open the site itself' });
        if (!request.session) return reply.code(403).send({ error: 'not_logged_in', message: 'Log in to continue' });
      },
    },
    async (socket, request) => {
      const session = request.session;
      const viewer = session ? (session.viewer ?? (await ctx.profiles.viewer(session.memberId))) : null;
      if (!session || !viewer) return socket.close(LIVE_CLOSE_SESSION_ENDED, 'not logged in');
      const client: LiveClient = {
        socket,
        viewer,
        session: { token: session.token, hash: tokenHash(session.token) },
        lastTyping: 0,
      };
      const clients = byMember.get(viewer.memberId) ?? new Set();
      clients.add(client);
      byMember.set(viewer.memberId, clients);
      const gone = () => {
        clients.delete(client);
        if (!clients.size) byMember.delete(viewer.memberId);
        void ctx.livePresence.closed(instanceId, viewer.memberId).catch(logFailure);
      };
      await ctx.livePresence.opened(instanceId, viewer.memberId).catch(logFailure);
      // A socket that closed while its presence was being written would otherwise count as open for good.
      if (socket.readyState !== socket.OPEN) return gone();
      socket.on('close', gone);
      // Tracked by the bus, so its idle() also waits for typing still being checked.
      socket.on('message', (data) => {
        ctx.live
          .track(relayTyping(client, data.toString()))
          .catch((error: unknown) => app.log.warn({ err: error }, 'typing relay failed'));
      });
    },
  );

  /** Typing is the one thing a client sends: checked, throttled, passed on to the other side, never stored. */
  async function relayTyping(client: LiveClient, data: string) {
    let parsed;
    try {
      parsed = liveClientMessageSchema.safeParse(JSON.parse(data));
    } catch {
      return;
    }
    if (!parsed.success || Date.now() - client.lastTyping < TYPING_EVERY_MS) return;
    client.lastTyping = Date.now();
    const conversation = await ctx.chats.view(client.viewer, parsed.data.conversation);
    if (!conversation || conversation.blocked || conversation.otherMemberId === null) return;
    await ctx.live.publish({
      to: [conversation.otherMemberId],
      event: { type: 'typing', conversation: conversation.id, profile: client.viewer.profileId },
    });
  }
}
