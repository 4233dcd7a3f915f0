import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-signup', 'mfe-search', 'mfe-chat', 'mfe-account', 'mfe-landers', 'mfe-admin'];

// Names the shared react-router facade provides (tools/facades/react-router.mjs); anything else would be
// undefined at run time in the browser.
const reactRouterBrowserApi = [
  'BrowserRouter',
  'createPath',
  'generatePath',
  'Link',
  'matchPath',
  'matchRoutes',
  'Navigate',
  'NavLink',
  'Outlet',
  'parsePath',
  'resolvePath',
  'useHref',
  'useInRouterContext',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
  'RouteObject',
];

const reactI18nextRule = {
  name: 'react-i18next',
  allowImportNames: ['I18nextProvider', 'initReactI18next', 'useTranslation'],
  message:
    'The browser shares a react-i18next facade; add the name to tools/facades/react-i18next.mjs and this list first.',
};

// Names the shared react-hook-form facade provides (tools/facades/react-hook-form.mjs), and the types our forms use.
const reactHookFormRule = {
  name: 'react-hook-form',
  allowImportNames: [
    'FormProvider',
    'get',
    'useController',
    'useForm',
    'useFormContext',
    'useFormState',
    'useWatch',
    'Control',
    'FieldErrors',
    'FieldPath',
    'FieldValues',
    'Resolver',
    'SetValueConfig',
    'UseFormRegisterReturn',
    'UseFormReturn',
  ],
  message:
    'The browser shares a react-hook-form facade; add the name to tools/facades/react-hook-form.mjs and this list first.',
};

const reactReduxRule = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use the typed hooks of shared-contracts/store (useAppSelector, useAppDispatch, useSettings, useUser).',
};

const reactRouterRule = {
  name: 'react-router',
  allowImportNames: reactRouterBrowserApi,
  message:
    'The browser shares a react-router facade; add the name to tools/facades/react-router.mjs and this list first.',
};

/** One way to send a visitor elsewhere, on the server too (docs/architecture.md "First paint", Redirects). */
const navigateRule = {
  name: 'react-router',
  importNames: ['Navigate'],
  message:
    "Use <Redirect> from shared-contracts: <Navigate> does nothing in the server's render, <Redirect> redirects there.",
};

/** Imports that cross from one app into another, or into the API server. */
function otherAppsPatterns(app) {
  const others = ['shell', ...remotes].filter((name) => name !== app);
  return [
    ...(app === 'mfe-admin'
      ? []
      : [
          {
            group: ['shared-contracts/api/admin', 'shared-contracts/api/admin/*'],
            message:
              'Member pages never load a byte of the operator console (docs/operators.md): only mfe-admin and the API import its contracts.',
          },
        ]),
    {
      group: [...others.flatMap((name) => [name, `${name}/*`, `**/${name}/**`]), '**/api/src/**'],
      message:
        'Apps meet only through shared-contracts (store, events, route paths, schemas), and never import the API server.',
    },
    apiPackagePattern('Apps never import the API server.'),
  ];
}

/** The `api` workspace by its package name (a gitignore-style group would also match `shared-contracts/api`). */
function apiPackagePattern(message) {
  return { regex: '^api(/|$)', message };
}

