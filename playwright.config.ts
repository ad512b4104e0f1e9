import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { BASE_PORT, distDir, WORKERS, workerOrigin } from './tests/e2e/servers.ts';

/**
 * End-to-end journeys in Debian's Chromium against `npm start`'s server on a fresh data directory, one
 * server per worker (tests/e2e/servers.ts; scripts/e2e-server.mjs builds the SPA once and starts each API).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${BASE_PORT}`,
  // A file's tests run in order on one worker; files are shared out between the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Generous: the machine is shared by many builds and browsers at once.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    baseURL: workerOrigin,
    trace: 'retain-on-failure',
    // No single click or navigation may wait out the whole test.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    screenshot: 'only-on-failure',
    // The app honours it with an animation-free theme: a dialog is where it stays as soon as it shows.
    reducedMotion: 'reduce',
    // The app's service worker would answer requests that tests route or count; tests/e2e/push.spec.ts runs it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  // Started one after the other: the first builds the SPA, the others serve its build.
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${BASE_PORT + i}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { E2E_PORT: String(BASE_PORT + i), ...(i > 0 ? { E2E_DIST: distDir } : {}) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
