import type { Locator, Page } from '@playwright/test';
import { unitPath } from '../../web/src/lib/links.ts';
import { paths } from '../../web/src/lib/paths.ts';
import { createVerifiedAccount, nav, signInApi } from '../accounts.ts';
import { FIRST_UNIT, toPictureQuestion } from '../course.ts';
import { expect, test } from '../fixtures.ts';
import { options, signInAt } from '../quiz.ts';

const PICTURES = /^(Leaf|Bark|Buds|Seed|Whole tree) picture, enlarge$/;

/** Through the first round's three study cards to its first question, the leaf alone. */
async function firstTrainingQuestion(page: Page) {
  await signInAt(page, paths.train);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Start Quick Training' }).click();
  for (const next of ['Next Tree', 'Next Tree', 'Start the quiz'])
    await main.getByRole('button', { name: next }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Identify this tree:' })).toBeFocused();
  await expect(main.getByRole('button', { name: PICTURES })).toHaveCount(1);
}

/**
 * A test's first question: all four pictures (Ancient, every type, so any tree may come), and the
 * whole tree as a fifth when `wholeTree`.
 */
async function firstTestQuestion(page: Page, { wholeTree = false } = {}) {
  await signInAt(page, paths.test);
  const main = page.getByRole('main');
  for (const name of ['10', 'Ancient', 'All Trees']) await main.getByRole('radio', { name }).check();
  if (wholeTree) {
    await main.getByText('Advanced options').click();
    await main.getByRole('checkbox', { name: 'The whole tree too' }).check();
  }
  await main.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Identify this tree:' })).toBeFocused();
  await expect(main.getByRole('button', { name: PICTURES })).toHaveCount(wholeTree ? 5 : 4);
}

/**
 * A leaderboard challenge's first question (the run is left unanswered: a run with no score never
 * reaches the board). The e2e challenge lasts seconds, so this looks at once.
 */
async function firstChallengeQuestion(page: Page) {
  await signInAt(page, paths.leaderboard);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Start the challenge' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Identify this tree:' })).toBeFocused();
  await expect(main.getByRole('button', { name: PICTURES })).toHaveCount(4);
}

/**
 * A course unit's first picture question (a name, four pictures to tap): the first unit's practice,
 * its name questions before it answered at random.
 */
async function firstPictureQuestion(page: Page) {
  await signInApi(page.request, await createVerifiedAccount(page.request));
  await page.goto(`${unitPath(FIRST_UNIT.id)}?step=practice`);
  await page.getByRole('main').getByRole('button', { name: 'Start practice' }).click();
  return (await toPictureQuestion(page)).choices;
}

/** `element` wholly on screen: inside it left to right, and between its top and `bottom`. */
async function expectOnScreen(element: Locator, bottom: number, width: number) {
  const box = await element.boundingBox();
  expect(box, 'rendered').not.toBeNull();
  if (!box) return;
  const name = (await element.getAttribute('aria-label')) ?? (await element.innerText()).replace(/\s+/g, ' ');
  const where = `${name} at ${JSON.stringify(box)}`;
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(width);
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, where).toBeLessThanOrEqual(bottom);
}

/** Where the screen ends for a question: the top of the phone's tab bar, fixed to the bottom edge. */
async function screenBottom(page: Page) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const tabBar = await nav(page).boundingBox();
  expect(tabBar && Math.round(tabBar.y + tabBar.height)).toBe(viewport.height);
  return { bottom: tabBar?.y ?? 0, width: viewport.width };
}

/**
 * Every picture and option of the question inside the screen and above the tab bar: as the
 * question came (focus on its heading), and again with the page at its very top, the header in view.
 */
