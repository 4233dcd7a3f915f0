import { landerTypes, type LanderType } from './landers/types';
import type { RemoteName } from './remotes';

/**
 * `developer`: only on a server with developer tools enabled (DEV_TOOLS=1, docs/product.md §2 /_dev); elsewhere a 404.
 * `operator`: the operator console (docs/operators.md), which signs operators in itself; a member's session means
 * nothing there.
 */
export type AuthLevel = 'public' | 'optional' | 'default' | 'developer' | 'operator';
/** `console`: the operator console's own frame; the member header, footer and watchers stay away. */
export type LayoutName = 'default' | 'chat' | 'empty' | 'lander' | 'console';

export interface RouteDefinition {
  /** Named route, as docs/product.md §2 names it (members-memberId, chats-chatId, …). */
  name: string;
  /** react-router path pattern. */
  path: string;
  aliases?: readonly string[];
  auth: AuthLevel;
  layout: LayoutName;
  remote: RemoteName;
  /** The module the remote exposes for this page, e.g. './login'. */
  module: string;
  /** A login-only page that visitors may see too when the site allows logged-out search (docs/product.md §6). */
  openToVisitors?: 'whenLoggedOutSearchAllowed';
  /**
   * What a logged-in member sees here instead of the route's own module: the shell composes these blocks, each
   * rendered by the remote whose data it shows (the member home, docs/architecture.md "Member home").
   */
  memberBlocks?: readonly PageBlock[];
}

/** One block of a page the shell composes from several remotes. */
export interface PageBlock {
  remote: RemoteName;
  /** The module the remote exposes for the block, e.g. './home-chats'; a default-exported component without props. */
  module: string;
  /** `full`: the whole row; `half`: half of it from a tablet's width on. */
  width: 'full' | 'half';
  /**
   * Whether the page's first render waits for the block (those a phone shows on opening: the server preloads their
   * files); the others load after it, below what is on screen, so they cannot hold up or shift the first paint.
   */
  firstPaint: boolean;
}

/**
 * The member home, "what's new", in reading order: the member's own state (profile, credits or premium, an offer),
 * the conversations waiting for an answer, who liked them, and new members near them.
 */
export const memberHomeBlocks: readonly PageBlock[] = [
  { remote: 'mfe-account', module: './home-status', width: 'full', firstPaint: true },
  { remote: 'mfe-chat', module: './home-chats', width: 'half', firstPaint: true },
  { remote: 'mfe-search', module: './home-likes', width: 'half', firstPaint: false },
  { remote: 'mfe-search', module: './home-nearby', width: 'full', firstPaint: false },
];

const landerLayout = (type: LanderType): LayoutName =>
  type === 'maplanding' || type === 'socialnetwork' ? 'lander' : 'empty';

export const legalPages = ['ban', 'faq', 'terms', 'cookies', 'privacy', 'service', 'return-policy'] as const;

/**
 * The route table of docs/product.md §2: one place that says which path needs which login level, which layout frames it and
 * which remote renders it. The shell builds its router from it, the API uses it to answer unknown paths with 404,
 * and remotes link to each other through `routePath` instead of importing each other.
 *
 * `:profileId` is a profile's id (what the profile call takes), not a member's account id (the server's `memberId`).
 */
