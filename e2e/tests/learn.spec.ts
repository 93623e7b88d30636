import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { unitPath } from '../../web/src/lib/links.ts';
import { paths } from '../../web/src/lib/paths.ts';
import { allowRefusals, createVerifiedAccount, logIn } from '../accounts.ts';
import { answerFirstUnitQuestion, courseUnits, FIRST_UNIT, questionOnScreen } from '../course.ts';
import { expect, test } from '../fixtures.ts';
import { resultFigures } from '../quiz.ts';

/** Attempts at the checkpoint before the test gives up (each is passed 7 times in 8: see below). */
const CHECKPOINT_ATTEMPTS = 8;

/** A new verified account, signed in through the login page and back on the path (which a visitor may see too). */
async function signInToLearn(page: Page) {
  const account = await createVerifiedAccount(page.request);
  await page.goto(`${paths.login}?next=${encodeURIComponent(paths.learn)}`);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(paths.learn);
  return account;
}

test('a visitor sees the path as a newcomer would, and is asked to sign in to start it', async ({ page }) => {
  const units = await courseUnits(page.request);
  const second = units[1];
  await page.goto(paths.learn);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Learn the trees, step by step' })).toBeVisible();
  await expect(main.getByText(`0 of ${units.length} units done`, { exact: true })).toBeVisible();
  for (const level of ['Sapling', 'Veteran', 'Ancient']) {
    await expect(main.getByRole('heading', { level: 2, name: level })).toBeVisible();
  }
  const current = main.getByRole('listitem').filter({ hasText: 'Your next unit' });
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('heading', { level: 3 })).toHaveText(FIRST_UNIT.title);
  await expect(current).toHaveAttribute('aria-current', 'step');
  await expect(current.getByRole('link', { name: 'Start', exact: true })).toHaveCount(0);
  const next = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: second?.title, exact: true }) });
  await expect(next).toContainText(`Unlocks when you pass “${FIRST_UNIT.title}”.`);
  await expect(next.getByRole('link')).toHaveCount(0);

  // The lesson is open to read, its practice asks to sign in first.
  await current.getByRole('link', { name: 'Read the lesson' }).click();
  await expect(main.getByRole('heading', { level: 1, name: FIRST_UNIT.title })).toBeVisible();
  await main.getByRole('link', { name: /Practice/ }).click();
  await expect(main.getByText('Sign in to practise: your answers and the units you pass are kept.')).toBeVisible();
  await page.goBack();
  await page.goBack();

  // Signing in comes back to the path, now the learner's own.
  const account = await createVerifiedAccount(page.request);
  await current.getByRole('link', { name: 'Sign in to start' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Flearn$/);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(paths.learn);
  await expect(current.getByRole('link', { name: `Start: ${FIRST_UNIT.title}` })).toBeVisible();
});

test('a locked unit says why and leads to the current one; a unit that is not there is not found', async ({
  page,
  consoleErrors,
}) => {
  const units = await courseUnits(page.request);
  const second = units[1];
  await signInToLearn(page);
  const main = page.getByRole('main');
  await page.goto(unitPath(second?.id ?? ''));
  await expect(main.getByRole('heading', { level: 2, name: 'Locked for now' })).toBeVisible();
  await expect(main).toContainText(`This unit is locked: pass the checkpoint of "${FIRST_UNIT.title}" first.`);
  await main.getByRole('link', { name: `Go to ${FIRST_UNIT.title}` }).click();
  await expect(page).toHaveURL(unitPath(FIRST_UNIT.id));
  await expect(main.getByRole('heading', { level: 1, name: FIRST_UNIT.title })).toBeVisible();

  for (const path of [
    unitPath('no-such-unit'),
    '/learn/Not%20a%20unit!',
    `${unitPath(FIRST_UNIT.id)}?quiz=${randomUUID()}`,
  ]) {
    await page.goto(path);
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
  }
  // The unknown unit and the unknown quiz were asked about, and refused.
  allowRefusals(consoleErrors, 404);
});

/**
 * The whole first unit through the page: lesson, study, a practice (with at least one picture
 * question), then the checkpoint until passed. To pass reliably the test must know the answers,
 * and the page never gives them before a question is answered; neither does the API. So the e2e
 * server has photos (seed-photos.ts) of one part of each of the unit's four trees, a different part
 * for each, and a photo is always shown where there is one: a name question's one photo says which
 * tree it is, as a person who knows those photos would see. A picture question is right when its
 * part is the asked tree's photo, else a guess among the three drawings: a half in all. With the
 * seven name questions right, a checkpoint is passed (8 of 10) unless all three picture questions
 * are missed, 1 time in 8; it is taken again until passed, as a learner would. No test-only switch.
 */