/** The folders of `<app>/src/features/`: each is a feature that imports no other feature. */
function featuresOf(app) {
  try {
    return readdirSync(new URL(`./${app}/src/features/`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const upTo = (names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;

/**
 * Inside an app imports flow one way: `app/` → `features/<feature>/` → `shared/`. A feature imports neither the app
 * nor another feature (what several features use lives in `shared/`); `shared/` imports no feature and not the app.
 */
function layerPatterns(app, folder) {
  const features = featuresOf(app);
  if (folder === 'shared') {
    return [
      {
        regex: upTo(['features', 'app', 'src']),
        message: `${app}/src/shared/ is used by features and the app, and imports neither.`,
      },
    ];
  }
  const feature = folder;
  const otherFeatures = features.filter((name) => name !== feature);
  return [
    {
      // `src` too: climbing out of src/ and back in would reach the app or another feature by another path.
      regex: upTo(['app', 'features', 'src', ...otherFeatures]),
      message: `A feature imports neither ${app}/src/app/ nor another feature; move what several features use to ${app}/src/shared/.`,
    },
  ];
}

/**
 * An app imports shared-contracts and libraries, never another app or the API; inside it, the layers above. The
 * shell's server build (`src/server.tsx`) runs in the server's render workers with the real react-router, not the
 * browser's facade.
 */
function boundaryRules(app, folder, { serverBuild = false } = {}) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          ...(serverBuild ? [] : [reactRouterRule]),
          navigateRule,
          reactI18nextRule,
          reactHookFormRule,
          reactReduxRule,
        ],
        patterns: [...otherAppsPatterns(app), ...(folder ? layerPatterns(app, folder) : [])],
      },
    ],
  };
}

/** One config block per app, then one per feature folder and the shared folder (later blocks override earlier ones). */
const appBoundaries = ['shell', ...remotes].flatMap((app) => [
  { files: [`${app}/**/*.{ts,tsx,mjs}`], rules: boundaryRules(app) },
  ...featuresOf(app).map((feature) => ({
    files: [`${app}/src/features/${feature}/**/*.{ts,tsx}`],
    rules: boundaryRules(app, feature),
  })),
  { files: [`${app}/src/shared/**/*.{ts,tsx}`], rules: boundaryRules(app, 'shared') },
  ...(app === 'shell'
    ? [{ files: ['shell/src/server.tsx'], rules: boundaryRules(app, undefined, { serverBuild: true }) }]
    : []),
]);

/** The API imports shared-contracts and its own files, never an app. */
const apiNoAppsPattern = {
  group: ['shell', 'shell/*', 'mfe-*', '**/shell/**', '**/mfe-*/**'],
  message: 'The API imports shared-contracts and its own files, never an app.',
};

/** What is not a service among the folders of api/src/ (api/src/README.md): the layers and the demo seed. */
const apiLayerFolders = ['routes', 'plugins', 'repositories', 'db', 'lib', 'seed'];