export const routes: readonly RouteDefinition[] = [
  {
    name: 'index',
    path: '/',
    auth: 'optional',
    layout: 'default',
    remote: 'mfe-landers',
    module: './home',
    memberBlocks: memberHomeBlocks,
  },
  {
    name: 'login',
    path: '/login',
    auth: 'public',
    layout: 'default',
    remote: 'mfe-account',
    module: './login',
  },
  {
    name: 'signup',
    path: '/signup',
    auth: 'public',
    layout: 'default',
    remote: 'mfe-signup',
    module: './signup',
  },
  { name: 'chats', path: '/chats', auth: 'default', layout: 'default', remote: 'mfe-chat', module: './chats' },
  {
    name: 'chats-chatId',
    path: '/chats/:chatId',
    auth: 'default',
    layout: 'chat',
    remote: 'mfe-chat',
    module: './chat',
  },
  {
    name: 'members',
    path: '/members',
    aliases: ['/search'],
    auth: 'default',
    layout: 'default',
    remote: 'mfe-search',
    module: './members',
    openToVisitors: 'whenLoggedOutSearchAllowed',
  },
  {
    name: 'members-memberId',
    path: '/members/:profileId',
    aliases: ['/likes/m/:profileId'],
    auth: 'optional',
    layout: 'default',
    remote: 'mfe-search',
    module: './profile',
  },
  {
    name: 'members-memberId-chat',
    path: '/members/:profileId/chat',
    auth: 'default',
    layout: 'chat',
    remote: 'mfe-chat',
    module: './member-chat',
  },
  {
    name: 'members-memberId-signup',
    path: '/members/:profileId/signup',
    auth: 'public',
    layout: 'lander',
    remote: 'mfe-landers',
    module: './member-signup',
  },
  {
    name: 'members-memberId-landing',
    path: '/members/:profileId/landing',
    auth: 'public',
    layout: 'lander',
    remote: 'mfe-landers',
    module: './member-landing',
  },
  {
    name: 'members-memberId-landing2',
    path: '/members/:profileId/landing2/*',
    auth: 'public',
    layout: 'empty',
    remote: 'mfe-landers',
    module: './member-landing2',
  },
  {
    name: 'members-memberId-landing3',
    path: '/members/:profileId/landing3/*',
    auth: 'public',
    layout: 'empty',
    remote: 'mfe-landers',
    module: './member-landing3',
  },
  { name: 'premium', path: '/premium', auth: 'default', layout: 'default', remote: 'mfe-account', module: './premium' },
  { name: 'pricing', path: '/pricing', auth: 'public', layout: 'default', remote: 'mfe-account', module: './pricing' },
  {
    name: 'profile',
    path: '/profile',
    auth: 'default',
    layout: 'default',
    remote: 'mfe-account',
    module: './my-profile',
  },
  {
    name: 'complaints',
    path: '/complaints',
    auth: 'public',
    layout: 'default',
    remote: 'mfe-account',
    module: './complaints',
  },
  { name: 'likes', path: '/likes', auth: 'default', layout: 'default', remote: 'mfe-search', module: './likes' },
  {
    name: 'likes-type',
    path: '/likes/:type',
    auth: 'default',
    layout: 'default',
    remote: 'mfe-search',
    module: './likes',
  },
  {
    name: 'match-finder',
    path: '/match-finder',
    auth: 'public',
    layout: 'empty',
    // A lander: questions that lead to the signup, with counts from the API rather than search's cards.
    remote: 'mfe-landers',
    module: './match-finder',
  },
  {
    name: 'activate-done',
    path: '/activate/done',
    auth: 'public',
    layout: 'default',
    remote: 'mfe-signup',
    module: './activate-done',
  },
  {
    // An activation link clicked again, once the account is active (docs/product.md §2): the way in, not an error.
    name: 'activate-active',
    path: '/activate/active',
    auth: 'public',
    layout: 'default',
    remote: 'mfe-signup',
    module: './activate-active',
  },
  {
    name: 'activate-error',
    path: '/activate/error',
    auth: 'public',
    layout: 'default',
    remote: 'mfe-signup',
    module: './activate-error',
  },
  { name: 'credits', path: '/credits', auth: 'default', layout: 'default', remote: 'mfe-account', module: './credits' },
  {
    name: 'credits-repeat-order',
    path: '/credits/repeat-order',
    auth: 'default',
    layout: 'default',
    remote: 'mfe-account',
    module: './credits-repeat-order',
  },
  {
    name: 'credits-creditId',
    path: '/credits/:creditId/:paymentMethod?',
    auth: 'default',
    layout: 'default',
    remote: 'mfe-account',
    module: './credits-checkout',
  },
  {
    name: 'notifications',
    path: '/notifications',
    auth: 'default',
    layout: 'default',
    remote: 'mfe-account',
    module: './notifications',
  },
  {
    name: 'mail-change-do',
    path: '/mail-change/do',
    auth: 'public',
    layout: 'default',
    remote: 'mfe-account',
    module: './mail-change',
  },
  {
    name: 'signup-matches',
    path: '/signup-matches',
    auth: 'public',
    layout: 'empty',
    // The matches are search results with search's cards and like buttons.
    remote: 'mfe-search',
    module: './signup-matches',
  },
  {
    name: 'account-deleted',
    path: '/account-deleted',
    auth: 'optional',
    layout: 'default',
    remote: 'mfe-account',
    module: './account-deleted',
  },
  {
    name: 'complete-signup',
    path: '/complete-signup',
    auth: 'public',
    layout: 'default',
    remote: 'mfe-signup',
    module: './complete-signup',
  },
  {
    name: 'reset-password',
    path: '/reset-password',
    auth: 'optional',
    layout: 'default',
    remote: 'mfe-account',
    module: './reset-password',
  },
  {
    name: 'reset-password-do',
    path: '/reset-password/do',
    auth: 'optional',
    layout: 'default',
    remote: 'mfe-account',
    module: './reset-password-do',
  },
  {
    name: 'transactions-transactionId',
    path: '/transactions/:transactionId',
    auth: 'public',
    layout: 'default',
    remote: 'mfe-account',
    module: './transaction',
  },
  {
    name: 'admin',
    path: '/admin/*',
    auth: 'operator',
    layout: 'console',
    remote: 'mfe-admin',
    module: './console',
  },
  { name: 'dev', path: '/_dev/*', auth: 'developer', layout: 'default', remote: 'mfe-account', module: './dev-panel' },
  ...legalPages.map((page): RouteDefinition =>
    page === 'ban'
      ? {
          // The suspended or banned member's page (their restriction, statement and appeal, by session or by the
          // statement's link), else the generic notice: it depends on who asks.
          name: 'pages-ban',
          path: '/pages/ban',
          auth: 'optional',
          layout: 'default',
          remote: 'mfe-account',
          module: './ban',
        }
      : {
          name: `pages-${page}`,
          path: `/pages/${page}`,
          auth: 'public',
          layout: 'default',
          remote: 'mfe-account',
          module: './legal-page',
        },
  ),
  ...landerTypes.map((type): RouteDefinition => ({
    name: `landers-${type}`,
    path: `/landers/${type}/*`,
    auth: 'public',
    layout: landerLayout(type),
    remote: 'mfe-landers',
    module: `./lander-${type}`,
  })),
];

