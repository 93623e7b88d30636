import { type Option, type Question, QuizResponseSchema, type StartQuizBody } from '@leafwise/contract';
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../web/src/lib/paths.ts';
import { accountNav } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { options, signInAt } from '../quiz.ts';
import { E2E_ORIGIN } from '../site.ts';

/** The common name of the tree being studied: its heading's text before the scientific name. */
const studiedName = (main: Locator) =>
  main.getByRole('heading', { level: 1 }).evaluate((heading) => heading.firstChild?.textContent?.trim() ?? '');

/** Studies the trees of a group, returning their common names. */
async function study(main: Locator, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let tree = 1; tree <= count; tree++) {
    // Wait for the next tree before reading its name.
    await expect(main.getByRole('heading', { level: 1 })).toHaveAccessibleDescription(
      new RegExp(`Study tree ${tree} of ${count}$`),
    );
    names.push(await studiedName(main));
    await main.getByRole('button', { name: tree < count ? 'Next Tree' : 'Start the quiz' }).click();
  }
  return names;
}

/** An option's common name: the text before its scientific name. */
const optionName = (option: Locator) =>
  option.evaluate((button) => button.querySelector('i')?.previousElementSibling?.textContent?.trim() ?? '');

/**
 * Answers on purpose: right picks the option that is one of the trees just studied (the wrong
 * options are never trees of the session), wrong picks one that is not. Returns the option's name.
 */
async function choose(page: Page, studied: string[], right: boolean): Promise<string> {
  const main = page.getByRole('main');
  const choices = options(main);
  await expect(choices).toHaveCount(4);
  // A new question's options are open; the last one's stay locked until it goes.
  for (const choice of await choices.all()) await expect(choice).toBeEnabled();
  for (const choice of await choices.all()) {
    const name = await optionName(choice);
    if (studied.includes(name) !== right) continue;
    await choice.click();
    await expect(main.getByRole('status').filter({ hasText: right ? 'Correct!' : 'Not quite.' })).toBeVisible();
    return name;
  }
  throw new Error(`no ${right ? 'right' : 'wrong'} option among those of ${studied.join(', ')}`);
}

/**
 * Plays a whole quiz through the API, as the signed-in browser (its cookie), answering each question
 * with the option `pick` chooses; `studied` holds the ids of the trees a training studies.
 */
async function playThroughApi(
  page: Page,
  start: StartQuizBody,
  pick: (question: Question, studied: ReadonlySet<number>) => Option | undefined,
) {
  const started = await page.request.post('/api/quizzes', { data: start, headers: { origin: E2E_ORIGIN } });
  expect(started.status()).toBe(201);
  const { quiz } = QuizResponseSchema.parse(await started.json());
  const studied = new Set(quiz.study?.map((tree) => tree.tree_id));
  for (const question of quiz.questions) {
    const answered = await page.request.post(`/api/quizzes/${quiz.quiz_id}/questions/${question.index}/answer`, {
      data: { tree_id: pick(question, studied)?.tree_id },
      headers: { origin: E2E_ORIGIN },
    });
    expect(answered.status()).toBe(200);
  }
}

