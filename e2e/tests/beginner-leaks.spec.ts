import { type CourseResponse, CourseResponseSchema, type Quiz } from '@leafwise/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { speciesPath, unitPath } from '../../web/src/lib/links.ts';
import { paths } from '../../web/src/lib/paths.ts';
import { createVerifiedAccount, nav, signInApi } from '../accounts.ts';
import { FIRST_UNIT } from '../course.ts';
import { expect, test } from '../fixtures.ts';
import { resultFigures } from '../quiz.ts';
import { E2E_ORIGIN } from '../site.ts';

// Issue 27, part 6: four leaks a beginner on a phone meets. Each test runs on the phone and desktop projects.

const headers = { origin: E2E_ORIGIN };
const SCORE_RULE = 'How the score is made: (correct − incorrect) × 14, never below 0.';
const MASTERED_COMES = 'mastered comes with right answers spread over weeks';

async function signedIn(page: Page) {
  await signInApi(page.request, await createVerifiedAccount(page.request));
}

async function startQuiz(request: APIRequestContext, data: object): Promise<Quiz> {
  const started = await request.post('/api/quizzes', { data, headers });
  expect(started.status()).toBe(201);
  return ((await started.json()) as { quiz: Quiz }).quiz;
}

/** Answers a quiz's open questions through the API, each with its first option (name or picture), then finishes it. */
async function answerAll(request: APIRequestContext, quiz: Quiz, { finish = true, before = Infinity } = {}) {
  for (const question of quiz.questions) {
    if (question.index >= before) break;
    const data = question.kind === 'picture' ? { option: 0 } : { tree_id: question.options[0]?.tree_id };
    const answered = await request.post(`/api/quizzes/${quiz.quiz_id}/questions/${question.index}/answer`, {
      data,
      headers,
    });
    expect(answered.status()).toBe(200);
  }
  if (finish) expect((await request.post(`/api/quizzes/${quiz.quiz_id}/finish`, { headers })).status()).toBe(200);
}

test('a visitor finds Log in and Sign up on the first screen of every page, the navigation as it was', async ({
  page,
}) => {
  const banner = page.getByRole('banner');
  for (const path of [paths.home, paths.about, speciesPath('quercus-robur')]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['Log in', 'Sign up']) {
      const link = banner.getByRole('navigation', { name: 'Account' }).getByRole('link', { name, exact: true });
      // Wholly on the first screen: nothing to scroll, no menu to open.
      await expect(link, `${name} on ${path}`).toBeInViewport({ ratio: 1 });
      expect((await link.boundingBox())?.height, 'a full tap target').toBeGreaterThanOrEqual(44);
    }
    // The navigation keeps the specification's four, and a visitor has no More to look behind.
    await expect(nav(page).getByRole('link')).toHaveText(['Home', 'Train', 'Test', 'About']);
    await expect(nav(page).getByRole('button')).toHaveCount(0);
  }
  await banner.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await banner.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  // Signed in, they give way to the signed-in pages. On a phone they cost the header no height.
  await page.goto(paths.about);
  const visitorHeader = (await banner.boundingBox())?.height;
  await signedIn(page);
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Learn' })).toBeVisible();
  await expect(banner.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
  if ((page.viewportSize()?.width ?? 0) < 768) expect((await banner.boundingBox())?.height).toBe(visitorHeader);
});

test("a test's score says how it is made, beside it; the leaderboard says it too", async ({ page }) => {
  await signedIn(page);
  const quiz = await startQuiz(page.request, { mode: 'test', level: 1, tree_count: 10 });
  await answerAll(page.request, quiz);
  await page.goto(`${paths.test}?quiz=${quiz.quiz_id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Quiz Complete!' })).toBeVisible();
  const { correct = -1, incorrect = -1 } = await resultFigures(main);
  expect(correct + incorrect).toBe(10);
  const score = Math.max(0, correct - incorrect) * 14;
  const working =
    correct > incorrect
      ? `Here (${correct} − ${incorrect}) × 14 = ${score}.`
      : `Here (${correct} − ${incorrect}) × 14 is not above 0, so 0.`;
  const figure = main.getByRole('definition').first();
  await expect(figure).toHaveText(String(score));
  await expect(figure).toHaveAccessibleDescription(`${SCORE_RULE} ${working}`);
  // Right under the figures: no more than a gap away from the score's box.
  const rule = main.getByText(SCORE_RULE);
  await expect(rule).toBeVisible();
  const [ruleBox, scoreBox] = [await rule.boundingBox(), await figure.locator('..').boundingBox()];
  expect(ruleBox && scoreBox && ruleBox.y - (scoreBox.y + scoreBox.height)).toBeLessThanOrEqual(32);

  await page.goto(paths.leaderboard);
  await expect(main.getByText(SCORE_RULE)).toBeVisible();
});

test('the stages of knowing a tree are defined on the progress page and said alike after a checkpoint', async ({
  page,
}) => {
  await signedIn(page);
  const checkpoint = await startQuiz(page.request, { mode: 'checkpoint', unit_id: FIRST_UNIT.id });
  await answerAll(page.request, checkpoint);
  const course: CourseResponse = CourseResponseSchema.parse(await (await page.request.get('/api/course')).json());
  const known = course.units.find((unit) => unit.id === FIRST_UNIT.id)?.trees_known ?? -1;

  await page.goto(`${unitPath(FIRST_UNIT.id)}?step=checkpoint&quiz=${checkpoint.quiz_id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: /^(Checkpoint passed!|Not passed yet)$/ })).toBeVisible();
  // The unit's trees known, and why none is mastered from one sitting, together.
  await expect(main.getByText(`${known} of 4 known; ${MASTERED_COMES}.`, { exact: true })).toBeVisible();
  // Where the learner stands, in the same words (the reason is not said twice).
  const standing = main.getByRole('region', { name: 'Where you stand' });
  await expect(standing).toContainText(`${known} ${known === 1 ? 'tree' : 'trees'} known, 0 mastered.`);
  await expect(standing).not.toContainText('Trees mastered');

  await page.goto(paths.progress);
  const summary = main.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('term')).toHaveText([
    'Trees seen',
    'Trees known',
    'Trees mastered',
    'Due now',
    'Day streak',
  ]);
  await expect(summary.getByRole('definition').nth(1)).toHaveText(String(known));
  await expect(summary.getByRole('definition').nth(2)).toHaveText('0');
  await expect(summary).toContainText(`No tree is mastered yet: ${MASTERED_COMES}.`);
  const stages = main.getByRole('region', { name: 'How well you know a tree' });
  await expect(stages.getByRole('term')).toHaveText(['New', 'Seen', 'Known', 'Mastered']);
  await expect(stages.getByRole('definition').nth(2)).toHaveText('named right at least once.');
  await expect(stages.getByRole('definition').nth(3)).toContainText('still name it after 21 days');
  await expect(stages.getByRole('definition').nth(3)).toContainText(MASTERED_COMES);
});