async function expectQuestionOnOneScreen(page: Page) {
  const main = page.getByRole('main');
  const { bottom, width } = await screenBottom(page);
  const choices = options(main);
  await expect(choices).toHaveCount(4);
  for (const scrolled of [false, true]) {
    if (scrolled) await page.evaluate(() => window.scrollTo(0, 0));
    for (const choice of await choices.all()) {
      await expectOnScreen(choice, bottom, width);
      // Still a comfortable tap target.
      expect((await choice.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    for (const picture of await main.getByRole('button', { name: PICTURES }).all()) {
      await expectOnScreen(picture, bottom, width);
    }
  }
}

/** A picture question's heading and its four pictures, each a tap target, on screen as the question came and from the top. */
async function expectPictureQuestionOnOneScreen(page: Page, choices: Locator) {
  const { bottom, width } = await screenBottom(page);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  for (const scrolled of [false, true]) {
    if (scrolled) await page.evaluate(() => window.scrollTo(0, 0));
    await expectOnScreen(heading, bottom, width);
    for (const choice of await choices.all()) {
      await expectOnScreen(choice, bottom, width);
      // Large enough to see the picture, and well above a 44 px tap target.
      expect((await choice.boundingBox())?.height).toBeGreaterThanOrEqual(120);
    }
  }
}

/**
 * The picture opens full-screen over the question, which stays where it was; a key pressed then
 * answers nothing; Escape, a tap on the picture and a tap beside it each close it, focus back on it.
 */
async function expectEnlargeOverPage(page: Page, name: string, close: 'click' | 'tap') {
  const main = page.getByRole('main');
  const picture = main.getByRole('button', { name: `${name} picture, enlarge` });
  const choices = options(main);
  const before = await choices.last().boundingBox();
  const viewport = page.viewportSize();
  const enlarged = page.getByRole('dialog', { name: `${name}, enlarged` });
  const shrink = enlarged.getByRole('button', { name: `${name} picture, shrink` });

  const open = async () => {
    await (close === 'tap' ? picture.tap() : picture.click());
    await expect(enlarged).toBeVisible();
    await expect(shrink).toBeFocused();
  };

  await open();
  expect(await enlarged.boundingBox()).toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
  const big = await shrink.boundingBox();
  expect(big?.width).toBeGreaterThan(Math.min(viewport?.width ?? 0, viewport?.height ?? 0) * 0.8);
  expect(await choices.last().boundingBox()).toEqual(before);
  await page.keyboard.press('1');
  await page.keyboard.press('Escape');
  await expect(enlarged).toBeHidden();
  await expect(picture).toBeFocused();
  for (const choice of await choices.all()) await expect(choice).toBeEnabled();

  await open();
  await (close === 'tap' ? shrink.tap() : shrink.click());
  await expect(enlarged).toBeHidden();
  await expect(picture).toBeFocused();

  // The dark space around the picture closes it too.
  await open();
  const corner = { position: { x: 4, y: 4 } };
  await (close === 'tap' ? enlarged.tap(corner) : enlarged.click(corner));
  await expect(enlarged).toBeHidden();
  await expect(picture).toBeFocused();

  // From the keyboard: Enter opens, Space closes.
  await page.keyboard.press('Enter');
  await expect(shrink).toBeFocused();
  await page.keyboard.press('Space');
  await expect(enlarged).toBeHidden();
  await expect(picture).toBeFocused();
  expect(await choices.last().boundingBox()).toEqual(before);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test.describe(`a question on a ${viewport.width} × ${viewport.height} phone`, () => {
    test.use({ viewport });
    test.skip(({ isMobile }) => !isMobile, 'the phone project: touch, and the tab bar');

    test('training: the leaf and all four options on one screen, the leaf opens full-screen', async ({ page }) => {
      await firstTrainingQuestion(page);
      await expectQuestionOnOneScreen(page);
      await expectEnlargeOverPage(page, 'Leaf', 'tap');
    });

    test('test: the four pictures and all four options on one screen, each opens full-screen', async ({ page }) => {
      await firstTestQuestion(page);
      await expectQuestionOnOneScreen(page);
      await expectEnlargeOverPage(page, 'Bark', 'tap');
    });

    test('test with the whole tree: five pictures and all four options on one screen', async ({ page }) => {
      await firstTestQuestion(page, { wholeTree: true });
      await expectQuestionOnOneScreen(page);
      await expectEnlargeOverPage(page, 'Whole tree', 'tap');
    });

    test('the leaderboard challenge: its countdown, pictures and options on one screen', async ({ page }) => {
      await firstChallengeQuestion(page);
      await expectQuestionOnOneScreen(page);
    });

    test('a course picture question: the name asked and its four pictures on one screen', async ({ page }) => {
      await expectPictureQuestionOnOneScreen(page, await firstPictureQuestion(page));
    });
  });
}

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => Boolean(isMobile), 'the desktop project');

  test('a test picture opens full-screen and closes by click, Escape and the keyboard', async ({ page }) => {
    await firstTestQuestion(page);
    await expectEnlargeOverPage(page, 'Seed', 'click');
  });

  test('a training leaf opens full-screen and closes by click, Escape and the keyboard', async ({ page }) => {
    await firstTrainingQuestion(page);
    await expectEnlargeOverPage(page, 'Leaf', 'click');
  });
});
