import { test as base, expect } from '@playwright/test';

const octet = () => Math.floor(Math.random() * 254) + 1;

/** Every page fails its test on a console error or an uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Each test is its own visitor to the per-address rate limits: the e2e server trusts
  // X-Forwarded-For as the one load balancer in front (TRUST_PROXY=1, playwright.config.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `198.18.${octet()}.${octet()}` });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
