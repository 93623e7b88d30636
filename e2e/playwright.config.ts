import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { E2E_ADMIN_EMAIL, E2E_ORIGIN, E2E_PORT as PORT } from './site.ts';

const ROOT = join(import.meta.dirname, '..');
// Workers load this file too; they inherit the directory the main process made.
process.env.LEAFWISE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'leafwise-e2e-'));

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const AFTER_THE_REST = /admin\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // A whole journey (a training, its review, the progress page) runs 20-30 s on a quiet 2-core
  // machine with two browsers; on a busy one Playwright's 30 s default cut passing journeys short.
  timeout: 60_000,
  // On that busy machine a page with every tree (the key, the course path) can take over 5 s to draw.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: E2E_ORIGIN,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    // The service worker would answer requests Playwright's routes hold or fail, and download the
    // whole field guide in every test; offline.spec.ts turns it on for itself.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'phone', use: PHONE, testIgnore: AFTER_THE_REST },
    { name: 'desktop', use: DESKTOP, testIgnore: AFTER_THE_REST },
    // The owner's console puts scores on the one board, and photos on species, that other files
    // count on finding as they seeded them: it runs once they are done.
    { name: 'admin-phone', use: PHONE, testMatch: AFTER_THE_REST, dependencies: ['phone', 'desktop'] },
    { name: 'admin-desktop', use: DESKTOP, testMatch: AFTER_THE_REST, dependencies: ['phone', 'desktop'] },
  ],
  webServer: {
    command: `"${process.execPath}" e2e/seed-photos.ts && "${process.execPath}" server/src/main.ts`,
    cwd: ROOT,
    url: `${E2E_ORIGIN}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.LEAFWISE_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // As behind one load balancer (this client): each test's X-Forwarded-For is its address (fixtures.ts).
      TRUST_PROXY: '1',
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      // Sign-in requests must come from the site's own origin, which is this one.
      PUBLIC_URL: E2E_ORIGIN,
    },
  },
});
