import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { LocaleCode } from 'shared-contracts';
import { requestLocale } from '../support/requestLocale';
import { escapeHtml } from '../../mail/mailText';
import { DEMO_PARTNER_PATH } from '../../cams/camFeed';

interface PageText {
  camTitle: string;
  camBody: string;
  offerTitle: string;
  offerBody: string;
  back: string;
}

/** The demo stands in for an outside partner's site, so its few lines live here rather than in an app's catalog. */
const texts: Record<LocaleCode, PageText> = {
  en: {
    camTitle: '{name} is live',
    camBody: "This is a demo partner page. On a real site, the live-cam partner's room opens here.",
    offerTitle: 'Partner offer',
    offerBody: "This is a demo partner page. On a real site, the advertiser's offer opens here.",
    back: 'Back to {site}',
  },
  nl: {
    camTitle: '{name} is live',
    camBody: 'Dit is een demopagina van een partner. Op een echte site opent hier de kamer van de livecampartner.',
    offerTitle: 'Aanbieding van een partner',
    offerBody: 'Dit is een demopagina van een partner. Op een echte site opent hier de aanbieding van de adverteerder.',
    back: 'Terug naar {site}',
  },
  de: {
    camTitle: '{name} ist live',
    camBody:
      'Dies ist eine Demo-Partnerseite. Auf einer echten Website öffnet sich hier der Raum des Livecam-Partners.',
    offerTitle: 'Partnerangebot',
    offerBody:
      'Dies ist eine Demo-Partnerseite. Auf einer echten Website öffnet sich hier das Angebot des Werbepartners.',
    back: 'Zurück zu {site}',
  },
  it: {
    camTitle: '{name} è in diretta',
    camBody:
      'Questa è una pagina partner dimostrativa. In un sito reale qui si apre la stanza del partner di live cam.',
    offerTitle: 'Offerta di un partner',
    offerBody: "Questa è una pagina partner dimostrativa. In un sito reale qui si apre l'offerta dell'inserzionista.",
    back: 'Torna a {site}',
  },
  fr: {
    camTitle: '{name} est en direct',
    camBody:
      'Ceci est une page partenaire de démonstration. Sur un vrai site, le salon du partenaire live cam s’ouvre ici.',
    offerTitle: 'Offre d’un partenaire',
    offerBody: 'Ceci est une page partenaire de démonstration. Sur un vrai site, l’offre de l’annonceur s’ouvre ici.',
    back: 'Retour à {site}',
  },
  es: {
    camTitle: '{name} está en directo',
    camBody:
      'Esta es una página de socio de demostración. En un sitio real, aquí se abre la sala del socio de cámaras en vivo.',
    offerTitle: 'Oferta de un socio',
    offerBody: 'Esta es una página de socio de demostración. En un sitio real, aquí se abre la oferta del anunciante.',
    back: 'Volver a {site}',
  },
  pl: {
    camTitle: '{name} nadaje na żywo',
    camBody:
      'To jest demonstracyjna strona partnera. Na prawdziwej stronie otwiera się tu pokój partnera z kamerkami na żywo.',
    offerTitle: 'Oferta partnera',
    offerBody: 'To jest demonstracyjna strona partnera. Na prawdziwej stronie otwiera się tu oferta reklamodawcy.',
    back: 'Powrót do {site}',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? '');

function page(locale: LocaleCode, title: string, body: string, backTo: string, image?: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#1b1b1f;color:#f5f5f5;display:grid;place-items:center;min-height:100vh}
main{max-width:28rem;padding:2rem 1.5rem;text-align:center}img{width:240px;height:240px;border-radius:12px;object-fit:cover}
.live{display:inline-block;background:#d32f2f;color:#fff;font-weight:700;border-radius:4px;padding:2px 8px;margin-bottom:.5rem}
a{color:#f8bbd0}</style></head>
<body><main>${image ? `<img src="${escapeHtml(image)}" alt=""><br><span class="live">LIVE</span>` : ''}
<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="/members">${escapeHtml(backTo)}</a></p></main></body></html>`;
}

/**
 * Where the demo feed's cam and advert clicks lead: local pages that stand in for the partners' sites, so the demo
 * works end to end without a partner contract.
 */
export async function demoPartnerPages(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const send = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  api.get(
    `${DEMO_PARTNER_PATH}/cams/:account`,
    { schema: { hide: true, params: z.object({ account: z.string().check(z.maxLength(64)) }) } },
    async (request, reply) => {
      const cam = app.ctx.cams.find(request.params.account);
      if (!cam) return reply.callNotFound();
      const locale = requestLocale(request);
      const t = texts[locale];
      const site = request.site.settings;
      return send(
        reply,
        page(locale, fill(t.camTitle, { name: cam.name }), t.camBody, fill(t.back, { site: site.name }), cam.thumbnail),
      );
    },
  );

  api.get(
    `${DEMO_PARTNER_PATH}/cams/:account/photo.jpg`,
    { schema: { hide: true, params: z.object({ account: z.string().check(z.maxLength(64)) }) } },
    async (request, reply) => {
      const photo = app.ctx.cams.photo(request.params.account);
      if (!photo) return reply.callNotFound();
      // The same account always shows the same picture.
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/jpeg')
        .send(await photo);
    },
  );

  api.get(`${DEMO_PARTNER_PATH}/offer`, { schema: { hide: true } }, async (request, reply) => {
    const locale = requestLocale(request);
    const t = texts[locale];
    return send(reply, page(locale, t.offerTitle, t.offerBody, fill(t.back, { site: request.site.settings.name })));
  });
}
