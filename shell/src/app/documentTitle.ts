import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { findRoute, seoKeyOf, setDocumentTitle } from 'shared-contracts';
import { selectSettings, useAppSelector } from 'shared-contracts/store';

/** "Search · Datelane"; the site's name alone when a page has no name of its own. */
export function useTabTitle(page: string): string {
  const siteName = useAppSelector(selectSettings)?.name ?? '';
  return page && siteName ? `${page} · ${siteName}` : page || siteName;
}

/**
 * The title a public page has for search engines (the landers catalog's `seo.<key>.title`, seoKeyOf), which the server
 * already wrote into the page; null where the route has none, or where only the page can word it (a member's lander
 * names the member, useLanderMember).
 */
function useSeoTitle(routeName: string): string | null {
  const { t, i18n } = useTranslation('landers');
  const siteName = useAppSelector(selectSettings)?.name ?? '';
  const route = findRoute(routeName);
  const seoKey = route ? seoKeyOf(route) : null;
  if (seoKey === 'member') return '';
  const key = `seo.${seoKey}.title`;
  return seoKey && i18n.exists(key, { ns: 'landers' }) ? t(key, { site: siteName }) : null;
}

/**
 * Names the tab after the route: `title.<route name>` in the shell catalog (titles.test.ts keeps every route and
 * locale covered). A parameter can pick a more specific title: /likes/given is `title.likes-type-given`. A page the
 * server named for search engines (the home, the landers, the match finder) keeps that name: the tab showed it until
 * the app started, and a second title after it made the tab flip from load to load.
 *
 * A page may name the tab itself once its subject has loaded (a profile is named after the member). A change of
 * language re-runs this effect after the page's own, so the title is only rewritten when the route changed or the
 * tab still shows what was written here last; otherwise the member's name would turn back into "Profile".
 */
export function useRouteTitle(routeName: string): void {
  const { t, i18n } = useTranslation('shell');
  const params = useParams();
  const specific = Object.values(params)
    .map((value) => `title.${routeName}-${value}`)
    .find((key) => i18n.exists(key, { ns: 'shell' }));
  const key = specific ?? `title.${routeName}`;
  const routeTitle = useTabTitle(t(key, { defaultValue: '' }));
  const seoTitle = useSeoTitle(routeName);
  const title = seoTitle ?? routeTitle;
  const written = useRef<{ key: string; title: string } | null>(null);
  useEffect(() => {
    // A member's lander: the server's title names the member, and so will the page's own.
    if (!title) return;
    const last = written.current;
    const namedByPage = last !== null && last.key === key && document.title !== last.title;
    if (namedByPage) return;
    setDocumentTitle(title);
    written.current = { key, title: document.title };
  }, [key, title]);
}
