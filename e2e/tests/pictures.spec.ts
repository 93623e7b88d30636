import { mkdirSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { paths } from '../../web/src/lib/paths.ts';
import { expect, test } from '../fixtures.ts';
import { signInAt } from '../quiz.ts';

/**
 * The pictures (docs/pictures.md) in the browser: five per tree (the whole tree last), a public specimen at
 * random on every study card, the plates' Shuffle, and an enlarged drawing asked for at high detail.
 * The drawings change as they are redrawn, so this looks at which file is asked for and that it
 * loads, never at what it shows. Each test leaves a screenshot in SHOTS to look at.
 */
const SHOTS = process.env.PICTURE_SHOTS ?? '/tmp/plumb-shots';

async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-${name}.png`, fullPage });
}

const isDrawing = (src: string) => /\.svg(\?|$)/.test(src);

/** An image wholly loaded, at the size its file says. */
async function expectLoaded(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('the plates show five drawings a tree, and Shuffle draws each again from another specimen', async ({
  page,
}, testInfo) => {
  await page.goto(paths.plates);
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Name' }).fill('Quercus robur');
  const oak = main.getByRole('listitem').filter({ hasText: 'Quercus robur' });
  await expect(main.getByRole('listitem')).toHaveCount(1);
  const pictures = oak.getByRole('img');
  await expect(pictures).toHaveCount(5);
  await expect(oak.getByRole('figure')).toHaveText(['Leaf', 'Bark', 'Buds', 'Seed', 'Whole tree']);
  const sources = () => pictures.evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''));

  // First the field guide's drawings, which the device keeps for use offline.
  const first = await sources();
  for (const src of first) {
    expect(src).toMatch(/^\/assets\/field-guide\/drawings\/quercus-robur-(leaf|bark|bud|seed|form)\.\w+\.svg$/);
  }
  for (const picture of await pictures.all()) await expectLoaded(picture);
  await shot(page, testInfo, 'plates', true);

  const shuffle = main.getByRole('button', { name: 'Shuffle' });
  let before = first;
  for (let round = 0; round < 2; round++) {
    await shuffle.click();
    await expect.poll(sources).not.toEqual(before);
    const after = await sources();
    after.forEach((src, i) => {
      // The same slot's drawing, another specimen than before: from the server, by the species' slug.
      const slot = /-(leaf|bark|bud|seed|form)\./.exec(first[i] ?? '')?.[1];
      expect(src).toMatch(new RegExp(`^/api/illustrations/quercus-robur/${slot}\\.svg\\?n=[1-5]$|^${first[i]}$`));
      expect(src).not.toBe(before[i]);
    });
    for (const picture of await pictures.all()) await expectLoaded(picture);
    before = after;
  }
  await expect(main.getByRole('status').filter({ hasText: 'Shuffled' })).toBeAttached();
  await shot(page, testInfo, 'plates-shuffled', true);
});

test('a study card shows five pictures, each drawing a specimen at random, and enlarges a drawing in high detail', async ({
  page,
}, testInfo) => {
  await signInAt(page, paths.train);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Start Quick Training' }).click();

  const drawings: string[] = [];
  for (let card = 1; card <= 3; card++) {
    const name = main.getByRole('heading', { level: 1 });
    await expect(name).toBeFocused();
    const pictures = main.getByRole('button', { name: / picture, enlarge$/ });
    await expect(pictures).toHaveCount(5);
    await expect(pictures.last()).toHaveAccessibleName(/^Whole tree of .+ picture, enlarge$/);
    const sources = await pictures
      .locator('img')
      .evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''));
    // The whole tree is always a drawing; a part may show a photo instead, left as it is.
    expect(isDrawing(sources[4] ?? '')).toBe(true);
    for (const src of sources.filter(isDrawing)) expect(src).toMatch(/\.svg\?v=[\w-]+(&n=[1-5])?$/);
    drawings.push(...sources.filter(isDrawing));

    if (card === 1) {
      await shot(page, testInfo, 'study-card', true);
      // The whole tree, enlarged: the same specimen, asked for at high detail.
      const whole = pictures.last();
      const small = (await whole.locator('img').getAttribute('src')) ?? '';
      await whole.click();
      const dialog = page.getByRole('dialog', { name: /^Whole tree of .+, enlarged$/ });
      await expect(dialog).toBeVisible();
      const big = dialog.locator('img');
      await expect(big).toHaveAttribute('src', `${small}&detail=high`);
      await expectLoaded(big);
      await shot(page, testInfo, 'enlarged');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await main.getByRole('button', { name: card < 3 ? 'Next Tree' : 'Start the quiz' }).click();
  }
  // Fifteen drawings or so, each a specimen in six: all of them the first would be a broken choice.
  expect(drawings.filter((src) => /&n=[1-5]$/.test(src)).length).toBeGreaterThan(0);
});

test('a test with the whole tree shows it as a fifth picture, and enlarged asks for high detail', async ({
  page,
}, testInfo) => {
  await signInAt(page, paths.test);
  const main = page.getByRole('main');
  for (const name of ['10', 'Sapling', 'All Trees']) await main.getByRole('radio', { name }).check();
  await main.getByText('Advanced options').click();
  await main.getByRole('checkbox', { name: 'The whole tree too' }).check();
  await main.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Identify this tree:' })).toBeFocused();
  const pictures = main.getByRole('button', { name: / picture, enlarge$/ });
  await expect(pictures).toHaveCount(5);
  const whole = main.getByRole('button', { name: 'Whole tree picture, enlarge' });
  const small = (await whole.locator('img').getAttribute('src')) ?? '';
  expect(small).toMatch(/^\/api\/quizzes\/[0-9a-f-]{36}\/questions\/0\/form\.svg$/);
  await expectLoaded(whole.locator('img'));
  await shot(page, testInfo, 'test-question');
  await whole.click();
  const big = page.getByRole('dialog', { name: 'Whole tree, enlarged' }).locator('img');
  await expect(big).toHaveAttribute('src', `${small}?detail=high`);
  await expectLoaded(big);
  await shot(page, testInfo, 'test-enlarged');
});
