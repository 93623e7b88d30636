import type { Progress, Quiz } from '@leafwise/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../../web/src/lib/paths.ts';
import { allowRefusals, createVerifiedAccount, signInApi } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { holdRequests } from '../held-requests.ts';
import { resultFigures } from '../quiz.ts';
import { CHALLENGE_MS, E2E_ORIGIN } from '../site.ts';

const headers = { origin: E2E_ORIGIN };

/** A new account, signed in for the page and its API calls alike (they share the cookies). */
async function signedIn(page: Page) {
  const account = await createVerifiedAccount(page.request);
  await signInApi(page.request, account);
  return account;
}

/** A 10-tree test left with `count` questions answered, some of them wrongly (the options are taken in turn). */
async function testLeftHalfWay(request: APIRequestContext, count: number): Promise<Quiz> {
  const started = await request.post('/api/quizzes', { data: { mode: 'test', level: 1, tree_count: 10 }, headers });
  const { quiz } = (await started.json()) as { quiz: Quiz };
  for (const question of quiz.questions.slice(0, count)) {
    const option = question.options[question.index % question.options.length];
    const answered = await request.post(`/api/quizzes/${quiz.quiz_id}/questions/${question.index}/answer`, {
      data: { tree_id: option?.tree_id },
      headers,
    });
    expect(answered.status()).toBe(200);
  }
  return quiz;
}

/** What the API reports, in the page's own time zone (the page asks in it too). */
async function reported(page: Page): Promise<Progress> {
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (await (await page.request.get(`/api/progress?tz=${encodeURIComponent(tz)}`)).json()) as Progress;
}

test('a visitor sees the welcome and how it works, and no day of their own', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(paths.home);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome to Leafwise' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  await expect(main.getByText(/Welcome back/)).toHaveCount(0);
  await expect(main.getByRole('progressbar')).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'One minute, every tree' })).toHaveCount(0);
  expect(asked.filter((path) => path.startsWith('/api/progress') || path.startsWith('/api/quizzes'))).toEqual([]);
});