test('a new learner does the first unit through the page, and the path moves on', async ({ page }) => {
  test.setTimeout(180_000);
  const units = await courseUnits(page.request);
  const [unit1, unit2] = units;
  // The answers below rest on the first unit's trees (course.ts): a change to the course must show here.
  expect(unit1?.trees.map((tree) => tree.tree_name_common)).toEqual(FIRST_UNIT.trees);
  const SECOND_UNIT = { id: unit2?.id ?? '', title: unit2?.title ?? '' };
  await signInToLearn(page);
  const main = page.getByRole('main');
  const unitOnPath = (title: string) =>
    main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  const first = unitOnPath(FIRST_UNIT.title);
  await expect(first.getByText('Trees known: 0 of 4')).toBeVisible();
  await first.getByRole('link', { name: `Start: ${FIRST_UNIT.title}` }).click();

  // The lesson.
  await expect(page).toHaveURL(unitPath(FIRST_UNIT.id));
  await expect(main.getByRole('heading', { level: 1, name: FIRST_UNIT.title })).toBeVisible();
  const steps = main.getByRole('navigation', { name: 'Steps of this unit' });
  await expect(steps.getByRole('link')).toHaveText(['1Lesson', '2Study', '3Practice', '4Checkpoint']);
  await expect(steps.getByRole('link', { name: /Lesson/ })).toHaveAttribute('aria-current', 'step');
  await expect(main.getByText('This unit practises every part: leaf, bark, buds and seed.')).toBeVisible();
  for (const tree of FIRST_UNIT.trees)
    await expect(main.getByRole('listitem').filter({ hasText: tree })).toHaveCount(1);
  await expect(main.getByRole('button', { name: 'Test out: take the checkpoint now' })).toBeVisible();
  await main.getByRole('button', { name: 'Study the trees' }).click();

  // Study: each of the unit's trees on the training's card.
  const studied: string[] = [];
  for (let tree = 1; tree <= 4; tree++) {
    const name = main.getByRole('heading', { level: 1 });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(`Study tree ${tree} of 4`);
    studied.push(await name.innerText());
    await main.getByRole('button', { name: tree < 4 ? 'Next Tree' : 'Start practice' }).click();
  }
  expect(studied.map((heading) => FIRST_UNIT.trees.find((tree) => heading.startsWith(tree)))).toEqual(FIRST_UNIT.trees);

  // Practice: eight questions, names and pictures; a reload comes back to the question.
  await expect(page).toHaveURL(/\?step=practice&quiz=[0-9a-f-]{36}$/);
  const kinds: string[] = [];
  let right = 0;
  for (let question = 1; question <= 8; question++) {
    // Reloaded, the page comes back to the first question not yet answered.
    if (question === 3) await page.reload();
    await expect(main.getByRole('heading', { level: 1 })).toHaveAccessibleDescription(
      `Practice · Question ${question} of 8`,
    );
    const answered = await answerFirstUnitQuestion(page);
    kinds.push(answered.kind);
    if (answered.right) right++;
    await main.getByRole('button', { name: 'Next' }).click();
  }
  expect(kinds.filter((kind) => kind === 'picture')).toHaveLength(3);
  await expect(main.getByRole('heading', { level: 1, name: 'Practice complete!' })).toBeVisible();
  expect(await resultFigures(main)).toEqual({ correct: right, incorrect: 8 - right });

  // The checkpoint, until passed.
  await main.getByRole('button', { name: 'Take the checkpoint' }).click();
  let passed = false;
  for (let attempt = 1; attempt <= CHECKPOINT_ATTEMPTS && !passed; attempt++) {
    await expect(page).toHaveURL(/\?step=checkpoint&quiz=[0-9a-f-]{36}$/);
    let correct = 0;
    for (let question = 1; question <= 10; question++) {
      await expect(main.getByRole('heading', { level: 1 })).toHaveAccessibleDescription(
        `Checkpoint · Question ${question} of 10`,
      );
      if ((await answerFirstUnitQuestion(page)).right) correct++;
      await main.getByRole('button', { name: 'Next' }).click();
    }
    passed = correct >= 8;
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(passed ? 'Checkpoint passed!' : 'Not passed yet');
    await expect(
      main.getByText(
        passed
          ? `${correct} of 10 right — passed: unit done!`
          : `${correct} of 10: you need 8 to pass. Practise and try again.`,
      ),
    ).toBeVisible();
    if (!passed) await main.getByRole('button', { name: 'Try the checkpoint again' }).click();
  }
  expect(passed, `a checkpoint passed in ${CHECKPOINT_ATTEMPTS} attempts`).toBe(true);

  // The next unit, one tap away and open.
  await main.getByRole('link', { name: `Next unit: ${SECOND_UNIT.title}` }).click();
  await expect(page).toHaveURL(unitPath(SECOND_UNIT.id));
  await expect(main.getByRole('heading', { level: 1, name: SECOND_UNIT.title })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Study the trees' })).toBeVisible();

  // The path: unit 1 done, unit 2 current.
  await page.goto(paths.learn);
  await expect(main.getByText(`1 of ${units.length} units done`, { exact: true })).toBeVisible();
  await expect(first).not.toHaveAttribute('aria-current');
  await expect(first.getByText(/^Done \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(first.getByText('Trees known: 4 of 4', { exact: false })).toBeVisible();
  await expect(first.getByText(/Best checkpoint: \d+ of 10/)).toBeVisible();
  const second = unitOnPath(SECOND_UNIT.title);
  await expect(second).toHaveAttribute('aria-current', 'step');
  await expect(second.getByText('Your next unit')).toBeVisible();
  // Its lesson was opened from unit 1's end: the path goes on from the study.
  const go = second.getByRole('link', { name: `Continue: ${SECOND_UNIT.title}` });
  await expect(go).toBeInViewport();
  await expect(go).toHaveAttribute('href', `${unitPath(SECOND_UNIT.id)}?step=study`);

  // Home leads with it, and the progress page has unit 1's trees.
  await page.goto(paths.home);
  await expect(main.getByRole('link', { name: `Continue the course: ${SECOND_UNIT.title}` })).toBeVisible();
  await page.goto(paths.progress);
  await expect(main.getByText(`1 of ${units.length} units done.`)).toBeVisible();
  const table = main.getByRole('table', { name: /Your trees/ });
  await expect(table.getByRole('rowheader')).toHaveCount(FIRST_UNIT.trees.length);
  for (const tree of FIRST_UNIT.trees)
    await expect(table.getByRole('rowheader').filter({ hasText: tree })).toHaveCount(1);
});

test('ways to practise: options in scientific names, one picture at a time', async ({ page }) => {
  await signInToLearn(page);
  const main = page.getByRole('main');
  await page.goto(`${unitPath(FIRST_UNIT.id)}?step=practice`);
  await main.getByRole('checkbox', { name: 'Options in scientific names' }).check();
  await main.getByRole('checkbox', { name: 'One picture at a time' }).check();
  await main.getByRole('button', { name: 'Start practice' }).click();
  // Answer until a name question shows: its options lead with the Latin names, one picture above.
  for (let question = 1; question <= 8; question++) {
    const { kind, choices } = await questionOnScreen(page);
    if (kind === 'name') {
      await expect(main.getByRole('button', { name: / picture, enlarge$/ })).toHaveCount(1);
      await expect(choices.filter({ hasText: 'Quercus robur' })).toHaveCount(1);
      await expect(choices.filter({ hasText: 'English oak' })).toHaveCount(0);
      await choices.first().click();
      // Answered, both names show.
      await expect(choices.filter({ hasText: 'English oak' })).toHaveCount(1);
      break;
    }
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Which is (Quercus|Fagus|Castanea) \w+\?$/);
    await choices.first().click();
    await main.getByRole('button', { name: 'Next' }).click();
  }

  // The choice is kept for the next unit quiz, and the test settings offer the same under Advanced options.
  await page.goto(`${unitPath(FIRST_UNIT.id)}?step=checkpoint`);
  await expect(main.getByRole('checkbox', { name: 'Options in scientific names' })).toBeChecked();
  await page.goto(paths.test);
  await main.getByText('Advanced options').click();
  await main.getByRole('checkbox', { name: 'Options in scientific names' }).check();
  for (const name of ['10', 'Sapling', 'All Trees']) await main.getByRole('radio', { name }).check();
  await main.getByRole('button', { name: 'Reset Options' }).click();
  await expect(main.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();
  // Reset clears the three settings (number, level, type), not the way to practise.
  await expect(main.getByRole('checkbox', { name: 'Options in scientific names' })).toBeChecked();
  for (const name of ['10', 'Sapling', 'All Trees']) await main.getByRole('radio', { name }).check();
  await main.getByRole('button', { name: 'Start', exact: true }).click();
  const { choices } = await questionOnScreen(page);
  // The accepted name first (a renamed tree's familiar old name may follow it).
  await expect(choices.first().locator('i').first()).toHaveText(/^[A-Z][a-z]+ (× )?[a-z-]+/);
  await expect(main.getByRole('button', { name: / picture, enlarge$/ })).toHaveCount(4);
});
