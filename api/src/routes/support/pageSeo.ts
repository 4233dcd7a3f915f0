import type { FastifyInstance } from 'fastify';
import { locales, seoKeyOf, type LocaleCode, type RouteDefinition } from 'shared-contracts';
import { idParam, type MessageCatalogs } from 'shared-contracts/api';
import { MemberLanderService } from '../../landers/memberLander';
import { LanderRepository } from '../../repositories/landers';
import type { Site } from '../../repositories/sites';

export interface PageSeo {
  title: string;
  description: string;
  /** Member landers show one member to whoever has the link: they stay out of search engines. */
  noindex: boolean;
}

const interpolate = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The title and description of a lander (docs/product.md §2 landers): the lander remote's own catalog says them, so
 * new copy ships with a lander release (and an experiment's variant has its own). Null for other pages.
 */
export async function pageSeo(
  app: FastifyInstance,
  site: Site,
  route: RouteDefinition,
  params: Record<string, string | undefined>,
  catalogs: MessageCatalogs,
): Promise<PageSeo | null> {
  const key = seoKeyOf(route);
  const entry = key
    ? (catalogs.landers as { seo?: Record<string, { title?: string; description?: string }> })?.seo?.[key]
    : undefined;
  if (!key || !entry?.title || !entry.description) return null;
  const values: Record<string, string> = { site: site.settings.name };
  if (key === 'member') {
    // The id rule of every call: a number past PostgreSQL's integer names nobody (and the database would refuse it).
    const profileId = idParam.safeParse(params.profileId);
    const member = profileId.success
      ? await new MemberLanderService(new LanderRepository(app.ctx.db)).member(
          site.id,
          site.settings.countries,
          profileId.data,
        )
      : null;
    // Without a member to name, the page is the generic lander: the home page's words fit it.
    const generic = (catalogs.landers as { seo?: Record<string, { title?: string; description?: string }> }).seo?.home;
    if (!member) {
      return generic?.title && generic.description
        ? {
            title: interpolate(generic.title, values),
            description: interpolate(generic.description, values),
            noindex: true,
          }
        : null;
    }
    values.name = member.name;
  }
  return {
    title: interpolate(entry.title, values),
    description: interpolate(entry.description, values),
    noindex: key === 'member',
  };
}

/** The Open Graph locale of an interface locale (en → en_US). */
export function ogLocale(locale: LocaleCode): string {
  return locales.find((entry) => entry.code === locale)?.['gif-locale'] ?? 'en_US';
}
