import { randomUUID } from 'node:crypto';
import { paths } from '../../web/src/lib/paths.ts';
import { allowRefusals, createVerifiedAccount, signInApi } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { answer, options, resultFigures, signInAt } from '../quiz.ts';
import { E2E_ORIGIN, evergreensAt } from '../site.ts';

const SCORE_FACTOR = 14;

test('a full 10-tree test: the settings, ten questions answered by click and by key, and the score', async ({
  page,
}) => {
  await signInAt(page, paths.test);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Test' })).toBeVisible();

  // Start waits for all three choices; Reset Options clears them.
  const start = main.getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeDisabled();
  for (const size of ['10', '20', '30', '50']) await expect(main.getByRole('radio', { name: size })).toBeEnabled();
  for (const level of ['Sapling', 'Veteran', 'Ancient'])
    await expect(main.getByRole('radio', { name: level })).toBeEnabled();
  for (const type of ['All Trees', 'Deciduous', 'Evergreen'])
    await expect(main.getByRole('radio', { name: type })).toBeEnabled();
  for (const type of ['Fruit', 'Coniferous', 'Fungi'])
    await expect(main.getByRole('radio', { name: type })).toBeDisabled();
  await main.getByRole('radio', { name: '10' }).check();
  await expect(start).toBeDisabled();
  await main.getByRole('radio', { name: 'Sapling' }).check();
  await expect(start).toBeDisabled();
  await main.getByRole('radio', { name: 'Deciduous' }).check();
  await expect(start).toBeEnabled();
  await main.getByRole('button', { name: 'Reset Options' }).click();
  await expect(start).toBeDisabled();
  for (const name of ['10', 'Sapling', 'Deciduous']) await expect(main.getByRole('radio', { name })).not.toBeChecked();

  await main.getByRole('radio', { name: '10' }).check();
  await main.getByRole('radio', { name: 'Sapling' }).check();
  await main.getByRole('radio', { name: 'All Trees' }).check();
  await start.click();
  // The choices ride along in the URL, for the way back.
  await expect(page).toHaveURL(/\/test\?quiz=[0-9a-f-]{36}&trees=10&level=1&type=all$/);

  let correct = 0;
  let incorrect = 0;
  for (let n = 1; n <= 10; n++) {
    const heading = main.getByRole('heading', { level: 1, name: 'Identify this tree:' });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAccessibleDescription(`Question ${n} of 10`);
    await expect(main.getByText(`Question ${n} of 10`)).toBeVisible();
    await expect(main.getByRole('button', { name: /^(Leaf|Bark|Buds|Seed) picture, enlarge$/ })).toHaveCount(4);
    if (n === 1) {
      // The pictures and all four options on one screen, a phone's included: no scrolling to answer.
      for (const picture of await main.getByRole('button', { name: /picture, enlarge$/ }).all())
        await expect(picture).toBeInViewport({ ratio: 1 });
      for (const option of await options(main).all()) await expect(option).toBeInViewport({ ratio: 1 });
    }
    const { right } = await answer(page, n % 4, n % 2 ? 'click' : 'key');
    if (right) correct++;
    else incorrect++;
    await expect(main.getByText(`${correct} correct`, { exact: true })).toBeVisible();
    await expect(main.getByText(`${incorrect} incorrect`, { exact: true })).toBeVisible();
    const next = main.getByRole('button', { name: 'Next' });
    await expect(next).toBeFocused();
    if (n % 2) await next.click();
    else await page.keyboard.press('Enter');
  }

  await expect(main.getByRole('heading', { level: 1, name: 'Quiz Complete!' })).toBeVisible();
  expect(await resultFigures(main)).toEqual({
    score: Math.max(0, correct - incorrect) * SCORE_FACTOR,
    correct,
    incorrect,
  });
  // The submit button is there but "currently disabled"; the challenge feeds the board (docs/product.md#leaderboard).
  await expect(main.getByRole('button', { name: 'Submit score' })).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Submit score' })).toHaveAccessibleDescription(/currently disabled/);
  await main.getByRole('button', { name: 'Back to Test Settings' }).click();
  await expect(page).toHaveURL(/\/test$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Test' })).toBeVisible();
});

test('a reload resumes the test, and Back to Settings wants a second click within 4 seconds', async ({ page }) => {
  // The page's timers on a clock the test can move on, for the four seconds below.
  await page.clock.install();
  await signInAt(page, paths.test);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: '20' }).check();
  await main.getByRole('radio', { name: 'Veteran' }).check();
  await main.getByRole('radio', { name: 'Evergreen' }).check();
  await main.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(main.getByText('Question 1 of 20')).toBeVisible();
  const { right } = await answer(page, 0, 'click');

  await page.reload();
  await expect(main.getByText('Question 2 of 20')).toBeVisible();
  await expect(main.getByText(`${right ? 1 : 0} correct`, { exact: true })).toBeVisible();
  for (const choice of await options(main).all()) await expect(choice).toBeEnabled();

  const back = main.getByRole('button', { name: 'Back to Settings' });
  await back.click();
  const sure = main.getByRole('button', { name: 'Im sure i want to exit the quiz' });
  await expect(sure).toBeVisible();
  // Left alone, it goes back to asking after the window.
  await page.clock.fastForward(3_000);
  await expect(sure).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(back).toBeVisible();
  await expect(main.getByText('Question 2 of 20')).toBeVisible();
  await back.click();
  await sure.click();
  await expect(page).toHaveURL(/\/test$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Test' })).toBeVisible();
  // The choices are still there for another go.
  await expect(main.getByRole('radio', { name: 'Evergreen' })).toBeChecked();
});

