import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-signup', 'mfe-search', 'mfe-chat', 'mfe-account', 'mfe-landers'];

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
    'FieldErrors',
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

/** Imports that cross from one app into another, or into the API server. */
function otherAppsPatterns(app) {
  const others = ['shell', ...remotes].filter((name) => name !== app);
  return [
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

/** An app imports shared-contracts and libraries, never another app or the API; inside it, the layers above. */
function boundaryRules(app, folder) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [reactRouterRule, reactI18nextRule, reactHookFormRule, reactReduxRule],
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
]);

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
          paths: [reactRouterRule, reactI18nextRule, reactHookFormRule, reactReduxRule],
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
  {
    // The API server builds on shared-contracts and its own files; the front-end apps are no part of it.
    files: ['api/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shell', 'shell/*', 'mfe-*', '**/shell/**', '**/mfe-*/**'],
              message: 'The API imports shared-contracts and its own files, never an app.',
            },
          ],
        },
      ],
    },
  },
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
