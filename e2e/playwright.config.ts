import { defineConfig } from '@playwright/test';
import { e2ePort } from './paths';

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  // The server renders every public page in the background after it starts (the prerender warm-up, about four
  // minutes beside the suite on two cores): tests that run meanwhile take up to half as long again.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    // Headless Chromium announces itself as HeadlessChrome, which the server rightly treats as a bot.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    // axe-core is injected into pages whose CSP allows only their own scripts.
    bypassCSP: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: /release\.spec\.ts/ },
    // Releasing changes what every tab loads, so it runs after the rest, one file at a time (experiments.release.spec.ts
    // and release.spec.ts both change the live lander remote).
    { name: 'release', testMatch: /release\.spec\.ts/, dependencies: ['site'], workers: 1 },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `http://localhost:${e2ePort}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
