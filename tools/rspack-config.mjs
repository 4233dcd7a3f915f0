// One build-config factory for the shell and every remote: each app's rspack.config.mjs is a few lines.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { followDeviceScheme } from './followDeviceScheme.mjs';
import { StartFilesPlugin } from './startFilesPlugin.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');

const versionOf = (pkg) => require(path.join(root, 'node_modules', pkg, 'package.json')).version;

/**
 * Shared modules are not tree-shaken, so the large singletons are shared as facades exporting only the names our
 * apps use (tools/facades/*.mjs). A facade reaches the real package through an alias, not its package name, which
 * federation would resolve back to the facade itself.
 */
const facades = {
  'react-router': {
    file: 'react-router.mjs',
    alias: 'react-router-browser-build',
    target: 'node_modules/react-router/dist/production/index.mjs',
  },
  'react-i18next': {
    file: 'react-i18next.mjs',
    alias: 'react-i18next-browser-build',
    target: 'node_modules/react-i18next/dist/es/index.js',
  },
  'react-hook-form': {
    file: 'react-hook-form.mjs',
    alias: 'react-hook-form-browser-build',
    target: 'node_modules/react-hook-form/dist/index.esm.mjs',
  },
};

/**
 * rspack resolves the federation runtime with require.resolve, so every app bundled its CommonJS builds: not
 * tree-shaken, and in the shell a second copy of runtime-core and sdk beside the ESM ones its own imports reached
 * (shell entry 155 -> 139 KB brotli, each remote entry 15 -> 9 KB). These aliases put the ESM builds in their place.
 */
const federationEsmBuilds = Object.fromEntries(
  ['webpack-bundler-runtime', 'runtime', 'inject-external-runtime-core-plugin'].map((pkg) => {
    const dist = path.join(root, 'node_modules/@module-federation', pkg, 'dist');
    return [path.join(dist, 'index.cjs'), path.join(dist, 'index.js')];
  }),
);

/** What the shell needs for its first paint; it bundles these into its entry instead of fetching them chunk by chunk. */
const hostEager = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@reduxjs/toolkit',
  'react-redux',
  'i18next',
  'react-router',
  'react-i18next',
  'shared-contracts',
  'shared-contracts/store',
  'shared-contracts/api',
]);

/**
 * The singletons every page loads exactly once. Subpath entries are listed because federation shares only the
 * import it is told about. zod is not shared as a whole (its locales make it ~90 KB gzip): it is bundled,
 * tree-shaken, inside the shared `shared-contracts/api` module, the one place every app gets schemas from.
 */
function sharedSingletons(isHost) {
  const packages = {
    react: ['react', 'react/jsx-runtime'],
    'react-dom': ['react-dom', 'react-dom/client'],
    '@reduxjs/toolkit': ['@reduxjs/toolkit', '@reduxjs/toolkit/query/react'],
    'react-redux': ['react-redux'],
    i18next: ['i18next'],
    'shared-contracts': [
      'shared-contracts',
      'shared-contracts/store',
      'shared-contracts/api',
      'shared-contracts/api/signup',
      'shared-contracts/api/search',
      'shared-contracts/api/chat',
      'shared-contracts/api/payments',
      'shared-contracts/api/account',
      'shared-contracts/api-client',
    ],
    // The profile fields signup and /profile both show (shared-ui/README.md); react-hook-form (a facade, below) is
    // shared with them so that a form's FormProvider and the fields inside it meet in one copy.
    'shared-ui': ['shared-ui'],
  };
  const shared = {};
  for (const [pkg, requests] of Object.entries(packages)) {
    // Inference picks peer ranges wrongly, so every singleton states the version it needs.
    const requiredVersion = `^${versionOf(pkg)}`;
    for (const request of requests)
      shared[request] = { singleton: true, requiredVersion, eager: isHost && hostEager.has(request) };
  }
  if (isHost) {
    // Federation provides a module named by its package only where the build imports it. Named by file, the shell
    // provides these itself, and their chunks use what its entry holds: the slices' schema modules, each of which
    // came from the remote that imported it with a copy of zod (three on /members), and RTK Query, which came with
    // a second immer and reselect.
    shared['@reduxjs/toolkit/query/react'] = {
      ...shared['@reduxjs/toolkit/query/react'],
      import: fileURLToPath(import.meta.resolve('@reduxjs/toolkit/query/react')),
      version: versionOf('@reduxjs/toolkit'),
    };
    const contracts = require(path.join(root, 'shared-contracts/package.json'));
    for (const request of packages['shared-contracts'].filter((name) => name.startsWith('shared-contracts/api/'))) {
      const file = contracts.exports[request.replace(/^shared-contracts/, '.')];
      shared[request] = {
        ...shared[request],
        import: path.join(root, 'shared-contracts', file),
        version: contracts.version,
      };
    }
  }
  for (const [pkg, facade] of Object.entries(facades)) {
    shared[pkg] = {
      singleton: true,
      import: path.join(import.meta.dirname, 'facades', facade.file),
      version: versionOf(pkg),
      requiredVersion: `^${versionOf(pkg)}`,
      eager: isHost && hostEager.has(pkg),
    };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {'host'|'remote'} options.kind
 * @param {string} options.appDir folder of the app (its import.meta.dirname)
 * @param {string} options.name federation container name (a JS identifier)
 * @param {string} options.outputDir where the immutable version folder is written
 * @param {string} options.publicPath URL path of that folder (/remotes/<app>/<version>/)
 * @param {string} options.buildId version of this build, compiled in as __BUILD_ID__
 * @param {Record<string,string>} [options.exposes] remote modules
 * @param {boolean} [options.ownCatalogs] the app bundles its messages itself (the operator console): none go into the
 *   catalogs the server merges for member pages
 * @param {string} [options.serverOutputDir] where the same version's server build goes (docs/architecture.md, "First
 *   paint"); without it, or for an app the server never renders (`serverRendered: false`), the browser build only
 * @param {boolean} [options.serverRendered]
 */
export function createAppConfig({
  kind,
  appDir,
  name,
  outputDir,
  publicPath,
  buildId,
  exposes = {},
  ownCatalogs = false,
  serverOutputDir,
  serverRendered = true,
}) {
  const browser = browserConfig({ kind, appDir, name, outputDir, publicPath, buildId, exposes, ownCatalogs });
  if (!serverOutputDir || !serverRendered) return browser;
  return [browser, serverConfig({ kind, appDir, serverOutputDir, publicPath, buildId, name, exposes })];
}

const definitions = (buildId, name) => ({
  __BUILD_ID__: JSON.stringify(buildId),
  __APP_NAME__: JSON.stringify(name),
  __CONTRACTS_VERSION__: JSON.stringify(versionOf('shared-contracts')),
});

const typescriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  },
  type: 'javascript/auto',
};

