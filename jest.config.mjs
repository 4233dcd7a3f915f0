// Units run in jsdom (apps) or node (contracts); API integration tests run against a real PostgreSQL: embedded
// PGlite, or the server DATABASE_URL names.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // Source imports omit extensions, as the bundler resolves them.
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
};

export default {
  // Each API test file starts its own database (PGlite takes seconds on a busy 2-core machine).
  testTimeout: 60_000,
  // Tests run in workers that are replaced once they hold more than this after a file: one long-lived process
  // gathered every file's PGlite and module graph until it ran out of heap (CI exit 134 after 1198 s).
  workerIdleMemoryLimit: '1GB',
  // One worker per core. Jest's default leaves one core to itself, which on a 2-core machine means one worker, and
  // most API files wait (child processes, sockets, timers) as much as they compute: two workers ran twelve of them
  // in 156 s instead of 293 s; three or four were no faster.
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: '<rootDir>/tools/jest-jsdom-environment.mjs',
      testMatch: ['<rootDir>/{shell,mfe-*,shared-contracts,shared-ui}/src/**/*.test.{ts,tsx}'],
      moduleNameMapper: {
        // Unit tests never load real remotes; Playwright does (e2e/).
        '^@module-federation/enhanced/runtime$': '<rootDir>/shell/test/federationRuntimeStandIn.ts',
        '\\.css$': '<rootDir>/shell/test/emptyModule.ts',
      },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/test/**/*.test.ts'],
      // `*.server.test.ts` checks what only a PostgreSQL server has: it runs in the pass that names one (CI's second).
      testPathIgnorePatterns: ['/node_modules/', ...(process.env.DATABASE_URL ? [] : ['\\.server\\.test\\.ts$'])],
    },
    {
      // Tests of the repository's own tooling: the ESLint import-boundary rules fed files that break them.
      ...common,
      displayName: 'tools',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tools/test/**/*.test.ts'],
    },
  ],
};
