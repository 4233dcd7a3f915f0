// Answers of the API for component tests: fetch replaced by a stand-in that records each call and answers it.
import { jest } from '@jest/globals';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const apiError = (status: number, error: string) => json({ error, message: error }, status);

export interface Call {
  path: string;
  search: URLSearchParams;
  method: string;
  body: unknown;
}

const NodeRequest = globalThis.Request;

/** The parsed JSON body of a call, from `callEndpoint`'s init or RTK Query's Request. */
async function bodyOf(input: RequestInfo | URL, init: RequestInit | undefined): Promise<unknown> {
  const text = input instanceof NodeRequest ? await input.clone().text() : init?.body;
  return typeof text === 'string' && text !== '' ? JSON.parse(text) : undefined;
}

/**
 * Replaces fetch: `answer` gets each call (path, query, method, parsed body) and returns the Response. Every call is
 * recorded in `calls`.
 */
export function mockApi(answer: (call: Call) => Response | Promise<Response>) {
  // RTK Query builds a Request from the call's address, which Node's Request accepts only absolute; the page's own
  // resolves it against the page, as this one does.
  jest
    .spyOn(globalThis, 'Request')
    .mockImplementation(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new NodeRequest(typeof input === 'string' ? new URL(input, location.href) : input, init),
    );
  const calls: Call[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof NodeRequest ? input.url : String(input), 'http://localhost');
    const call: Call = {
      path: url.pathname,
      search: url.searchParams,
      method: input instanceof NodeRequest ? input.method : (init?.method ?? 'GET'),
      body: await bodyOf(input, init),
    };
    calls.push(call);
    return answer(call);
  });
  return { calls, spy };
}