const mediaPattern = /\.(webm|mp4|webp|avif|jpe?g|png|svg)$/i;
const mediaFilename = 'assets/[name].[contenthash:10][ext]';

/** The packages a server build takes from the server's own node_modules: one React, one store for the whole page. */
const serverExternals =
  /^(react|react-dom|react-router|react-redux|react-i18next|react-hook-form|i18next|@reduxjs\/toolkit|shared-contracts|shared-ui|@module-federation\/[^/]+)(\/.*)?$/;

/**
 * The Node build of the same sources, rendered by the server's workers (api/src/ssr/): one ES module per exposed page
 * (the shell: its `src/server.tsx`), with the shared singletons left as imports the worker resolves from the
 * server's own node_modules. A new version is a new folder, so a worker never holds an old copy under a new name.
 * Stylesheets are the browser's business; media keep the browser build's URLs, so the markup names the same files.
 */
function serverConfig({ kind, appDir, serverOutputDir, publicPath, buildId, name, exposes }) {
  const entry =
    kind === 'host'
      ? { server: './src/server.tsx' }
      : Object.fromEntries(Object.entries(exposes).map(([key, file]) => [serverModuleName(key), file]));
  return {
    mode: 'production',
    context: appDir,
    target: ['node20', 'es2022'],
    entry,
    experiments: { outputModule: true },
    output: {
      path: serverOutputDir,
      publicPath,
      filename: '[name].mjs',
      chunkFilename: 'chunks/[name].[contenthash:10].mjs',
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      library: { type: 'module' },
      clean: true,
    },
    externalsType: 'module',
    externals: [
      ({ request }, callback) => callback(undefined, serverExternals.test(request ?? '') ? request : undefined),
    ],
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        typescriptRule,
        { test: /\.css$/, type: 'asset/source' },
        { test: mediaPattern, type: 'asset/resource', generator: { filename: mediaFilename, emit: false } },
      ],
    },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
    plugins: [new rspack.DefinePlugin(definitions(buildId, name))],
  };
}

/** The file of an exposed module in a server build: `./home-likes` is `home-likes.mjs`. */
export const serverModuleName = (exposedKey) => exposedKey.replace(/^\.\//, '');

function browserConfig({ kind, appDir, name, outputDir, publicPath, buildId, exposes, ownCatalogs }) {
  const isHost = kind === 'host';
  const copied = [
    ...(ownCatalogs ? [] : [{ from: 'src/locales', to: 'locales' }]),
    ...(isHost
      ? [
          { from: 'src/sw.js', to: 'sw.js' },
          { from: 'src/boot.js', to: 'boot.js' },
        ]
      : []),
  ];
  return {
    mode: 'production',
    context: appDir,
    target: ['web', 'es2022'],
    entry: isHost ? { main: './src/index.ts' } : {},
    output: {
      path: outputDir,
      publicPath,
      uniqueName: name,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // react-router's package exports point at its development build; browsers get the production one.
      alias: {
        ...Object.fromEntries(
          Object.values(facades).map((facade) => [`${facade.alias}$`, path.join(root, facade.target)]),
        ),
        ...federationEsmBuilds,
      },
    },
    devtool: 'source-map',
    module: {
      rules: [
        typescriptRule,
        {
          test: /\.css$/,
          type: 'css/auto',
          // The dark design also follows the device where nobody chose one (tools/followDeviceScheme.mjs).
          use: [
            {
              loader: 'postcss-loader',
              options: { postcssOptions: { config: false, plugins: [followDeviceScheme()] } },
            },
          ],
        },
        // Media a page imports (the video lander's loop and poster): emitted beside the chunks under a hashed name.
        { test: mediaPattern, type: 'asset/resource', generator: { filename: mediaFilename } },
      ],
    },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin(definitions(buildId, name)),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        shared: sharedSingletons(isHost),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // target 'web' leaves out the runtime's Node.js loaders; every app runs in a browser (the prerenderer's too).
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      isHost ? new StartFilesPlugin({ bootstrap: 'bootstrap' }) : StartFilesPlugin.forExposes(exposes),
      // Each app brings its own message namespace; the server merges the live versions' catalogs.
      ...(copied.length ? [new rspack.CopyRspackPlugin({ patterns: copied })] : []),
      ...(isHost
        ? [new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'module' })]
        : []),
    ],
  };
}