type Box = { x: number; y: number; width: number; height: number };

/** Where the picture itself is drawn inside its <img>, as object-fit places it (centred, object-position's default). */
const drawnBox = (img: Locator) =>
  img.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const box = element.getBoundingClientRect();
    const fit = getComputedStyle(element).objectFit;
    const [natural, shown] = [element.naturalWidth / element.naturalHeight, box.width / box.height];
    let { width, height } = box;
    if ((fit === 'contain' && natural > shown) || (fit === 'cover' && natural < shown)) height = width / natural;
    else if (fit === 'contain' || fit === 'cover') width = height * natural;
    const frame = (element.closest('picture') ?? element).parentElement?.getBoundingClientRect() ?? box;
    return {
      drawn: { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height },
      frame: { x: frame.x, y: frame.y, width: frame.width, height: frame.height },
    };
  });

const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Each picture option whole, centred in its frame, inside its tile, and its number (or mark) clear of it. */
async function expectWholePictures(choices: Locator) {
  await expect(choices).toHaveCount(4);
  for (const [place, choice] of (await choices.all()).entries()) {
    const tile = (await choice.boundingBox()) as Box;
    const { drawn, frame } = await drawnBox(choice.getByRole('img'));
    const where = `picture ${place + 1}: drawn at ${JSON.stringify(drawn)}, frame ${JSON.stringify(frame)}, tile ${JSON.stringify(tile)}`;
    expect(within(drawn, frame), `whole in its frame, ${where}`).toBe(true);
    expect(within(frame, tile), `frame inside its tile, ${where}`).toBe(true);
    expect(Math.abs(drawn.x + drawn.width / 2 - (frame.x + frame.width / 2)), `centred, ${where}`).toBeLessThan(1);
    expect(Math.abs(drawn.y + drawn.height / 2 - (frame.y + frame.height / 2)), `centred, ${where}`).toBeLessThan(1);
    const badge = choice.getByText(new RegExp(`^(${place + 1}|✓|✗)$`));
    await expect(badge).toBeVisible();
    const badgeBox = (await badge.boundingBox()) as Box;
    expect(overlap(badgeBox, drawn), `the badge at ${JSON.stringify(badgeBox)} off the ${where}`).toBe(false);
    expect(within(badgeBox, tile), `the badge inside its tile, ${where}`).toBe(true);
  }
}

test('the pictures of a picture question are whole and centred in their tiles, their numbers off them', async ({
  page,
}) => {
  await signedIn(page);
  const practice = await startQuiz(page.request, { mode: 'practice', unit_id: FIRST_UNIT.id });
  const first = practice.questions.find((question) => question.kind === 'picture');
  expect(first, 'a practice has picture questions').toBeDefined();
  // The name questions before it answered, the page opens on the picture question.
  await answerAll(page.request, practice, { finish: false, before: first?.index });
  await page.goto(`${unitPath(FIRST_UNIT.id)}?step=practice&quiz=${practice.quiz_id}`);
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1, name: /^Which is / });
  await expect(heading).toBeVisible();
  const choices = main.getByRole('list', { name: await heading.innerText() }).getByRole('button');
  await expectWholePictures(choices);

  // Answered, each names its tree beside its mark, the pictures as whole as before; on a tablet too.
  await choices.first().click();
  await expect(main.getByRole('button', { name: 'Next' })).toBeVisible();
  await expectWholePictures(choices);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectWholePictures(choices);
});
