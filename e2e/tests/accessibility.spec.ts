import { QuizResponseSchema } from '@leafwise/contract';
import type { Page } from '@playwright/test';
import { unitPath } from '../../web/src/lib/links.ts';
import { paths } from '../../web/src/lib/paths.ts';
import { allowOfflineFailures, createVerifiedAccount, signInApi } from '../accounts.ts';
import { expectNoViolations } from '../axe.ts';
import { courseUnits, FIRST_UNIT, toPictureQuestion } from '../course.ts';
import { expect, test } from '../fixtures.ts';
import { options } from '../quiz.ts';
import { E2E_ORIGIN } from '../site.ts';

/** A training played wrong throughout through the API, so the progress page has figures, a table and mix-ups. */
async function playATraining(page: Page) {
  const started = await page.request.post('/api/quizzes', {
    data: { mode: 'training' },
    headers: { origin: E2E_ORIGIN },
  });
  expect(started.status()).toBe(201);
  const { quiz } = QuizResponseSchema.parse(await started.json());
  const studied = new Set(quiz.study?.map((tree) => tree.tree_id));
  for (const question of quiz.questions) {
    const wrong = question.options.find((option) => !studied.has(option.tree_id));
    const answered = await page.request.post(`/api/quizzes/${quiz.quiz_id}/questions/${question.index}/answer`, {
      data: { tree_id: wrong?.tree_id },
      headers: { origin: E2E_ORIGIN },
    });
    expect(answered.status()).toBe(200);
  }
}

/** A new account, signed in for the browser too (the page's requests share its cookies). */
async function signIn(page: Page) {
  await signInApi(page.request, await createVerifiedAccount(page.request));
}

test('home, signed out', async ({ page }) => {
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'home');
});

test('the plates, found by name', async ({ page }) => {
  await page.goto(`${paths.plates}?q=oak`);
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /Showing \d+ of/ }),
  ).toBeVisible();
  await expectNoViolations(page, 'the plates');
});

test('a tap shows no grey flash: presses and focus show themselves instead', async ({ page }) => {
  await page.goto(paths.home);
  const highlight = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('-webkit-tap-highlight-color'),
  );
  expect(highlight).toBe('rgba(0, 0, 0, 0)');
});

test('home, signed in', async ({ page }) => {
  await signIn(page);
  await page.goto(paths.home);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Train' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'home, signed in');
});

test('training: the start, a tree to study, a question before and after its answer', async ({ page }) => {
  await signIn(page);
  await page.goto(paths.train);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Start Quick Training' })).toBeVisible();
  await expectNoViolations(page, 'the training page');
  await main.getByRole('button', { name: 'Start Quick Training' }).click();
  await expect(main.getByRole('button', { name: 'Next Tree' })).toBeVisible();
  await expectNoViolations(page, 'a tree to study');
  for (const next of ['Next Tree', 'Next Tree', 'Start the quiz'])
    await main.getByRole('button', { name: next }).click();
  await expect(options(main)).toHaveCount(4);
  await expectNoViolations(page, 'a training question');
  await main.getByRole('button', { name: 'Leaf picture, enlarge' }).click();
  await expect(page.getByRole('dialog', { name: 'Leaf, enlarged' })).toBeVisible();
  await expectNoViolations(page, 'the enlarged picture');
  await page.keyboard.press('Escape');
  await options(main).first().click();
  await expect(main.getByRole('button', { name: 'Next' })).toBeVisible();
  await expectNoViolations(page, 'an answered training question');
});

test('test: the settings, and a question before and after its answer', async ({ page }) => {
  await signIn(page);
  await page.goto(paths.test);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Test' })).toBeVisible();
  await expectNoViolations(page, 'the test settings');
  for (const name of ['10', 'Ancient', 'All Trees']) await main.getByRole('radio', { name }).check();
  await main.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(options(main)).toHaveCount(4);
  await expectNoViolations(page, 'a test question');
  await options(main).first().click();
  await expect(main.getByRole('button', { name: 'Next' })).toBeVisible();
  await expectNoViolations(page, 'an answered test question');
});

test('progress: new, then with answers, a mix-up compared', async ({ page }) => {
  await signIn(page);
  await page.goto(paths.progress);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your Progress' })).toBeVisible();
  await expectNoViolations(page, 'progress, new');
  await playATraining(page);
  await page.reload();
  await expect(main.getByRole('table')).toBeVisible();
  await main.getByRole('button', { name: 'Compare them' }).first().click();
  await expect(main.getByRole('button', { name: 'Hide the comparison' })).toBeVisible();
  await expect(main.getByRole('button', { name: /picture, enlarge$/ }).first()).toBeVisible();
  await expectNoViolations(page, 'progress, with answers');
});

