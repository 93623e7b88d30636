import type { Page } from '@playwright/test';
import { paths } from '../../web/src/lib/paths.ts';
import { expect, test } from '../fixtures.ts';
import { signInAt } from '../quiz.ts';

test('/ redirects to /home', async ({ page }) => {
  await page.goto(paths.root);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the header, navigation bar and footer are on every page', async ({ page }) => {
  for (const path of [paths.home, paths.about, '/no/such/page']) {
    await page.goto(path);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Leafwise' })).toHaveAttribute('href', paths.home);
    await expect(header).toContainText('Learn the leaves, know the trees!');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Train', 'Test', 'About']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /feedback/i })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  }
});

test('the home page explains how it works', async ({ page }) => {
  await page.goto(paths.home);
  await expect(page).toHaveTitle(/Home/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: /how it works/i })).toBeVisible();
  await expect(main.getByRole('heading', { name: /training/i }).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: /test/i }).first()).toBeVisible();
  for (const level of ['Sapling', 'Veteran', 'Ancient']) await expect(main.getByText(level).first()).toBeVisible();
  await expect(main).toContainText(/one minute/i);
  await expect(main).toContainText(/click/i);
  await expect(main).toContainText(/enlarge/i);
});

test('the about page tells who made it and what is planned', async ({ page }) => {
  await page.goto(paths.about);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main).toContainText(/professional arborist/i);
  await expect(main).toContainText(/early stage/i);
  await expect(main.getByRole('link', { name: /@|e-?mail/i }).first()).toHaveAttribute('href', /^mailto:/);
  const planned = [
    /larger species database/i,
    /more photos/i,
    /leaderboard mode/i,
    /quick train/i,
    /step.by.step/i,
    /fungi/i,
  ];
  for (const feature of planned) {
    await expect(main.getByRole('listitem').filter({ hasText: feature })).toHaveCount(1);
  }
  // The About page's planned list stays as announced; those that have arrived say where to find them.
  await expect(main.getByRole('heading', { level: 2, name: /review the trees you miss/i })).toBeVisible();
  await expect(
    main
      .getByRole('listitem')
      .filter({ hasText: /quick train/i })
      .getByRole('link', { name: /Review my trees/ }),
  ).toHaveAttribute('href', paths.train);
  await expect(
    main
      .getByRole('listitem')
      .filter({ hasText: /leaderboard mode/i })
      .getByRole('link', { name: /challenge/ }),
  ).toHaveAttribute('href', paths.leaderboard);
  await expect(
    main
      .getByRole('listitem')
      .filter({ hasText: /larger species database/i })
      .getByRole('link', { name: /every common tree/ }),
  ).toHaveAttribute('href', paths.plates);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the SPA answers; the screen says what happened
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('does not exist');
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the navigation bar moves between pages and marks the current one', async ({ page }) => {
  await page.goto(paths.home);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  await page.getByRole('banner').getByRole('link', { name: 'Leafwise' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the keyboard reaches a skip link first, and it moves focus to the content', async ({ page, isMobile }) => {
  test.skip(isMobile, 'phones have no Tab key');
  await page.goto(paths.home);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to (main )?content/i });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

/** Visits each path and checks the page is no wider than the screen once its main heading is in. */
async function expectNoSidewaysScroll(page: Page, pathList: string[]) {
  for (const path of pathList) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
}

test('no page scrolls sideways', async ({ page }) => {
  await expectNoSidewaysScroll(page, [
    paths.home,
    paths.about,
    paths.plates,
    paths.credits,
    paths.login,
    paths.signup,
    paths.forgotPassword,
    '/no/such/page',
  ]);
});

test('no signed-in page scrolls sideways either', async ({ page }) => {
  await signInAt(page, paths.train);
  await expectNoSidewaysScroll(page, [paths.train, paths.test, paths.progress, paths.leaderboard, paths.profile]);
});

test('Train and Test ask a signed-out visitor to log in first, and come back after', async ({ page }) => {
  await page.goto(paths.home);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Train', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Ftrain$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await nav.getByRole('link', { name: 'Test', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Ftest$/);
});

test('the API reference renders from the OpenAPI document', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a developer page; one viewport is enough');
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Leafwise API/ })).toBeVisible();
  await expect(page.getByText('/api/trees/incorrect-options')).toBeVisible();
});

test('opening a link to image credits directly lands on them', async ({ page }) => {
  await page.goto(`${paths.about}#credits`);
  await expect(page.getByRole('heading', { name: 'Image credits' })).toBeInViewport();
});
