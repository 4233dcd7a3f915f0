import { AsyncLocalStorage } from 'node:async_hooks';
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

/** One render's calls: its port, and the calls waiting for an answer. */
class RenderCalls {
  private lastId = 0;
  private ended = false;
  private readonly waiting = new Map<number, (answer: CallAnswer) => void>();

  constructor(private readonly port: MessagePort) {
    port.on('message', (answer: CallAnswer) => {
      this.waiting.get(answer.id)?.(answer);
      this.waiting.delete(answer.id);
    });
  }

  ask(path: string, headers: Record<string, string>): Promise<CallAnswer> {
    if (this.ended) return Promise.reject(new TypeError('The render this call belongs to has ended'));
    const id = ++this.lastId;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.port.postMessage({ id, path, headers } satisfies CallRequest);
    });
  }

  end(): void {
    this.ended = true;
    this.port.close();
    for (const answer of this.waiting.values())
      answer({ id: 0, status: 503, contentType: undefined, body: new Uint8Array() });
    this.waiting.clear();
  }
}

/**
 * Each render's calls are bound to it through the async context, timers included: a call something of an earlier
 * render makes later (a poll it started) fails instead of going out with the cookies of the render then running.
 */
const currentRender = new AsyncLocalStorage<RenderCalls>();

/** Runs a render with its calls answered over `port`, until the render ends. */
export async function withCallsThrough<T>(port: MessagePort, render: () => Promise<T>): Promise<T> {
  const calls = new RenderCalls(port);
  try {
    return await currentRender.run(calls, render);
  } finally {
    calls.end();
  }
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
  const calls = currentRender.getStore();
  if (request.method !== 'GET' || !calls) throw new TypeError(`A server render makes no ${request.method} call here`);
  const url = new URL(request.url);
  const answer = await calls.ask(url.pathname + url.search, Object.fromEntries(request.headers));
  return new Response(answer.status === 204 ? null : new Blob([answer.body as Uint8Array<ArrayBuffer>]), {
    status: answer.status,
    headers: answer.contentType ? { 'content-type': answer.contentType } : {},
  });
}

globalThis.Request = RelativeRequest;
globalThis.fetch = fetchThroughServer;
