import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../mail/mailText';
import { recentMail } from '../../repositories/mail';

/** Plain text with its http(s) links made clickable; everything else escaped. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<&]+(?:&#38;[^\s<&]+)*/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * /_dev/mail: the mail the site sent, newest first — the local outbox when no SMTP server is configured, so a
 * developer can open activation links. It lists every address and working link, so it exists only where developer
 * tools are explicitly enabled (DEV_TOOLS=1).
 */
export async function devMailRoutes(app: FastifyInstance): Promise<void> {
  if (!app.ctx.config.devTools) return;
  app.get('/_dev/mail', { schema: { hide: true } }, async (request, reply) => {
    const messages = await recentMail(app.ctx.db, request.site.id, 50);
    const items = messages
      .map(
        (mail) => `<article class="mail">
  <header><strong>${escapeHtml(mail.subject)}</strong><br>to ${escapeHtml(mail.to_address)} · ${mail.created_at.toISOString()} · ${escapeHtml(mail.transport)} · ${escapeHtml(mail.status)}</header>
  <pre>${linkify(mail.text_body)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · ${escapeHtml(request.site.settings.name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:48rem;padding:0 1rem;color:#222}.mail{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}a{color:#ad1457}</style>
</head><body><h1>Outbox</h1><p>${messages.length ? `The ${messages.length} newest messages.` : 'No mail sent yet.'}</p>${items}</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