test('a new player is shown a day still to begin: nothing due, no streak, none of 20 answers yet', async ({ page }) => {
  const account = await signedIn(page);
  await page.goto(paths.home);
  const main = page.getByRole('main');
  const day = main.getByRole('region', { name: `Welcome back, ${account.name}` });
  await expect(day.getByText('Nothing due', { exact: true })).toBeVisible();
  // A beginner meets new trees in the course, not in quick training's every tree.
  await expect(day.getByRole('link', { name: 'Learn new trees' })).toHaveAttribute('href', paths.learn);
  await expect(day.getByText('0 days', { exact: true })).toBeVisible();
  await expect(day.getByText('0 of 20 answers today', { exact: true })).toBeVisible();
  await expect(day.getByRole('progressbar', { name: "Today's goal" })).toHaveAttribute('aria-valuenow', '0');
  await expect(day.getByRole('link', { name: /^Continue your/ })).toHaveCount(0);
  await expect(day.getByText(/You have mastered/)).toHaveCount(0);
  // Below the day: the challenge named for what it is (every tree, Ancient), not offered to a beginner
  // as a card; then the welcome and how it works, as for everyone.
  await expect(main.getByRole('region', { name: 'One minute, every tree' })).toHaveCount(0);
  await expect(main.getByText(/leaderboard challenge asks about every tree, at the Ancient level/)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
});

test('the signed-in home shows the due count and streak the API reports, today’s goal, and the test to continue', async ({
  page,
}) => {
  const account = await signedIn(page);
  const quiz = await testLeftHalfWay(page.request, 7);
  await page.goto(paths.home);
  const { due, streak_days, answers_today, daily_goal } = await reported(page);
  // Seven answers from the options in turn: at least one is wrong and so due, all but surely.
  expect(due).toBeGreaterThan(0);
  expect({ streak_days, answers_today, daily_goal }).toEqual({ streak_days: 1, answers_today: 7, daily_goal: 20 });

  const day = page.getByRole('main').getByRole('region', { name: `Welcome back, ${account.name}` });
  await expect(day.getByText(`${due} ${due === 1 ? 'tree' : 'trees'} due`, { exact: true })).toBeVisible();
  await expect(day.getByText('1 day', { exact: true })).toBeVisible();
  await expect(day.getByText('7 of 20 answers today', { exact: true })).toBeVisible();
  const goal = day.getByRole('progressbar', { name: "Today's goal" });
  await expect(goal).toHaveAttribute('aria-valuenow', '7');
  await expect(goal).toHaveAttribute('aria-valuemax', '20');
  await expect(day.getByText('13 to go.')).toBeVisible();

  const resume = day.getByRole('link', { name: 'Continue your test (7 of 10 answered)' });
  // The course's line comes with its own request and pushes the link down: click once it is in.
  await expect(day.getByRole('link', { name: 'See the whole path' })).toBeVisible();
  await resume.click();
  await expect(page).toHaveURL(`${paths.test}?quiz=${quiz.quiz_id}`);
  await expect(page.getByRole('main').getByText('Question 8 of 10', { exact: true })).toBeVisible();

  // Review now starts a review of the trees due and opens it on the training page.
  await page.goto(paths.home);
  await day.getByRole('button', { name: 'Review now' }).click();
  // It comes back home when it ends.
  await expect(page).toHaveURL(/\/train\?quiz=[0-9a-f-]{36}&back=%2Fhome$/);
  const review = new URL(page.url()).searchParams.get('quiz');
  const started = (await (await page.request.get(`/api/quizzes/${review}`)).json()) as { quiz: Quiz };
  expect(started.quiz.mode).toBe('review');
  expect(started.quiz.study).toHaveLength(Math.min(due, 6));
});

test('the daily goal is set on the profile, refused out of range, and home counts towards it', async ({ page }) => {
  const account = await signedIn(page);
  await testLeftHalfWay(page.request, 6);
  await page.goto(paths.profile);
  const main = page.getByRole('main');
  const goal = main.getByRole('region', { name: 'Daily goal' });
  const field = goal.getByRole('spinbutton', { name: 'Answers a day' });
  await expect(field).toHaveValue('20');

  await field.fill('900');
  await goal.getByRole('button', { name: 'Set goal' }).click();
  await expect(goal.getByRole('alert')).toHaveText('Choose a whole number of answers from 5 to 200.');
  await page.reload();
  await expect(field).toHaveValue('20');

  await field.fill('5');
  await goal.getByRole('button', { name: 'Set goal' }).click();
  await expect(goal.getByRole('status')).toHaveText('Daily goal saved: 5 answers a day.');
  // The profile's name editing is untouched beside it.
  await expect(main.getByRole('button', { name: 'Edit Name' })).toBeVisible();

  await page.goto(paths.home);
  const day = main.getByRole('region', { name: `Welcome back, ${account.name}` });
  await expect(day.getByText('6 of 5 answers today', { exact: true })).toBeVisible();
  await expect(day.getByText('Goal reached. Well done!')).toBeVisible();
  await expect(day.getByRole('progressbar', { name: "Today's goal" })).toHaveAttribute('aria-valuenow', '5');
  expect((await reported(page)).daily_goal).toBe(5);
});

test('the day says it is loading, and on a failure offers to try again', async ({ page, consoleErrors }) => {
  // The page's timers on a clock the test can move on, for the waits between its tries below.
  await page.clock.install();
  await signedIn(page);
  // Held, not answered for the server: the loading line stays until it has been seen.
  const progress = await holdRequests(page, (url) => url.pathname === '/api/progress');
  // A failure the real server cannot be made to give.
  await page.route('**/api/quizzes/open', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto(paths.home);
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: 'Loading your day...' })).toBeVisible();
  progress.release();
  const failed = main.getByRole('alert').filter({ hasText: 'Your day could not be loaded. Please try again.' });
  // A 500 is asked again twice, a second and then two apart, before the page gives up: the clock
  // moves on a second at a time until it has.
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(failed).toBeVisible({ timeout: 200 });
  }).toPass();
  await page.unroute('**/api/quizzes/open');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(main.getByText('0 of 20 answers today', { exact: true })).toBeVisible();
  allowRefusals(consoleErrors, 500);
});

test('the challenge starts from home at Ancient; a run without a right answer scores 0, offers no submission, and leads back to the board', async ({
  page,
}) => {
  // The page's timers on a clock the test can move on: the minute passes at once.
  await page.clock.install();
  await signedIn(page);
  // A learner who has chosen Ancient is offered the challenge on home.
  expect((await page.request.put('/api/progress/level', { data: { level: 3 }, headers })).status()).toBe(200);
  await page.goto(paths.home);
  const main = page.getByRole('main');
  await main
    .getByRole('region', { name: 'One minute, every tree' })
    .getByRole('button', { name: 'Start the challenge' })
    .click();
  await expect(page).toHaveURL(/\/test\?quiz=[0-9a-f-]{36}$/);
  await expect(main.getByText('Question 1', { exact: true })).toBeVisible();
  await page.clock.fastForward(CHALLENGE_MS);
  await expect(main.getByRole('heading', { level: 1, name: 'Time is up!' })).toBeVisible();
  expect(await resultFigures(main)).toMatchObject({ score: 0, correct: 0, incorrect: 0 });
  await expect(main.getByRole('button', { name: /Submit score/ })).toHaveCount(0);
  await expect(
    main.getByText('A score of 0 does not go on the leaderboard: name more trees right than wrong.'),
  ).toBeVisible();
  await main.getByRole('button', { name: 'Back to the leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
});
