import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { matchRoutes } from 'react-router';
import {
  COLOR_SCHEME_KEY,
  colorSchemeOfCookie,
  messagesUrl,
  NO_SESSION_ATTRIBUTE,
  routes,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_SLOTS_ATTRIBUTE,
  SERVER_STATE_ID,
  safeReturnPath,
  loginRedirectPath,
  themeAttributeOf,
} from 'shared-contracts';
import { pagePreloads, shellStartScripts } from '../../deploy/pagePreloads';
import { jsonForScript, renderCountry } from '../../ssr/pageKey';
import { liveDeployment } from '../../ssr/liveDeployment';
import { memberFirstCalls } from '../support/firstCalls';
import { renderFirstView } from '../support/firstView';
import { sendPage } from '../support/compressedPage';
import { requestLocale } from '../support/requestLocale';
import { SESSION_COOKIE } from '../../plugins/requestContext';
import { geoipCountry } from '../../plugins/requestHelpers';
import { ensureVisitorId } from '../support/visitor';
import { brandHead } from '../support/siteBrand';
import { mailOrigin } from '../../mail/links';
import { ogLocale, pageSeo } from '../support/pageSeo';
import type { RemoteRegistry } from 'shared-contracts/api';
import type { Site } from '../../repositories/sites';

const pathsOf = (includeDeveloperPages: boolean) =>
  routes
    .filter((route) => includeDeveloperPages || route.auth !== 'developer')
    .flatMap((route) => [route.path, ...(route.aliases ?? [])])
    .map((path) => ({ path }));
const memberPaths = pathsOf(false);
const developerPaths = pathsOf(true);

/** The route of the shell that shows this path, with its params; none means the path is answered with a real 404. */
function pageMatch(pathname: string, devTools: boolean) {
  const match = matchRoutes(devTools ? developerPaths : memberPaths, pathname)?.[0];
  const route = match ? routeByPath.get(match.route.path) : undefined;
  return match && route ? { route, params: match.params } : undefined;
}

const routeByPath = new Map(
  routes.flatMap((route) => [route.path, ...(route.aliases ?? [])].map((path) => [path, route] as const)),
);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface ShellTemplate {
  html: string;
  /** The module script that starts the app, as the HTML has it, and its URL. */
  mainScriptTag: string;
  mainScript: string;
  /** The shell's boot script for server-rendered pages; shell versions built before it have none. */
  bootScript: string | null;
}

async function readShellTemplate(indexFile: string): Promise<ShellTemplate> {
  const html = await readFile(indexFile, 'utf8');
  const main = /<script src="([^"]+)" type="module"><\/script>/.exec(html);
  const hasBoot = await access(path.join(path.dirname(indexFile), 'boot.js')).then(
    () => true,
    () => false,
  );
  const mainScript = main?.[1] ?? '';
  return {
    html,
    mainScriptTag: main?.[0] ?? '',
    mainScript,
    bootScript: main && hasBoot ? mainScript.replace(/[^/]*$/, 'boot.js') : null,
  };
}