test('pictures open full-screen and close by click, Enter, Space and Escape', async ({ page }) => {
  await signInAt(page, paths.test);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: '10' }).check();
  await main.getByRole('radio', { name: 'Ancient' }).check();
  await main.getByRole('radio', { name: 'All Trees' }).check();
  await main.getByRole('button', { name: 'Start', exact: true }).click();

  const bark = main.getByRole('button', { name: 'Bark picture, enlarge' });
  // Enlarged, the picture is a dialog over the page (question-fits.spec.ts checks it on a phone).
  const enlarged = page.getByRole('dialog', { name: 'Bark, enlarged' });
  const shrink = enlarged.getByRole('button', { name: 'Bark picture, shrink' });
  const small = await bark.boundingBox();
  await bark.click();
  await expect(shrink).toBeFocused();
  expect((await shrink.boundingBox())?.width).toBeGreaterThan((small?.width ?? 0) * 1.5);
  await shrink.click();
  await expect(enlarged).toBeHidden();
  await expect(bark).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shrink).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(enlarged).toBeHidden();
  await expect(bark).toBeFocused();
  await page.keyboard.press('Space');
  await expect(shrink).toBeFocused();
  await page.keyboard.press('Space');
  await expect(enlarged).toBeHidden();
  await expect(bark).toBeFocused();
  // The picture is the quiz's own URL, which names no tree.
  const src = await bark.locator('img').getAttribute('src');
  expect(src).toMatch(/^\/api\/quizzes\/[0-9a-f-]{36}\/questions\/0\//);
});

test('a start the server fails says something went wrong, not that no trees matched, and can be tried again', async ({
  page,
  consoleErrors,
}) => {
  await signInAt(page, paths.test);
  const main = page.getByRole('main');
  // A server fault, which the real server cannot be made to produce.
  await page.route('**/api/quizzes', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"Internal Server Error"}' })
      : route.continue(),
  );
  await main.getByRole('radio', { name: '30' }).check();
  await main.getByRole('radio', { name: 'Sapling' }).check();
  await main.getByRole('radio', { name: 'All Trees' }).check();
  await main.getByRole('button', { name: 'Start', exact: true }).click();
  const alert = main.getByRole('alert');
  await expect(alert).toHaveText(/Something went wrong starting your quiz\. Please try again\./);
  await expect(alert).not.toContainText('No trees found');

  await page.unroute('**/api/quizzes');
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(main.getByText('Question 1 of 30')).toBeVisible();
  allowRefusals(consoleErrors, 500);
});

test('fewer trees than chosen: the settings say so before Start, the quiz agrees, and all three choices come back', async ({
  page,
}) => {
  await signInAt(page, paths.test);
  const main = page.getByRole('main');
  const start = main.getByRole('button', { name: 'Start', exact: true });
  const status = main.getByRole('form', { name: 'Test settings' }).getByRole('status');
  await main.getByRole('radio', { name: '20' }).check();
  await main.getByRole('radio', { name: 'Sapling' }).check();
  await main.getByRole('radio', { name: 'All Trees' }).check();
  // Sapling's trees are enough for 20, so nothing to say.
  await expect(status).toHaveText('');
  await main.getByRole('radio', { name: 'Evergreen' }).check();
  const evergreens = evergreensAt(1);
  expect(evergreens).toBeLessThan(20);
  const note = `Only ${evergreens} evergreen trees at Sapling, so this test has ${evergreens}.`;
  await expect(status).toHaveText(note);
  await expect(start).toHaveAccessibleDescription(note);
  await start.click();

  for (let n = 1; n <= evergreens; n++) {
    await expect(main.getByText(`Question ${n} of ${evergreens}`)).toBeVisible();
    await answer(page, n % 4, 'click');
    // Halfway, a reload: the choices are kept in the URL, not in the page.
    if (n === 3) {
      await page.reload();
      await expect(main.getByText(`Question 4 of ${evergreens}`)).toBeVisible();
      continue;
    }
    await main.getByRole('button', { name: 'Next' }).click();
  }
  await expect(main.getByRole('heading', { level: 1, name: 'Quiz Complete!' })).toBeVisible();
  await main.getByRole('button', { name: 'Back to Test Settings' }).click();
  await expect(page).toHaveURL(/\/test$/);
  for (const name of ['20', 'Sapling', 'Evergreen']) await expect(main.getByRole('radio', { name })).toBeChecked();
  await expect(status).toHaveText(note);
});

test("a quiz link that names no quiz of the player's shows the not-found screen", async ({
  page,
  request,
  consoleErrors,
}) => {
  // Someone else's test, started through the API as that someone.
  const other = await createVerifiedAccount(request);
  await signInApi(request, other);
  const started = await request.post('/api/quizzes', {
    data: { mode: 'test', level: 1, tree_count: 10 },
    headers: { origin: E2E_ORIGIN },
  });
  expect(started.status()).toBe(201);
  const othersQuiz: string = (await started.json()).quiz.quiz_id;

  await signInAt(page, paths.test);
  const main = page.getByRole('main');
  for (const quiz of ['not-a-uuid', randomUUID(), othersQuiz]) {
    await page.goto(`${paths.test}?quiz=${quiz}`);
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Leafwise');
    await expect(main.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
  }
  allowRefusals(consoleErrors, 404);
});
