import { describe, expect, test } from '@jest/globals';
import { findRoute, loginRedirectPath, routePath, routes, safeReturnPath } from './routes';

/** Every path of the docs/product.md §2 route table; a route that goes missing answers 404 in the browser and on the server. */
const specPaths = [
  '/',
  '/login',
  '/signup',
  '/chats',
  '/chats/:chatId',
  '/members',
  '/members/:profileId',
  '/members/:profileId/chat',
  '/premium',
  '/pricing',
  '/profile',
  '/complaints',
  '/likes',
  '/likes/:type',
  '/match-finder',
  '/activate/done',
  '/activate/active',
  '/activate/error',
  '/credits',
  '/credits/repeat-order',
  '/notifications',
  '/mail-change/do',
  '/signup-matches',
  '/account-deleted',
  '/complete-signup',
  '/reset-password',
  '/reset-password/do',
  '/transactions/:transactionId',
];

const legalPages = ['ban', 'faq', 'terms', 'cookies', 'privacy', 'service', 'return-policy'];
const landers = {
  video: 'empty',
  gallery: 'empty',
  maplanding: 'lander',
  alonetonight: 'empty',
  iconslanding: 'empty',
  socialnetwork: 'lander',
  collagelanding: 'empty',
  transitionsvideolanding: 'empty',
} as const;

describe('routePath', () => {
  test('builds paths of routes without parameters', () => {
    expect(routePath('index')).toBe('/');
    expect(routePath('login')).toBe('/login');
    expect(routePath('credits-repeat-order')).toBe('/credits/repeat-order');
    expect(routePath('pages-return-policy')).toBe('/pages/return-policy');
  });

  test('fills in parameters, numbers included', () => {
    expect(routePath('members-memberId', { profileId: 7 })).toBe('/members/7');
    expect(routePath('members-memberId-chat', { profileId: 12 })).toBe('/members/12/chat');
    expect(routePath('chats-chatId', { chatId: 'abc' })).toBe('/chats/abc');
    expect(routePath('likes-type', { type: 'mutual' })).toBe('/likes/mutual');
    expect(routePath('transactions-transactionId', { transactionId: 'tx-9' })).toBe('/transactions/tx-9');
  });

  test('encodes parameter values so they stay one path segment', () => {
    expect(routePath('chats-chatId', { chatId: 'a/b c?' })).toBe('/chats/a%2Fb%20c%3F');
  });

  test('includes an optional parameter when given and leaves it out otherwise', () => {
    expect(routePath('credits-creditId', { creditId: 3, paymentMethod: 'ideal' })).toBe('/credits/3/ideal');
    expect(routePath('credits-creditId', { creditId: 3 })).toBe('/credits/3');
  });

  test('fills in or drops the rest of a splat route', () => {
    expect(routePath('landers-video')).toBe('/landers/video');
    expect(routePath('landers-video', { '*': 'summer/2024' })).toBe('/landers/video/summer/2024');
  });

  test('throws for an unknown route name', () => {
    expect(() => routePath('no-such-route')).toThrow('Unknown route no-such-route');
  });

  test('throws when a required parameter is missing', () => {
    expect(() => routePath('members-memberId')).toThrow('Route members-memberId needs the parameter profileId');
    expect(() => routePath('credits-creditId', { paymentMethod: 'ideal' })).toThrow('needs the parameter creditId');
  });
});

describe('route table', () => {
  test('route names are unique', () => {
    const names = routes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  test('no path or alias is claimed by two routes', () => {
    const paths = routes.flatMap((route) => [route.path, ...(route.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test.each(specPaths)('has the product route %s', (path) => {
    expect(routes.map((route) => route.path)).toContain(path);
  });

  test('members is also reachable as /search, and a member profile as /likes/m/:profileId', () => {
    expect(findRoute('members')?.aliases).toContain('/search');
    expect(findRoute('members-memberId')?.aliases).toContain('/likes/m/:profileId');
  });

  test.each(legalPages)('has the legal page /pages/%s', (page) => {
    const route = routes.find((candidate) => candidate.path === `/pages/${page}`);
    expect(route).toBeDefined();
    expect(route?.layout).toBe('default');
  });

  test.each(Object.entries(landers))('has the lander /landers/%s/* on the %s layout', (type, layout) => {
    const route = routes.find((candidate) => candidate.path === `/landers/${type}/*`);
    expect(route).toBeDefined();
    expect(route?.layout).toBe(layout);
    expect(route?.auth).toBe('public');
  });

  test('has exactly seven legal pages and eight landers', () => {
    expect(routes.filter((route) => route.path.startsWith('/pages/'))).toHaveLength(7);
    expect(routes.filter((route) => route.path.startsWith('/landers/'))).toHaveLength(8);
  });

  test('pages for members only require a login, login and signup do not', () => {
    expect(findRoute('chats')?.auth).toBe('default');
    expect(findRoute('profile')?.auth).toBe('default');
    expect(findRoute('login')?.auth).toBe('public');
    expect(findRoute('signup')?.auth).toBe('public');
  });
});

describe('login redirects', () => {
  test('loginRedirectPath carries the page to return to', () => {
    expect(loginRedirectPath('/profile?x=1')).toBe('/login?redirect=%2Fprofile%3Fx%3D1');
  });

  test('loginRedirectPath leaves out a return to the home page', () => {
    expect(loginRedirectPath('/')).toBe('/login');
    expect(loginRedirectPath('')).toBe('/login');
  });

  test('safeReturnPath accepts a same-site path with a query', () => {
    expect(safeReturnPath('/profile?x=1')).toBe('/profile?x=1');
  });

  test.each(['//evil.example', '/\\evil', 'https://evil.example', 'evil.example', ''])(
    'safeReturnPath rejects %p',
    (candidate) => {
      expect(safeReturnPath(candidate)).toBeNull();
    },
  );

  /** What the login page does with ?redirect= after a successful login. */
  const returnAfterLogin = (returnTo: string) =>
    safeReturnPath(new URL(loginRedirectPath(returnTo), 'https://site.example').searchParams.get('redirect'));

  test('a return target survives the round trip through the login page', () => {
    expect(returnAfterLogin('/profile?x=1')).toBe('/profile?x=1');
  });

  test.each(['//evil.example', '/\\evil', 'https://evil.example'])(
    'a crafted return target %p is dropped after login',
    (candidate) => {
      expect(returnAfterLogin(candidate)).toBeNull();
    },
  );

  test('safeReturnPath rejects a missing value', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