test('a tree answered wrong comes back in the review, and the mix-up is listed with a drill', async ({ page }) => {
  await signInAt(page, paths.train);
  // Quick training asks about every tree: a learner who has chosen Ancient reviews whichever is missed.
  const level = await page.request.put('/api/progress/level', { data: { level: 3 }, headers: { origin: E2E_ORIGIN } });
  expect(level.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByText('The trees you miss in a training or a test will come back here.')).toBeVisible();

  // A training: the first question answered wrong on purpose, the other three right.
  await main.getByRole('button', { name: 'Start Quick Training' }).click();
  let missed = '';
  let takenFor = '';
  for (let group = 0; group < 2; group++) {
    const studied = await study(main, 3);
    for (let question = 0; question < 2; question++) {
      const wrong = group === 0 && question === 0;
      const chosen = await choose(page, studied, !wrong);
      if (wrong) {
        takenFor = chosen;
        const outcome = await main.getByRole('status').filter({ hasText: 'Not quite.' }).innerText();
        missed = /This is (.+?) \(/.exec(outcome)?.[1] ?? '';
      }
      await main.getByRole('button', { name: 'Next' }).click();
    }
  }
  await expect(main.getByRole('heading', { level: 1, name: 'Training Complete!' })).toBeVisible();
  await main.getByRole('button', { name: 'Back', exact: true }).click();

  // The review offers exactly the missed tree, and brings it back to study, then to name.
  const review = main.getByRole('region', { name: 'Review my trees' });
  await expect(review).toContainText('1 tree is due: 1 you missed last time.');
  await expect(review.getByRole('list', { name: 'Trees to review' }).getByRole('listitem')).toHaveText([
    new RegExp(`^${missed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `),
  ]);
  await review.getByRole('button', { name: 'Review my trees' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveAccessibleDescription('Group 1 of 1 · Study tree 1 of 1');
  expect(await study(main, 1)).toEqual([missed]);
  await expect(main.getByRole('heading', { level: 1, name: 'Identify this tree:' })).toHaveAccessibleDescription(
    'Group 1 of 1 · Question 1 of 1',
  );
  await choose(page, [missed], true);
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Review Complete!' })).toBeVisible();
  await main.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(review).toContainText('Nothing is due for review right now.');
  await expect(review.getByRole('link', { name: 'take a test' })).toHaveAttribute('href', paths.test);

  // The progress page: figures, the chart and its table, the mix-up.
  await expect((await accountNav(page)).getByRole('link', { name: 'Progress' })).toHaveAttribute(
    'href',
    paths.progress,
  );
  await page.goto(paths.progress);
  await expect(main.getByRole('heading', { level: 1, name: 'Your Progress' })).toBeVisible();
  // The three stages in their own words (the page defines them below), then what is due, and the streak.
  const summary = main.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('term')).toHaveText([
    'Trees seen',
    'Trees known',
    'Trees mastered',
    'Due now',
    'Day streak',
  ]);
  await expect(summary.getByRole('definition')).toHaveText(['4', '4', '0', '0', '1']);
  await expect(main).toContainText('You have answered 5 questions and got 4 right (80%).');
  await expect(main).toContainText(`The tree you miss most is ${missed}: 1 of 2 right.`);
  const chart = main.getByRole('img', { name: 'Right answers per level, by day' });
  await expect(chart).toBeVisible();
  // Its labels keep a readable size on a phone too: the chart is drawn at its own width, not shrunk.
  await expect
    .poll(() => chart.getByText('100%').evaluate((label) => label.getBoundingClientRect().height))
    .toBeGreaterThanOrEqual(12);
  const mixUp = main.getByRole('listitem').filter({ hasText: `You took ${missed} for ${takenFor} once.` });
  await expect(mixUp).toBeVisible();

  await mixUp.getByRole('button', { name: 'Compare them' }).click();
  await expect(mixUp.getByRole('button', { name: 'Hide the comparison' })).toHaveAttribute('aria-expanded', 'true');
  for (const name of [missed, takenFor]) {
    await expect(mixUp.getByRole('button', { name: `Leaf of ${name} picture, enlarge` })).toBeVisible();
  }

  // The species table sorts by accuracy: weakest first, then the other way.
  const table = main.getByRole('table', { name: /Your trees, sorted by accuracy/ });
  await expect(table.getByRole('rowheader').first()).toContainText(missed);
  await table.getByRole('button', { name: 'Accuracy' }).click();
  await expect(table.getByRole('columnheader', { name: /Accuracy/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('rowheader').last()).toContainText(missed);

  // The drill on just those two: both studied, then six questions between them.
  await mixUp.getByRole('button', { name: 'Drill these two' }).click();
  // It comes back to the mix-ups when it ends.
  await expect(page).toHaveURL(/\/train\?quiz=[0-9a-f-]{36}&back=%2Fprogress%23confusions-title$/);
  expect((await study(main, 2)).sort()).toEqual([missed, takenFor].sort());
  await expect(main.getByRole('heading', { level: 1, name: 'Identify this tree:' })).toHaveAccessibleDescription(
    'Group 1 of 1 · Question 1 of 6',
  );
  const names = await Promise.all((await options(main).all()).map(optionName));
  expect(names).toEqual(expect.arrayContaining([missed, takenFor]));
});

test('a new user is told the progress page fills up with their answers', async ({ page }) => {
  await signInAt(page, paths.progress);
  const main = page.getByRole('main');
  await expect(main).toContainText('You have not answered any questions yet.');
  await expect(main.getByRole('link', { name: 'Quick Training' })).toHaveAttribute('href', paths.train);
});

test('a long list of mix-ups shows the first three, and the rest on request', async ({ page }) => {
  await signInAt(page, paths.progress);
  // A training answered wrong throughout: its wrong options are never trees of the session, so
  // each of the four questions makes a mix-up of its own.
  await playThroughApi(page, { mode: 'training' }, (question, studied) =>
    question.options.find((option) => !studied.has(option.tree_id)),
  );

  await page.reload();
  const main = page.getByRole('main');
  const mixUps = main.getByRole('region', { name: 'Trees you mix up' }).getByRole('listitem');
  await expect(mixUps).toHaveCount(3);
  const showAll = main.getByRole('button', { name: 'Show all 4 mix-ups' });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await showAll.click();
  await expect(mixUps).toHaveCount(4);
  const showFewer = main.getByRole('button', { name: 'Show fewer' });
  await expect(showFewer).toHaveAttribute('aria-expanded', 'true');
  await showFewer.click();
  await expect(mixUps).toHaveCount(3);
});

test('the table of trees shows the first ten in its order, and every tree on request', async ({ page }) => {
  await signInAt(page, paths.progress);
  // A 20-tree test, whatever the answers.
  await playThroughApi(page, { mode: 'test', level: 3, tree_count: 20 }, (question) => question.options[0]);

  await page.reload();
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: /Your trees, sorted by accuracy/ });
  const rows = table.getByRole('rowheader');
  await expect(rows).toHaveCount(10);
  const weakestFirst = await rows.allInnerTexts();
  const showAll = main.getByRole('button', { name: 'Show all 20 trees' });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await showAll.click();
  await expect(rows).toHaveCount(20);
  // The same order, continued.
  expect((await rows.allInnerTexts()).slice(0, 10)).toEqual(weakestFirst);
  await main.getByRole('button', { name: 'Show fewer' }).click();
  await expect(rows).toHaveCount(10);
});

test('on a phone each tree of the table is a card: nothing scrolls sideways or is cut off', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone project');
  await signInAt(page, paths.progress);
  await playThroughApi(page, { mode: 'test', level: 3, tree_count: 10 }, (question) => question.options[0]);

  await page.reload();
  const table = page.getByRole('main').getByRole('table', { name: /Your trees, sorted by accuracy/ });
  await expect(table.getByRole('rowheader')).toHaveCount(10);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const cells = [...(await table.getByRole('rowheader').all()), ...(await table.getByRole('cell').all())];
  for (const cell of cells) {
    const box = await cell.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    // Its text fits its box.
    expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  // Each figure is named beside it, its column's name shown on the card.
  const labels = await table
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .evaluateAll((row) => row.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels.map((label) => label.replace(/ \/ ""$/, ''))).toEqual([
    '"Answers"',
    '"Accuracy"',
    '"Next review"',
    '"Remembered for"',
  ]);
});
