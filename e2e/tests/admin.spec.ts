import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { AdminSpeciesPhotosResponse, Quiz } from '@leafwise/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '../../web/src/lib/paths.ts';
import { accountNav, createVerifiedAccount, logIn, newAccount, signInApi } from '../accounts.ts';
import { expectNoViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { runWithAScore, signInAt } from '../quiz.ts';
import { E2E_ORIGIN } from '../site.ts';

// The owner's console, played by the arborist on a phone and at a desk, once every other file has
// run (playwright.config.ts): it puts a score on the one board and a photo on a species, which
// other files count on finding as they seeded them. Each project takes its own species.
const SPECIES = {
  'admin-phone': { slug: 'betula-pendula', common: 'Silver birch' },
  'admin-desktop': { slug: 'fagus-sylvatica', common: 'Beech' },
} as const;

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * An admin as the owner makes one: a verified account, granted with `npm run admin`, which on the
 * embedded database asks the running server to make the change (and is recorded in the trail).
 */
async function newAdmin(request: APIRequestContext) {
  const admin = await createVerifiedAccount(request, { ...newAccount(), name: `Arborist ${Date.now() % 100_000}` });
  execFileSync(process.execPath, [join(ROOT, 'server', 'src', 'admin-cli.ts'), 'grant', admin.email], {
    env: { ...process.env, DATA_DIR: process.env.LEAFWISE_E2E_DATA_DIR },
    stdio: 'pipe',
  });
  return admin;
}

/** A learner in a browser of their own, signed in, with a score on the board. */
async function newPlayer(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN, serviceWorkers: 'block' });
  const player = await createVerifiedAccount(context.request);
  await signInApi(context.request, player);
  const { quizId } = await runWithAScore(context.request);
  const submitted = await context.request.post('/api/leaderboards/ancient/entries', {
    data: { quiz_id: quizId },
    headers: { origin: E2E_ORIGIN },
  });
  expect(submitted.status()).toBe(201);
  return { ...player, context };
}

/** The learner's study card of one species, as a review of just that tree opens it. */
async function studyCardOf(learner: Page, treeId: number) {
  const started = await learner.request.post('/api/quizzes', {
    data: { mode: 'review', tree_ids: [treeId] },
    headers: { origin: E2E_ORIGIN },
  });
  expect(started.status()).toBe(201);
  const { quiz } = (await started.json()) as { quiz: Quiz };
  await learner.goto(`${paths.train}?quiz=${quiz.quiz_id}`);
  return learner.getByRole('main');
}

