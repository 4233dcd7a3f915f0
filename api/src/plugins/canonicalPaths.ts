import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/httpErrors';

/** RFC 3986 §2.3: characters that mean the same written plainly or percent-encoded, so only the plain one counts. */
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * What makes the path of a request target a second spelling of another path, or null for a path written the one way
 * this server answers. Second spellings are: a percent-encoded unreserved character (`%61` for `a`: the router
 * decodes it, so the text and the route would disagree), an encoded slash or backslash (`%2F`, `%5C`), a backslash,
 * an empty segment (`//`), a `.` or `..` segment (plain or encoded), or a target that is not an absolute path (the
 * absolute form `http://host/path`, or `*`). Letter case is left to the routes: the API's and the files' match
 * exactly, so `/API/…` is simply no route, and a page path is matched as the browser's own router matches it.
 */
export function secondSpelling(url: string): string | null {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.startsWith('/')) return 'not an absolute path';
  if (path.includes('\\')) return 'a backslash';
  for (const [encoded, hex] of path.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    const char = String.fromCharCode(Number.parseInt(hex as string, 16));
    if (UNRESERVED.test(char)) return `${encoded} is ${char}`;
    if (char === '/' || char === '\\') return `an encoded ${char === '/' ? 'slash' : 'backslash'}`;
  }
  for (const segment of path.slice(1).split('/').slice(0, -1)) if (segment === '') return 'an empty segment';
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return 'a dot segment';
  return null;
}

/**
 * The edge of the server (docs/security.md "How access is decided"): a path has one spelling, and any other is a 404
 * before a site, a session, a token or a role is looked at. The access rules themselves are attached to the routes
 * and hold for whatever spelling the router accepts; this refuses the rest, so no code reading the request's text
 * (a log, a cache key, a file server, a check written tomorrow) can be shown a path the router reads differently.
 * nginx passes the request target on unchanged (`proxy_pass` without a path), so the same rule holds behind it.
 */
export function registerCanonicalPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const problem = secondSpelling(request.url);
    if (!problem) return;
    request.log.info({ url: request.url, problem }, 'a second spelling of a path: 404');
    const path = request.url.split('?')[0] ?? '';
    throw new HttpError(404, 'not_found', `No such resource: ${request.method} ${path}`);
  });
}
