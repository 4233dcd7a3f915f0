import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-signup', 'mfe-search', 'mfe-chat', 'mfe-account', 'mfe-landers'];

// Names the shared react-router facade provides (tools/facades/react-router.mjs); anything else would be
// undefined at run time in the browser.
const reactRouterBrowserApi = [
  'BrowserRouter', 'createPath', 'generatePath', 'Link', 'matchPath', 'matchRoutes', 'Navigate', 'NavLink', 'Outlet',
  'parsePath', 'resolvePath', 'useHref', 'useInRouterContext', 'useLocation', 'useMatch', 'useNavigate',
  'useOutletContext', 'useParams', 'useResolvedPath', 'useRoutes', 'useSearchParams', 'RouteObject',
]

const reactI18nextRule = {
  name: 'react-i18next',
  allowImportNames: ['I18nextProvider', 'initReactI18next', 'useTranslation'],
  message: 'The browser shares a react-i18next facade; add the name to tools/facades/react-i18next.mjs and this list first.',
};

const reactRouterRule = {
  name: 'react-router',
  allowImportNames: reactRouterBrowserApi,
  message: 'The browser shares a react-router facade; add the name to tools/facades/react-router.mjs and this list first.',
};

/** A remote may import shared-contracts and libraries, never the shell or another remote. */
function boundaryRules(app) {
  const others = ['shell', ...remotes].filter((name) => name !== app);
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [reactRouterRule, reactI18nextRule],
        patterns: [
          {
            group: others.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]),
            message: 'Apps meet only through shared-contracts (store, events, route paths, schemas).',
          },
        ],
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'deploy/**', 'data/**', '**/dist/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', ...remotes.map((name) => `${name}/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...['shell', ...remotes].map((app) => ({ files: [`${app}/**/*.{ts,tsx,mjs}`], rules: boundaryRules(app) })),
  {
    files: ['shared-contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['shell', 'shell/*', 'mfe-*', '**/shell/**', '**/mfe-*/**', '**/api/src/**'], message: 'shared-contracts depends on no app.' }] },
      ],
    },
  },
);