/** axe finds nothing, and nothing is wider than the screen (a 360 px phone scrolls down, never sideways). */
async function expectSound(page: Page, where: string) {
  await expectNoViolations(page, where);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} is wider than the screen`).toBe(0);
}

const currentSrc = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('img', { name })
    .evaluate((img: HTMLImageElement) => img.currentSrc || img.src);

test('the owner uploads a photo, finds it on a learner’s card, removes it; bans and unbans a player, takes their score off the board, and reads it all in the audit trail', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const species = SPECIES[testInfo.project.name as keyof typeof SPECIES];
  test.skip(!species, 'the console runs in its own projects, after the rest');
  const admin = await newAdmin(page.request);
  const player = await newPlayer(browser);
  const learner = await player.context.newPage();

  // Admin is last in an admin's navigation (behind More on a phone).
  await page.goto(paths.login);
  await logIn(page, admin.email, admin.password);
  await (await accountNav(page)).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/photos$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();

  // Photos: the species, then a photo of its leaf with its credit.
  await main.getByLabel('Find a species').fill(species.common);
  await main.getByRole('link', { name: new RegExp(`^${species.common}`) }).click();
  await expect(page).toHaveURL(new RegExp(`species=${species.slug}`));
  await main.getByLabel('Part of the tree').selectOption('leaf');
  await main.getByLabel('Author').fill('E2E Arborist');
  await main.getByLabel('Licence').selectOption('CC BY-SA 4.0');
  await main.getByLabel('Source (web address)').fill(`https://example.org/${species.slug}-leaf`);
  // A green of its own each run: the same file twice would be refused as already there.
  const photo = await sharp({
    create: {
      width: 1400,
      height: 1000,
      channels: 3,
      background: { r: 40 + Math.floor(Math.random() * 60), g: 90 + Math.floor(Math.random() * 60), b: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  await main.getByLabel('Choose photos').setInputFiles({ name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: photo });
  await main.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(main.getByText(/Added as photo \d+/)).toBeVisible({ timeout: 30_000 });
  const listed = (await (
    await page.request.get(`/api/admin/species/${species.slug}/photos`)
  ).json()) as AdminSpeciesPhotosResponse;
  const added = listed.photos.find((each) => each.slot === 'leaf');
  if (!added) throw new Error('the console lists no leaf photo of the species');
  expect(added.author).toBe('E2E Arborist');
  const photoId = added.photo_id;
  const fileBase = added.url.replace(/-\d+\.webp$/, '');
  const card = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Remove leaf photo ${photoId}` }) });
  await expect(card).toContainText('By E2E Arborist');
  await expect(card.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeVisible();
  await expectSound(page, "the console's photos");

  // What a learner sees: the console's preview, and the learner's own study card, at once.
  await card.getByRole('button', { name: `Preview leaf photo ${photoId}` }).click();
  const preview = page.getByRole('dialog', { name: `${species.common}, as a learner sees it` });
  await expect(preview).toBeVisible();
  await expect.poll(() => currentSrc(page, `Leaf of ${species.common}`)).toContain(fileBase);
  await preview.getByRole('button', { name: 'Close' }).click();
  await studyCardOf(learner, listed.tree.tree_id);
  await expect.poll(() => currentSrc(learner, `Leaf of ${species.common}`)).toContain(fileBase);

  // Removed: gone from the console, and the learner's next card shows the drawing again.
  await card.getByRole('button', { name: `Remove leaf photo ${photoId}` }).click();
  const removal = page.getByRole('alertdialog', { name: 'Remove this photo?' });
  await removal.getByRole('button', { name: 'Remove photo' }).click();
  await expect(main.getByRole('button', { name: `Remove leaf photo ${photoId}` })).toHaveCount(0);
  await studyCardOf(learner, listed.tree.tree_id);
  await expect.poll(() => currentSrc(learner, `Leaf of ${species.common}`)).not.toContain(fileBase);

  // The board: the player's score taken off, the player not banned; their run listed with its times.
  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await sections.getByRole('link', { name: 'Board' }).click();
  const boardList = main.getByRole('region', { name: 'The Ancient board' });
  const entry = boardList.getByRole('listitem').filter({ hasText: player.email });
  await expect(entry).toBeVisible();
  const runs = main.getByRole('region', { name: 'Recent challenge runs' });
  const run = runs
    .getByRole('listitem')
    .filter({ hasText: player.email })
    .filter({ hasText: /, put on the board/ });
  await expect(run).toContainText('Answer times:');
  await expectSound(page, "the console's board");
  await entry.getByRole('button', { name: 'Remove entry' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove entry' }).click();
  await expect(entry).toHaveCount(0);
  const board = await (await player.context.request.get('/api/leaderboards/ancient')).json();
  expect(board.own_entry).toBeNull();

  // People: a ban, with the leaderboard's words, then an unban.
  await sections.getByRole('link', { name: 'People' }).click();
  await main.getByLabel('Search people').fill(player.email);
  // The search has answered (the list before it stays, dimmed, until it does).
  await expect(main.getByText(`1 person matches “${player.email}”.`)).toBeVisible();
  const person = main.getByRole('listitem').filter({ hasText: player.email });
  await expect(person).toHaveCount(1);
  await expectSound(page, "the console's people");
  await person.getByRole('button', { name: 'Ban', exact: true }).click();
  const ban = page.getByRole('alertdialog', { name: 'Ban from the leaderboard' });
  await expect(ban).toContainText(
    `Are you sure you want to ban ${player.name}? This will remove them from all leaderboards.`,
  );
  await ban.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(person).toContainText(/banned/i);
  // Banned, the learner is signed out at once.
  expect((await player.context.request.get('/api/leaderboards/ancient')).status()).toBe(401);
  await person.getByRole('button', { name: 'Unban' }).click();
  await expect(person.getByRole('button', { name: 'Ban', exact: true })).toBeVisible();
  // The admin's own card offers no ban.
  await main.getByLabel('Search people').fill(admin.email);
  await expect(main.getByText(`1 person matches “${admin.email}”.`)).toBeVisible();
  const self = main.getByRole('listitem').filter({ hasText: admin.email });
  await expect(self).toHaveCount(1);
  await expect(self.getByRole('button', { name: 'Ban', exact: true })).toHaveCount(0);

  // The audit trail: every one of those, newest first, and the command that made this admin.
  await sections.getByRole('link', { name: 'Audit trail' }).click();
  await main.getByLabel('Search the audit trail').fill(player.email);
  // The search has answered when the rows are the player's alone (the trail before it stays, dimmed, until then).
  await expect(main.locator('tbody tr').filter({ hasNotText: player.email })).toHaveCount(0);
  await expect(main.locator('table[aria-busy="true"]')).toHaveCount(0);
  // A table at a desk, cards on a phone: the same rows either way.
  const rows = main.locator('tbody tr').filter({ hasText: admin.email });
  const action = (label: string) => rows.filter({ has: page.locator('td', { hasText: new RegExp(`^${label}$`) }) });
  await expect(action('Unbanned')).toHaveCount(1);
  await expect(action('Banned')).toHaveCount(1);
  await expect(action('Removed a board entry')).toHaveCount(1);
  await expectSound(page, "the console's audit trail");
  // Newest first: the unban above the ban, the ban above the removal.
  await expect(rows.locator('td:nth-child(3)')).toHaveText(['Unbanned', 'Banned', 'Removed a board entry']);
  await main.getByLabel('Search the audit trail').fill(admin.email);
  const granted = main.locator('tbody tr').filter({ has: page.locator('td', { hasText: /^Made admin$/ }) });
  await expect(granted).toHaveCount(1);
  await expect(granted).toContainText('command line (');
  await main.getByLabel('Search the audit trail').fill(`photo ${photoId},`);
  const photoRows = main.locator('tbody tr');
  await expect(photoRows.locator('td:nth-child(3)')).toHaveText(['Removed a photo', 'Added a photo']);
  await main.getByLabel('Show').selectOption({ label: 'People' });
  await expect(main.getByText('Nothing in the audit trail matches.')).toBeVisible();
  await player.context.close();
});

test('to a visitor and to a signed-in learner the console is a page that does not exist, and not in their navigation', async ({
  page,
}, testInfo) => {
  test.skip(!(testInfo.project.name in SPECIES), 'the console runs in its own projects, after the rest');
  const main = page.getByRole('main');
  await page.goto(paths.admin);
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await signInAt(page, paths.home);
  await expect((await accountNav(page)).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto(`${paths.admin}/people`);
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(main.getByLabel('Search people')).toHaveCount(0);
});
