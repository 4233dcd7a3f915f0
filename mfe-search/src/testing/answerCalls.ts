import { jest } from '@jest/globals';

/** What a call gets: a body, sent as JSON, or a Response as it is (a failure, or one that never comes). */
export type CallAnswer = () => unknown;

/**
 * Answers the app's calls by path, in place of the server (RTK Query's and the thunks' alike), and returns the
 * addresses asked for, so a test can count the calls. A path the test prepared no answer for fails the call. The
 * answers object is read on every call, so a test can change an answer between calls.
 */
export function answerCalls(answers: Record<string, CallAnswer>): URL[] {
  const urls: URL[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    urls.push(url);
    const answer = answers[url.pathname];
    if (!answer) throw new Error(`No answer prepared for ${url.pathname}`);
    const body = await answer();
    return body instanceof Response
      ? body
      : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return urls;
}
