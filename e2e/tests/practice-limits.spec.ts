import { randomUUID } from 'node:crypto';
import { OFFLINE_PRACTICE } from '@leafwise/contract/constants';
import { paths } from '../../web/src/lib/paths.ts';
import { allowRefusals } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { signInAt } from '../quiz.ts';
import { E2E_ORIGIN } from '../site.ts';

test('a practice over the day’s limit keeps its answers on the device and says when they can go', async ({
  page,
  consoleErrors,
}) => {
  await signInAt(page, paths.home);
  // A day's worth of answers already sent (as another device of the account's might have).
  const practiceId = randomUUID();
  const batch = OFFLINE_PRACTICE.maxAnswersPerRequest;
  for (let from = 0; from < OFFLINE_PRACTICE.answersPerDay; from += batch) {
    const answers = Array.from({ length: batch }, (_, i) => ({
      index: from + i,
      slug: 'quercus-robur',
      chosen_slug: 'quercus-robur',
      part: 'leaf',
      answered_at: new Date(Date.now() - 60_000).toISOString(),
    }));
    const sent = await page.request.post('/api/progress/offline-practice', {
      data: { practice_id: practiceId, answers },
      headers: { origin: E2E_ORIGIN },
    });
    expect(sent.status()).toBe(200);
  }

  await page.goto(paths.practice);
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Which tree is this?' }).waitFor();
  await main.getByRole('list', { name: 'Which tree is this?' }).getByRole('button').first().click();
  await expect(
    main
      .getByRole('status')
      .filter({ hasText: /^1 answer waiting to be sent\. You have sent 1,000 practice answers in the last 24 hours/ }),
  ).toBeVisible();
  // Kept on the device for later, not lost.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('leafwise.practiceQueue') ?? '[]'));
  expect(kept.flatMap((practice: { answers: unknown[] }) => practice.answers)).toHaveLength(1);
  allowRefusals(consoleErrors, 429);
});
