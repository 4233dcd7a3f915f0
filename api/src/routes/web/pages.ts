import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { matchRoutes } from 'react-router';
import { messagesUrl, routes } from 'shared-contracts';
import { requestLocale } from '../../i18n/requestLocale';
import { geoipCountry } from '../../plugins/requestHelpers';

const pathsOf = (includeDeveloperPages: boolean) =>
  routes
    .filter((route) => includeDeveloperPages || route.auth !== 'developer')
    .flatMap((route) => [route.path, ...(route.aliases ?? [])])
    .map((path) => ({ path }));
const memberPaths = pathsOf(false);
const developerPaths = pathsOf(true);

/** Whether the shell has a page for this path; anything else is answered with a real 404 status. */
export function isKnownPage(pathname: string, devTools: boolean): boolean {
  return matchRoutes(devTools ? developerPaths : memberPaths, pathname) !== null;
}

/** JSON inside <script> must not be able to close the tag or open a comment. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Every page is the shell's index.html, with the site's settings inlined (no extra round trip), the detected locale
 * on <html lang> and a preload of that locale's messages.
 */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const templates = new Map<string, string>();
  const template = async (version: string) => {
    let html = templates.get(version);
    if (!html) {
      html = await readFile(app.ctx.deploy.shellIndexFile(version), 'utf8');
      templates.set(version, html);
    }
    return html;
  };

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const { devTools } = app.ctx.config;
    const status = isKnownPage(pathname, devTools) ? 200 : 404;
    // Crawlers get a bare answer instead of an error page (docs/product.md §2).
    const userAgent = request.headers['user-agent'];
    if (status === 404 && userAgent && isbot(userAgent)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const { shellVersion, registry } = await app.ctx.deploy.live();
    if (!shellVersion) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The site is being deployed; run `npm run build` first.');
    }
    const locale = requestLocale(request);
    const settings = await app.ctx.sites.publicSettings(request.site, geoipCountry(request), locale);
    const head = [
      `<script id="app-settings" type="application/json">${jsonForScript(settings)}</script>`,
      `<link rel="preload" as="fetch" crossorigin href="${messagesUrl(registry.deploymentId, locale)}">`,
    ].join('\n    ');
    const html = (await template(shellVersion))
      .replace('<html lang="en"', `<html lang="${locale}"${devTools ? ' data-dev-tools="true"' : ''}`)
      .replace('<title>Loading…</title>', `<title>${escapeHtml(settings.name)}</title>`)
      .replace(/<meta name="?app-head"?[^>]*>/, head);
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !/\.\w+$/.test(pathname);
    if (!isPageRequest) {
      return reply.code(404).send({ error: 'not_found', message: `No such resource: ${request.method} ${pathname}` });
    }
    return renderPage(request, reply);
  });
}
