import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consoleRemote, type LocaleCode, type PageBlock, type RouteDefinition } from 'shared-contracts';
import type { PublicSettings, RemoteRegistry } from 'shared-contracts/api';
import type { ServerRenderOutput } from 'shared-contracts';
import type { ServerRender } from '../../domains/serverRender';
import { renderPath, visitorPageKey } from '../../ssr/pageKey';
import { memberFirstCalls } from './firstCalls';
import type { AnswerCall, Deployment } from '../../ssr/serverRenderer';

export interface FirstViewPage {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
  pathname: string;
  member: boolean;
  locale: LocaleCode;
  settings: PublicSettings;
  settingsJson: string;
  /** The visitor's registry: the live versions, or an experiment variant's. */
  registry: RemoteRegistry;
  /** The live versions: a new set starts a new generation of render workers. */
  live: Deployment;
  shellVersion: string;
  /** The remote pages the page shows: the route's, or the member home's blocks. */
  parts: readonly Pick<PageBlock, 'remote' | 'module'>[];
}

/** The visitor's headers a page's call is answered with: who they are, where from, in which language. */
const FORWARDED_HEADERS = ['cookie', 'host', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto'];

/**
 * The page's first view rendered on the server (docs/architecture.md, "First paint"), or null for the browser to
 * render: the console and developer pages, which sign in and load apart. A member's page is rendered for them
 * alone; a visitor's is kept and shared by every visitor of the same site, path, locale, versions and settings.
 */
export async function renderFirstView(
  app: FastifyInstance,
  serverRender: ServerRender,
  request: FastifyRequest,
  page: FirstViewPage,
): Promise<ServerRenderOutput | null> {
  const { route } = page;
  if (route.auth === 'operator' || route.auth === 'developer' || route.remote === consoleRemote) return null;
  const search = request.url.slice(page.pathname.length);
  const key = page.member
    ? null
    : visitorPageKey({
        site: request.site,
        path: renderPath(route, page.pathname, page.params['*']) + search,
        locale: page.locale,
        deploymentId: page.registry.deploymentId,
        settingsJson: page.settingsJson,
      });
  const kept = key === null ? undefined : serverRender.visitorPages.get(key);
  if (kept) return kept;
  const rendered = await serverRender.renderer.render({
    live: page.live,
    shellVersion: page.shellVersion,
    pages: page.parts.flatMap(({ remote, module }) => {
      const version = page.registry.remotes.find((entry) => entry.name === remote)?.version;
      return version ? [{ remote, module, version }] : [];
    }),
    input: {
      url: request.url,
      locale: page.locale,
      messages: await app.ctx.deploy.messagesFor(page.locale, page.registry),
      settings: page.settings,
      signedIn: page.member,
      deploymentId: page.registry.deploymentId,
    },
    answerCall: answerAs(app, request, page.member ? memberFirstCalls(route.path, search, request.site.settings) : []),
  });
  // A render that left a slot to the browser because it failed is not kept: the next visitor's may succeed.
  if (rendered && key !== null && rendered.errors.length === 0) serverRender.visitorPages.set(key, rendered);
  return rendered;
}

/**
 * A page's call answered by the server's own route, as the visitor's browser would have been answered. The calls the
 * page's first view waits for (`firstCalls`) are asked at once, side by side, while the worker starts the render: it
 * finds each one answered, or on its way, when it gets there, instead of asking them one after another (the session
 * first, then the search with the member's likes). A call the render asks again, or never, costs what it did before.
 */
function answerAs(app: FastifyInstance, request: FastifyRequest, firstCalls: readonly string[]): AnswerCall {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  const ask = async (path: string, headers: Record<string, string>) => {
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: { ...headers, ...forwarded },
      remoteAddress: request.ip,
    });
    return {
      status: response.statusCode,
      contentType: response.headers['content-type']?.toString(),
      body: new Uint8Array(response.rawPayload),
    };
  };
  const early = new Map(firstCalls.map((path) => [path, ask(path, {})]));
  // An early answer the render never takes must not end as an unhandled rejection.
  for (const answer of early.values()) answer.catch(() => undefined);
  return (path, headers) => {
    const answer = early.get(path);
    if (!answer) return ask(path, headers);
    early.delete(path);
    return answer;
  };
}
