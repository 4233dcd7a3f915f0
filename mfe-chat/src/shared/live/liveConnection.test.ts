/**
 * @jest-environment node
 */
// A real socket server, and ws's client, which has the browser's WebSocket interface (Node 20 has no global one).
import { WebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import type { LiveEvent } from 'shared-contracts/api/chat';
import { LiveConnection, liveSocketUrl, reconnectDelayMs } from './liveConnection';

Object.assign(globalThis, { WebSocket });

let server: WebSocketServer;
let sockets: ServerSocket[];
let url: string;

beforeEach(async () => {
  sockets = [];
  server = new WebSocketServer({ port: 0 });
  server.on('connection', (socket) => sockets.push(socket));
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as { port: number }).port}/api/live`;
});
afterEach(async () => {
  for (const socket of sockets) socket.terminate();
  await new Promise((resolve) => server.close(resolve));
});

const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 3000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

function connect() {
  const events: LiveEvent[] = [];
  let opens = 0;
  let ended = 0;
  const connection = new LiveConnection({
    url,
    onEvent: (event) => events.push(event),
    onOpen: () => (opens += 1),
    onSessionEnded: () => (ended += 1),
    backoffMs: () => 20,
  });
  connection.start();
  return { connection, events, opens: () => opens, ended: () => ended };
}

test('passes on the events that match the contract and drops anything else', async () => {
  const { connection, events, opens } = connect();
  await until(() => sockets.length === 1 && opens() === 1);
  const socket = sockets[0] as ServerSocket;
  socket.send('not json');
  socket.send(JSON.stringify({ type: 'credits', credits: 'many' }));
  socket.send(JSON.stringify({ type: 'unknown' }));
  socket.send(JSON.stringify({ type: 'credits', credits: 12 }));
  await until(() => events.length === 1);
  expect(events).toEqual([{ type: 'credits', credits: 12 }]);
  connection.stop();
});

test('reconnects after a drop and says so again, so the client fetches what it missed', async () => {
  const { connection, opens } = connect();
  await until(() => opens() === 1);
  (sockets[0] as ServerSocket).terminate();
  await until(() => opens() === 2);
  expect(sockets).toHaveLength(2);
  connection.stop();
});

test('does not reconnect once the server ends the session, and does not after stop()', async () => {
  const first = connect();
  await until(() => first.opens() === 1);
  (sockets[0] as ServerSocket).close(4001, 'session ended');
  await until(() => first.ended() === 1);
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(sockets).toHaveLength(1);

  const second = connect();
  await until(() => second.opens() === 1);
  second.connection.stop();
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(sockets).toHaveLength(2);
  expect(second.ended()).toBe(0);
});

test('waits longer after each failed attempt, up to 30 s, spread by ±25 %', () => {
  expect([1, 2, 3, 6, 10].map((attempt) => reconnectDelayMs(attempt, () => 0.5))).toEqual([
    1000, 2000, 4000, 30000, 30000,
  ]);
  expect(reconnectDelayMs(1, () => 0)).toBe(750);
  expect(reconnectDelayMs(1, () => 1)).toBe(1250);
});

test('the socket address follows the page: wss on https', () => {
  expect(liveSocketUrl({ protocol: 'https:', host: 'dates.example' })).toBe('wss://dates.example/api/live');
  expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/api/live');
});
