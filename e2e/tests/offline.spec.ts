import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProgressSchema } from '@leafwise/contract';
import type { BrowserContext, Page } from '@playwright/test';
import { speciesPath, unitPath } from '../../web/src/lib/links.ts';
import { paths } from '../../web/src/lib/paths.ts';
import { accountNav, allowOfflineFailures, allowRefusals, createVerifiedAccount, signInApi } from '../accounts.ts';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';
import { FIRST_UNIT } from '../course.ts';
import { expect, test } from '../fixtures.ts';
import { signInAt } from '../quiz.ts';
import { CATALOG_SPECIES, E2E_ORIGIN } from '../site.ts';

// A walker's phone after one visit: the service worker has kept the app, the field guide and
// every drawing (docs/offline.md). The other specs block service workers; this one needs its own.
test.use({ serviceWorkers: 'allow' });

/** The first visit: waits until the service worker controls the page and has kept the field guide. */
async function firstVisit(page: Page) {
  await page.goto(paths.about);
  await expect(page.getByText('Ready: this device has it all')).toBeVisible({ timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Controlled from the next navigation on; a reload makes this page controlled too.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('meets the install criteria: a manifest with icons, a service worker, no installability errors', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Chromium never offers to install from a private window, which Playwright's contexts are: a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'leafwise-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(paths.home);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as { icons: { sizes: string; purpose?: string }[] };
    expect(data).toMatchObject({ short_name: 'Leafwise', display: 'standalone', start_url: '/home' });
    expect(data.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    // What Chromium itself checks before it offers to install (Lighthouse's installability audit read the same).
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
            .installabilityErrors,
      )
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline after one visit: a lesson, the key, a species page, the plates and practice work; back online, practice reaches progress', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, paths.home);
  await firstVisit(page);
  // The course's lessons are asked for once the worker is ready, for it to keep.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('leafwise-course-kept')), { timeout: 60_000 })
    .not.toBeNull();
  await goOffline(context, page);
  const main = page.getByRole('main');

  // A lesson of the course.
  await page.goto(unitPath(FIRST_UNIT.id));
  await expect(main.getByRole('heading', { level: 1, name: FIRST_UNIT.title })).toBeVisible();

  // The key: answer, narrow, undo; no request leaves the device.
  await page.goto(paths.identify);
  await expect(main.getByRole('heading', { level: 1, name: 'What tree is this?' })).toBeVisible();
  const count = main.getByRole('status').filter({ hasText: /fit your answers/ });
  await expect(count).toHaveText(`${CATALOG_SPECIES} trees fit your answers.`);
  // The first choice of the question the key offers first (which one depends on the season).
  await main
    .getByRole('button', { name: /\d+ trees?$/ })
    .first()
    .click();
  await expect(count).not.toHaveText(`${CATALOG_SPECIES} trees fit your answers.`);
  const narrowed = await count.textContent();
  await main.getByRole('button', { name: /^Undo/ }).first().click();
  await expect(count).toHaveText(`${CATALOG_SPECIES} trees fit your answers.`);
  expect(narrowed).toMatch(/^\d+ trees fit your answers\.$/);

  // A species page, its drawings drawn from what the device kept.
  await page.goto(speciesPath('quercus-robur'));
  await expect(main.getByRole('heading', { level: 1 })).toContainText('English oak');
  await expect(main.getByRole('heading', { name: 'Key features' })).toBeVisible();
  const leaf = main.getByRole('img', { name: 'Leaf of English oak, drawn' });
  await expect(leaf).toBeVisible();
  await expect.poll(() => leaf.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The plates.
  await page.goto(paths.plates);
  // Every tree's four drawings from the device: a long list to draw on a slow phone.
  await expect(main.getByText(`Showing all ${CATALOG_SPECIES} trees.`)).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole('button', { name: 'Shuffle' })).toBeDisabled();

  // A server-run page says it needs a connection instead of failing.
  await page.goto(paths.test);
  await expect(main.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
  await expect(main.getByText('Tests need a connection.')).toBeVisible();

  // Practice: three answers kept on the device.
  await page.goto(paths.practice);
  await expect(main.getByText('Practice — not scored, never on the leaderboard.')).toBeVisible();
  for (let answered = 1; answered <= 3; answered++) {
    await main.getByRole('heading', { name: 'Which tree is this?' }).waitFor();
    await main.getByRole('list', { name: 'Which tree is this?' }).getByRole('button').first().click();
    await expect(
      main
        .getByRole('status')
        .filter({ hasText: `${answered} ${answered === 1 ? 'answer' : 'answers'} waiting to be sent` }),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Next question' }).click();
  }

  // Back online: the answers go to the server once, and progress shows them.
  await context.setOffline(false);
  await expect(main.getByText('All practice answers saved to your progress.')).toBeVisible({ timeout: 15_000 });
  await page.goto(paths.progress);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // Counted once: the three answers, however often the page tried to send them.
  const progress = ProgressSchema.parse(await (await page.request.get('/api/progress')).json());
  expect(progress.answers).toBe(3);

  // Logging out empties what the account's requests left in the worker's caches (a shared phone).
  expect(await page.evaluate(() => caches.has('api-reads'))).toBe(true);
  await (await accountNav(page)).getByRole('button', { name: 'Log out' }).click();
  await expect(main.getByText('You have logged out.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.has('api-reads'))).toBe(false);
  allowOfflineFailures(consoleErrors);
});

/** Whose answers the worker kept for the account reads: the account each kept answer says it is for. */
const keptAccounts = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('api-reads'))) return [];
    const cache = await caches.open('api-reads');
    const kept = await Promise.all((await cache.keys()).map((request) => cache.match(request)));
    return [...new Set(kept.map((response) => response?.headers.get('x-leafwise-account') ?? null))];
  });

test('a shared phone forgets the last person when their session ends elsewhere, and never shows one account’s course to another', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const first = await signInAt(page, paths.home);
  await firstVisit(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('leafwise-course-kept')), { timeout: 60_000 })
    .not.toBeNull();
  const firstId = await page.evaluate(() => localStorage.getItem('leafwise.practiceUser'));
  expect(firstId).toBeTruthy();
  await expect.poll(() => keptAccounts(page)).toEqual([firstId]);

  // Their sessions end behind the page's back (as a ban, an admin or a password reset would end them).
  const revoked = await page.request.post('/api/auth/revoke-sessions', { data: {}, headers: { origin: E2E_ORIGIN } });
  expect(revoked.status()).toBe(200);
  // The page still believes they are signed in; its next signed-in read is refused, and everything goes.
  await (await accountNav(page)).getByRole('link', { name: 'Progress', exact: true }).click();
  await expect.poll(() => page.evaluate(() => caches.has('api-reads'))).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('leafwise.practiceUser'))).toBeNull();

  // Offline, the course does not show their standing: nothing of theirs is left to show.
  await goOffline(context, page);
  await page.goto(paths.learn);
  await expect(page.getByRole('main').getByText(`${first.email}`)).toHaveCount(0);
  expect(await keptAccounts(page)).toEqual([]);
  await context.setOffline(false);

  // The next person signs in on the same phone: what is kept is theirs alone, and a read in the
  // first person's name is never answered from it, even offline.
  await signInApi(page.request, await createVerifiedAccount(page.request));
  await page.goto(paths.learn);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const secondId = await page.evaluate(() => localStorage.getItem('leafwise.practiceUser'));
  expect(secondId).not.toBe(firstId);
  await expect.poll(() => keptAccounts(page)).toEqual([secondId]);
  await goOffline(context, page);
  const asked = (account: string) =>
    page.evaluate(
      (name) =>
        fetch('/api/course', { headers: { 'x-leafwise-account': name } }).then(
          (response) => response.headers.get('x-leafwise-account'),
          () => 'nothing',
        ),
      account,
    );
  expect(await asked(secondId ?? '')).toBe(secondId);
  expect(await asked(firstId ?? '')).toBe('nothing');
  await context.setOffline(false);
  allowRefusals(consoleErrors, 401);
  allowOfflineFailures(consoleErrors);
});
