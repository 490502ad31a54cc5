import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Room for a slow machine: two workers, their Chromiums and the server share two cores, and on
  // a slow day a page's scripts took 7 s to start (a 10 s wait for the signed-in shell then failed
  // tests that pass alone). A real failure still fails, only later.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: jsonOutput ? [['list'], ['json', { outputFile: jsonOutput }]] : [['list']],
  outputDir: '../../.tmp/playwright-results',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'hu-HU',
    // A trace records every action's DOM and a screencast: it doubled every test's time on two
    // cores, so it is kept for a failure only when asked (E2E_TRACE=1). A failure always leaves
    // its screenshot and the page's accessibility tree (error-context) in .tmp/playwright-results.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desk', testIgnore: '**/two-factor-policy.spec.ts' },
    // Requiring a second factor of a role changes every sign-in of that role, so this runs alone,
    // after every other spec.
    { name: 'policy', testMatch: '**/two-factor-policy.spec.ts', dependencies: ['desk'] },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/server.ts',
    url: `http://localhost:${port}/api/app-settings`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    // tsx reads the root tsconfig.json, whose JSX setting the reader site's .tsx files need.
    env: { E2E_PORT: String(port), TSX_TSCONFIG_PATH: '../../tsconfig.json' },
  },
});