test('leaderboard', async ({ page }) => {
  await signIn(page);
  await page.goto(paths.leaderboard);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ancient Leaderboard' })).toBeVisible();
  // The board has loaded, whether or not anyone is on it yet.
  await expect(main.getByText('Loading leaderboard...')).toBeHidden();
  await expectNoViolations(page, 'the leaderboard');
});

test('the course path, signed out and in', async ({ page }) => {
  const units = await courseUnits(page.request);
  await page.goto(paths.learn);
  const main = page.getByRole('main');
  await expect(main.getByText(`0 of ${units.length} units done`, { exact: true })).toBeVisible();
  await expectNoViolations(page, 'the path, signed out');
  await signIn(page);
  await page.reload();
  await expect(main.getByRole('link', { name: `Start: ${FIRST_UNIT.title}` })).toBeVisible();
  await expectNoViolations(page, 'the path, signed in');
});

test('a unit: its lesson, a tree to study, the practice, a picture question before and after its answer, a locked unit', async ({
  page,
}) => {
  // Five pages scanned in one test: axe alone takes seconds a scan on a busy 2-core machine.
  test.slow();
  await signIn(page);
  await page.goto(unitPath(FIRST_UNIT.id));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: FIRST_UNIT.title })).toBeVisible();
  await expectNoViolations(page, 'a lesson');
  await main.getByRole('button', { name: 'Study the trees' }).click();
  await expect(main.getByRole('button', { name: 'Next Tree' })).toBeVisible();
  await expectNoViolations(page, 'a unit tree to study');
  await main.getByRole('link', { name: /Practice/ }).click();
  await expect(main.getByRole('checkbox', { name: 'One picture at a time' })).toBeVisible();
  await expectNoViolations(page, 'the practice with its ways to practise');
  await main.getByRole('button', { name: 'Start practice' }).click();
  const { choices } = await toPictureQuestion(page);
  await expectNoViolations(page, 'a picture question');
  await choices.first().click();
  await expect(main.getByRole('button', { name: 'Next' })).toBeVisible();
  await expectNoViolations(page, 'an answered picture question');
  const [, second] = await courseUnits(page.request);
  await page.goto(unitPath(second?.id ?? ''));
  await expect(main.getByRole('heading', { level: 2, name: 'Locked for now' })).toBeVisible();
  await expectNoViolations(page, 'a locked unit');
});

test('in the field: the index, a species page, the key after an answer, practice after an answer, an offline notice', async ({
  page,
  context,
  consoleErrors,
}) => {
  // Five pages scanned, the key's among them with the drawings of every tree still fitting: axe alone
  // takes seconds a scan on a busy 2-core machine.
  test.slow();
  const main = page.getByRole('main');
  await page.goto(`${paths.trees}?q=acer`);
  await expect(main.getByRole('link', { name: /Sycamore/ })).toBeVisible();
  await expectNoViolations(page, 'the index of trees');

  await page.goto(`${paths.trees}/acer-pseudoplatanus`);
  await expect(main.getByRole('heading', { name: 'Look-alikes' })).toBeVisible();
  await main.getByText('How to tell it from Norway maple').click();
  await expectNoViolations(page, 'a species page, a comparison open');

  await page.goto(paths.identify);
  await main
    .getByRole('button', { name: /\d+ trees?$/ })
    .first()
    .click();
  await expect(main.getByRole('button', { name: /^Undo/ })).toBeVisible();
  await expectNoViolations(page, 'the key after an answer');

  await page.goto(paths.practice);
  await main.getByRole('list', { name: 'Which tree is this?' }).getByRole('button').first().click();
  await expect(main.getByRole('button', { name: 'Next question' })).toBeVisible();
  await expectNoViolations(page, 'practice after an answer');

  await context.setOffline(true);
  await main
    .getByRole('navigation')
    .or(page.getByRole('navigation'))
    .getByRole('link', { name: 'Test' })
    .first()
    .click();
  await expect(main.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
  await expectNoViolations(page, 'an offline notice');
  await context.setOffline(false);
  allowOfflineFailures(consoleErrors);
});