/** Every other folder of api/src/ holds services (signup/, payments/, mail/, …), new ones included. */
function apiServices() {
  return readdirSync(new URL('./api/src/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !apiLayerFolders.includes(entry.name))
    .map((entry) => entry.name);
}

/** A service knows no HTTP request: routes read what it needs from the request and pass the values. */
const noRequestTypes = {
  name: 'fastify',
  importNames: ['FastifyRequest', 'FastifyReply'],
  message: 'A service takes plain values (site, ip, locale…), not the request: the route reads them and passes them.',
};

const serviceUpPatterns = (allowed = []) => [
  {
    regex: upTo(['routes', 'plugins', 'app', 'server', 'context'].filter((name) => !allowed.includes(name))),
    message:
      'A service imports repositories, db, lib and other services, never a route, a plugin, app.ts or context.ts: take what it needs as a parameter.',
  },
];

/** Repositories import db/, lib/ and each other: `allowed` names the one extra path of a scoped exception. */
const repositoryPattern = (allowed = []) => ({
  regex: `^\\.\\./(?!(db|lib)/${allowed.map((name) => `|${name}$`).join('')})`,
  message: 'A repository imports only db/, lib/ and other repositories; a service calls it, never the other way.',
});

/**
 * Inside the API, imports flow one way (api/src/README.md): routes → services → repositories → db, with plugins beside
 * the routes and lib/ under everything. Each block lists what its folder may not import (later blocks override).
 */
function apiRules({ patterns = [], paths = [] } = {}) {
  return {
    'no-restricted-imports': ['error', { paths, patterns: [apiNoAppsPattern, ...patterns] }],
  };
}

const apiBoundaries = [
  { files: ['api/**/*.{ts,mjs}'], rules: apiRules() },
  {
    files: ['api/src/routes/**/*.ts'],
    rules: apiRules({
      patterns: [{ regex: upTo(['app', 'server', 'context']), message: 'Routes reach the context as app.ctx.' }],
    }),
  },
  {
    // A call's file is found by its folder; what several calls share lives in routes/support/.
    files: ['api/src/routes/{api,web,admin}/*.ts'],
    rules: apiRules({
      patterns: [
        { regex: upTo(['app', 'server', 'context']), message: 'Routes reach the context as app.ctx.' },
        {
          regex: '^\\./|^\\.\\./(api|web|admin)/',
          message: 'A route file imports no other route file; move what they share to routes/support/.',
        },
      ],
    }),
  },
  {
    files: ['api/src/plugins/**/*.ts'],
    rules: apiRules({
      patterns: [
        {
          regex: upTo(['routes', 'app', 'server', 'context', ...apiServices()]),
          message: 'Plugins sit under the routes: they import repositories and lib/, never a route, service or app.ts.',
        },
      ],
    }),
  },
  ...apiServices().map((service) => ({
    files: [`api/src/${service}/**/*.ts`],
    rules: apiRules({ paths: [noRequestTypes], patterns: serviceUpPatterns() }),
  })),
  {
    files: ['api/src/repositories/**/*.ts'],
    rules: apiRules({ patterns: [repositoryPattern()] }),
  },
  {
    files: ['api/src/{db,lib}/**/*.ts'],
    rules: apiRules({
      patterns: [
        {
          regex: '^\\.\\./(?!(db|lib)/)',
          message: 'db/ and lib/ import nothing of the API above them: no repository, service, plugin or route.',
        },
      ],
    }),
  },
  {
    files: ['api/src/lib/**/*.ts'],
    rules: apiRules({
      patterns: [{ regex: '^\\.\\./', message: 'lib/ imports nothing of the API: it is under every layer.' }],
    }),
  },
  {
    // SQL lives in repositories/ (and db/, seed/): a service, route or plugin hands `tx` on, it never runs a statement.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/{repositories,db,seed}/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // A regular expression's exec is not SQL.
          selector: 'CallExpression[callee.property.name=/^(query|exec|transaction)$/]:not([callee.object.regex])',
          message: 'SQL runs only in api/src/repositories/: add a repository method and call it.',
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'deploy/**',
      'data/**',
      '**/dist/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}', ...remotes.map((name) => `${name}/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...appBoundaries,
  {
    files: ['shared-contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'shell',
                'shell/*',
                'mfe-*',
                'shared-ui',
                '**/shell/**',
                '**/mfe-*/**',
                '**/shared-ui/**',
                '**/api/src/**',
              ],
              message: 'shared-contracts depends on no app (nor on the components of shared-ui).',
            },
            apiPackagePattern('shared-contracts depends on no app.'),
          ],
        },
      ],
    },
  },
  {
    // Components the remotes share (shared-ui/README.md): built on shared-contracts and libraries, never on an app.
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reactRouterRule, navigateRule, reactI18nextRule, reactHookFormRule, reactReduxRule],
          patterns: [
            {
              group: ['shell', 'shell/*', 'mfe-*', '**/shell/**', '**/mfe-*/**', '**/api/src/**'],
              message: 'shared-ui depends on no app.',
            },
            apiPackagePattern('shared-ui depends on no app.'),
          ],
        },
      ],
    },
  },
  ...apiBoundaries,
  {
    // Tools build, release and serve the apps: they may load an app's build config (rspack.config.mjs,
    // src/exposes.mjs), never its source, nor the API server's.
    files: ['tools/**/*.{mjs,js,ts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/src/**'],
              message:
                'Tools load an app only through its build config (rspack.config.mjs, src/exposes.mjs), never its source.',
            },
            {
              // An app's package, or any file of its src/ but exposes.mjs.
              regex: '^(shell|mfe-[\\w-]+)(/|$)|/(shell|mfe-[\\w-]+)/src/(?!exposes\\.mjs$)',
              message:
                'Tools load an app only through its build config (rspack.config.mjs, src/exposes.mjs), never its source.',
            },
            apiPackagePattern('Tools never import the API server.'),
          ],
        },
      ],
    },
  },
);