/**
 * Every page is the shell's index.html, with the site's settings and the live remote registry inlined (no extra round
 * trips), the detected locale on <html lang>, and preloads of that locale's messages and of the files of the remote
 * that shows the page, so the browser fetches them all at once.
 */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const templates = new Map<string, ShellTemplate>();
  const template = async (version: string) => {
    let shell = templates.get(version);
    if (!shell) {
      shell = await readShellTemplate(app.ctx.deploy.shellIndexFile(version));
      templates.set(version, shell);
    }
    return shell;
  };

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // The shell's page for this path, matched as the browser's router will match it: the page decides nothing about
    // access, which its calls' routes do when it asks for its data.
    const pathname = request.url.split('?')[0] ?? '/';
    const { devTools } = app.ctx.config;
    const matched = pageMatch(pathname, devTools);
    const route = matched?.route;
    const status = route ? 200 : 404;
    // The operator console is nobody's search result.
    if (route?.auth === 'operator') reply.header('x-robots-tag', 'noindex, nofollow');
    // Crawlers get a bare answer instead of an error page (docs/product.md §2).
    const userAgent = request.headers['user-agent'];
    if (status === 404 && userAgent && isbot(userAgent)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const live = await app.ctx.deploy.live();
    const { shellVersion, registry: liveRegistry } = live;
    if (!shellVersion) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The site is being deployed; run `npm run build` first.');
    }
    const locale = requestLocale(request);
    // A visitor in an experiment gets their variant's remote version before any script runs: no flicker
    // (docs/experiments.md).
    const registry: RemoteRegistry = await app.ctx.experiments.registryFor(
      request.site,
      ensureVisitorId(request, reply, app.ctx.config.cookieSecure),
      liveRegistry,
    );
    // A member is who has a session on this site (a restricted one too: their pages send them to the ban page). A
    // cookie of a session that ended is a visitor's: sent to the login page from a members-only page, and a page open
    // to visitors from a traffic source is left to the browser, which alone knows the source.
    const member = request.session !== null || request.restricted !== null;
    // Public pages show at most the country a form preselects: visitors of most countries share one render.
    const country = member ? geoipCountry(request) : renderCountry(request.site, geoipCountry(request));
    const settings = await app.ctx.sites.publicSettings(request.site, country, locale);
    const settingsJson = jsonForScript(settings);
    const siteName = request.site.settings.name;
    // A visitor on a members-only page is sent to the login page at once, as the browser would send them once the
    // app had loaded for nothing (shell RequireLogin). A page open to visitors from a traffic source stays the
    // browser's to decide: only it knows where the visitor came from (docs/product.md §6).
    if (route?.auth === 'default' && !member && !route.openToVisitors) {
      return reply.header('cache-control', 'no-cache').redirect(loginRedirectPath(request.url));
    }
    const mayShowPage = route && (route.auth !== 'default' || member);
    const { manifests } = app.ctx.deploy;
    const shell = await template(shellVersion);
    // A member's home is the blocks of several remotes (memberBlocks): the server renders them all; the files of
    // those on screen at first come with the page, the others load after its first paint.
    const shown = mayShowPage ? (member && route.memberBlocks ? route.memberBlocks : [route]) : [];
    const parts = shown.filter((part) => !('firstPaint' in part) || part.firstPaint);
    const pages = await Promise.all(
      parts.map(({ remote, module }) => pagePreloads(manifests, registry, shellVersion, remote, module)),
    );
    // The first view, rendered on the server from the versions this page names (docs/architecture.md "First paint").
    const liveVersions = liveDeployment(live);
    const rendered =
      mayShowPage && app.serverRender && liveVersions
        ? await renderFirstView(app, app.serverRender, request, {
            route,
            params: matched?.params ?? {},
            pathname,
            member,
            locale,
            settings,
            settingsJson,
            registry,
            live: liveVersions,
            shellVersion,
            parts: shown,
          })
        : null;
    // The page sends its visitor elsewhere (a member opening /login, a visitor a page they may not see): one redirect
    // instead of an empty page that moves once its scripts have run. Only to a path of this site, and never in a loop.
    const redirect = safeReturnPath(rendered?.redirect);
    if (redirect !== null && redirect !== request.url)
      return reply.header('cache-control', 'no-cache').redirect(redirect);
    const renderedStyles = rendered
      ? (
          await Promise.all(
            shown.map(({ remote, module }) => pagePreloads(manifests, registry, shellVersion, remote, module)),
          )
        ).flatMap((page) => page?.styles ?? [])
      : [];
    const startScripts = await shellStartScripts(manifests, shellVersion);
    const preloads: { href: string; as: 'fetch' | 'style' | 'script' }[] = [
      { href: messagesUrl(registry.deploymentId, locale), as: 'fetch' },
      // The calls a member's first render waits for: the page's own calls take the answers these preloads asked for
      // with the page, instead of a round trip after the scripts have run. A server-rendered page carries its answers.
      ...(member && !rendered
        ? memberFirstCalls(route?.path, request.url.slice(pathname.length), request.site.settings).map((href) => ({
            href,
            as: 'fetch' as const,
          }))
        : []),
      // The shell's own start-up chunk: part of the shell's deployment, so it is there whenever the shell is.
      ...startScripts.map((href) => ({ href, as: 'script' as const })),
      ...pages.flatMap((page) =>
        page
          ? [
              { href: page.manifestUrl, as: 'fetch' as const },
              // A server-rendered page links its stylesheets instead: its markup paints with them.
              ...(rendered ? [] : page.styles.map((href) => ({ href, as: 'style' as const }))),
              // A remote's scripts are preloaded as fetches, into the HTTP cache its <script> tags then read from
              // (the files are immutable): Chromium keeps a failed *script* preload and hands it to the federation
              // runtime's later <script>, so a remote that was down at page load could not be retried without a reload.
              ...page.scripts.map((href) => ({ href, as: 'fetch' as const })),
              // The shell's copies of what the page takes from it: part of the shell's deployment, as above.
              ...page.shellScripts.map((href) => ({ href, as: 'script' as const })),
            ]
          : [],
      ),
    ];
    // Blocks of one remote share its manifest and files: each is asked for once.
    const preload = [...new Map(preloads.map((entry) => [entry.href, entry])).values()];
    const seo = route
      ? await pageSeo(
          app,
          request.site,
          route,
          matched?.params ?? {},
          await app.ctx.deploy.messagesFor(locale, registry),
        )
      : null;
    const startsAfterPaint = rendered !== null && shell.bootScript !== null;
    const canonical = `${mailOrigin(request.site, app.ctx.config.publicOrigin)}${pathname}`;
    const head = [
      ...(seo
        ? [
            `<meta name="description" content="${escapeHtml(seo.description)}">`,
            ...(seo.noindex ? ['<meta name="robots" content="noindex">'] : []),
            `<link rel="canonical" href="${escapeHtml(canonical)}">`,
            '<meta property="og:type" content="website">',
            `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
            `<meta property="og:title" content="${escapeHtml(seo.title)}">`,
            `<meta property="og:description" content="${escapeHtml(seo.description)}">`,
            `<meta property="og:url" content="${escapeHtml(canonical)}">`,
            `<meta property="og:locale" content="${ogLocale(locale)}">`,
          ]
        : []),
      ...brandHead(request.site),
      `<script id="app-settings" type="application/json">${settingsJson}</script>`,
      `<script id="remote-registry" type="application/json">${jsonForScript(registry)}</script>`,
      ...[...new Set(renderedStyles)].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
      // On a server-rendered page the shell's boot script asks for these once the page has painted.
      ...(startsAfterPaint
        ? [
            `<script id="app-start" type="application/json">${jsonForScript({ main: shell.mainScript, preload })}</script>`,
          ]
        : preload.map(
            ({ href, as }) =>
              `<link rel="preload" as="${as}"${as === 'fetch' ? ' crossorigin' : ''} href="${escapeHtml(href)}">`,
          )),
    ].join('\n    ');
    // Without the session cookie nobody is logged in: the shell need not ask (shared-contracts/src/sessionHint.ts). With
    // one that ended it asks, and the user call's 403 ends the browser's stale state.
    const sessionHint =
      request.cookies[SESSION_COOKIE] !== undefined
        ? ''
        : ` ${NO_SESSION_ATTRIBUTE.name}="${NO_SESSION_ATTRIBUTE.value}"`;
    // A chosen colour scheme is on the page before it paints; the device's needs nothing (shared-contracts colorScheme).
    const theme = themeAttributeOf(colorSchemeOfCookie(request.cookies[COLOR_SCHEME_KEY]));
    const themeHint = theme ? ` data-bs-theme="${theme}"` : '';
    let html = shell.html
      // Shell versions built before the choice existed say data-bs-theme="light" themselves.
      .replace(/<html lang="en"(?: data-bs-theme="\w+")?/, () => {
        const devHint = devTools ? ' data-dev-tools="true"' : '';
        return `<html lang="${locale}"${devHint}${sessionHint}${themeHint}`;
      })
      .replace('<title>Loading…</title>', `<title>${escapeHtml(seo?.title ?? siteName)}</title>`)
      .replace(/<meta name="?app-head"?[^>]*>/, head);
    if (rendered) {
      // The shell hydrates the markup with the state the render ended with.
      const state = Object.keys(rendered.state).length
        ? `<script id="${SERVER_STATE_ID}" type="application/json">${jsonForScript(rendered.state)}</script>`
        : '';
      html = html.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" ${SERVER_RENDERED_ATTRIBUTE} ${SERVER_SLOTS_ATTRIBUTE}="${rendered.slots}">${rendered.html}</div>${state}`,
      );
      if (startsAfterPaint)
        html = html.replace(
          shell.mainScriptTag,
          () => `<script src="${escapeHtml(shell.bootScript ?? '')}" defer></script>`,
        );
    }
    return sendPage(
      request,
      reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8'),
      html,
    );
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // No route matched (or a file route found no file), so the path's text is all there is to tell a page someone
    // may have mistyped from a call or a file: it picks the 404's shape only, never who may see what. Calls and files
    // get a plain 404, and so do the static prefixes, where the shell has no page. A file route looks up no site
    // (plugins/requestContext.ts), and without one there is no page to render, whatever its path says.
    const isPageRequest =
      (request.site as Site | null) !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|shell|remotes|cdn|_i18n|icons)\//.test(pathname) &&
      !/\.\w+$/.test(pathname);
    if (!isPageRequest) {
      return reply.code(404).send({ error: 'not_found', message: `No such resource: ${request.method} ${pathname}` });
    }
    return renderPage(request, reply);
  });
}