const byName = new Map(routes.map((route) => [route.name, route]));

export function findRoute(name: string): RouteDefinition | undefined {
  return byName.get(name);
}

/**
 * The landers catalog's entry (`landers:seo.<key>.title`, `.description`) that names a public page for search engines,
 * link previews and its tab: the server writes it into the page (api/src/routes/support/pageSeo.ts) and the shell keeps
 * it (shell/src/app/documentTitle.ts), so the tab says one thing from the first byte on. Null for other pages.
 */
export function seoKeyOf(route: Pick<RouteDefinition, 'name' | 'remote'>): string | null {
  if (route.name === 'index') return 'home';
  if (route.name === 'match-finder') return 'matchFinder';
  if (route.name.startsWith('landers-')) return route.name.slice('landers-'.length);
  if (route.name.startsWith('members-memberId-') && route.remote === 'mfe-landers') return 'member';
  return null;
}

/** Builds the URL of a named route: routePath('members-memberId', { profileId: 7 }) → '/members/7'. */
export function routePath(name: string, params: Record<string, string | number> = {}): string {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return (
    route.path
      .replace(/\/:(\w+)(\?)?/g, (_match, key: string, optional?: string) => {
        const value = params[key];
        if (value === undefined) {
          if (optional) return '';
          throw new Error(`Route ${name} needs the parameter ${key}`);
        }
        return `/${encodeURIComponent(String(value))}`;
      })
      .replace(/\/\*$/, params['*'] === undefined ? '' : `/${String(params['*'])}`) || '/'
  );
}

/** /complete-signup#confirm-email opens the signup's last step, the reminder to confirm the e-mail address. */
export const CONFIRM_EMAIL_HASH = 'confirm-email';

/** Where a logged-out visitor is sent, carrying the page to return to after login. */
export function loginRedirectPath(returnTo: string): string {
  return returnTo && returnTo !== '/' ? `/login?redirect=${encodeURIComponent(returnTo)}` : '/login';
}

/** Only same-site paths are honoured as a return target, so a crafted link cannot send a user elsewhere. */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return null;
  return candidate;
}

/** Whether a route parameter is a database id (1 to 9 digits, not 0); anything else is the 404 page, not a call. */
export const isRouteId = (value: string | undefined): value is string =>
  value !== undefined && /^\d{1,9}$/.test(value) && Number(value) > 0;
