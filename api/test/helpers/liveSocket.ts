import WebSocket from 'ws';
import { liveEventSchema, type LiveEvent } from 'shared-contracts/api/chat';
import type { BrowserClient } from './browserClient';

/** A tab's socket to the server listening at `base` (host:port): collects the events it gets, and tells how it closed. */
export function connectLive(
  base: string,
  client: BrowserClient | null,
  origin: string | null = `http://${base}`,
  server = base,
) {
  const cookie = client ? [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  const socket = new WebSocket(`ws://${server}/api/live`, {
    headers: { host: server, ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
  });
  const events: LiveEvent[] = [];
  socket.on('message', (data) => events.push(liveEventSchema.parse(JSON.parse(data.toString()))));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`answered ${response.statusCode}`)));
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  /**
   * A ping and its pong: once it resolves, the server has read everything the tab sent before, and the tab has
   * received everything the server sent it before (one socket keeps its order both ways). Resolves on a close too.
   */
  const roundTrip = () =>
    new Promise<void>((resolve) => {
      if (socket.readyState !== WebSocket.OPEN) return resolve();
      socket.once('pong', () => resolve());
      socket.once('close', () => resolve());
      socket.ping();
    });
  return { socket, events, opened, closed, roundTrip };
}
