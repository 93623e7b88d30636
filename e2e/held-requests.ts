import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` on its way to the server until release(): a loading state stays on
 * screen until the test has seen it, however quick the real answer, and no test waits a set time.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
