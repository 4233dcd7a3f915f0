import type { MessagePort } from 'node:worker_threads';

/**
 * The calls a page makes while the server renders it, inside a render worker: the worker has no database, so each
 * GET goes to the main thread over the render's port and is answered there by the server's own routes, with the
 * visitor's cookies and address (serverRenderer.ts), exactly as the browser's call would be.
 */
export interface CallRequest {
  id: number;
  path: string;
  headers: Record<string, string>;
}

export interface CallAnswer {
  id: number;
  status: number;
  contentType: string | undefined;
  body: Uint8Array;
}

/** The origin relative call URLs resolve against in a worker; only path and query go to the main thread. */
const WORKER_ORIGIN = 'http://server-render.invalid';

let port: MessagePort | null = null;
let lastId = 0;
const waiting = new Map<number, (answer: CallAnswer) => void>();

/** Answers this render's calls over `renderPort` until the render ends. */
export function callThrough(renderPort: MessagePort): void {
  port = renderPort;
  port.on('message', (answer: CallAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
}

export function endCalls(): void {
  port?.close();
  port = null;
  for (const answer of waiting.values()) answer({ id: 0, status: 503, contentType: undefined, body: new Uint8Array() });
  waiting.clear();
}

const NodeRequest = globalThis.Request;

/** The pages' calls name paths (`/api/user.php`), as in the browser; Node's Request needs an absolute URL. */
class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, WORKER_ORIGIN) : input, init);
  }
}

async function fetchThroughServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new RelativeRequest(input, init);
  if (request.method !== 'GET' || !port) throw new TypeError(`A server render makes no ${request.method} call`);
  const url = new URL(request.url);
  const id = ++lastId;
  const answer = await new Promise<CallAnswer>((resolve) => {
    waiting.set(id, resolve);
    port?.postMessage({ id, path: url.pathname + url.search, headers: Object.fromEntries(request.headers) });
  });
  return new Response(answer.status === 204 ? null : new Blob([answer.body as Uint8Array<ArrayBuffer>]), {
    status: answer.status,
    headers: answer.contentType ? { 'content-type': answer.contentType } : {},
  });
}

globalThis.Request = RelativeRequest;
globalThis.fetch = fetchThroughServer;
