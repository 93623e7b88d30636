import type { AnswerResponse, Quiz } from '@leafwise/contract';
import { paths } from '../../web/src/lib/paths.ts';
import { expect, test } from '../fixtures.ts';
import { answer, signInAt } from '../quiz.ts';

/** A miss is explained right there, and the end screen lists exactly what was missed (docs/teaching.md). */
test('a miss shows the two trees compared; the debrief lists exactly the misses and reviews them', async ({ page }) => {
  await signInAt(page, paths.test);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: '10' }).check();
  await main.getByRole('radio', { name: 'Sapling' }).check();
  await main.getByRole('radio', { name: 'All Trees' }).check();
  await main.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/test\?quiz=[0-9a-f-]{36}/);

  const missed: { right: string; chosen: string }[] = [];
  let explainedMiss = false;
  for (let n = 1; n <= 10; n++) {
    const replied = page.waitForResponse((response) => /\/answer$/.test(response.url()));
    const outcome = await answer(page, 0, 'click');
    const reply = (await (await replied).json()) as AnswerResponse;
    const explanation = reply.explanation;
    const { options, answer: given } = reply.question;
    const chosen = options.find((option) => option.tree_id === given?.chosen_tree_id)?.tree_name_common;
    expect(explanation?.look_for).toMatch(/^Look for /);
    if (outcome.right) {
      // A right answer: one line on what to look for next time.
      await expect(main.getByText(explanation?.look_for as string)).toBeVisible();
    } else {
      missed.push({ right: outcome.rightName as string, chosen: chosen as string });
      const comparison = explanation?.comparison;
      expect(comparison).toBeTruthy();
      if (!comparison) return;
      // At least two telling features, each shown for both trees.
      expect(comparison.features.length + comparison.notes.length).toBeGreaterThanOrEqual(2);
      const why = main.getByRole('region', { name: 'Why it is not that tree' });
      await expect(why).toBeVisible();
      const apart = why.getByRole('list', { name: 'How to tell them apart' }).getByRole('listitem');
      await expect(apart).toHaveCount(2);
      await expect(apart.nth(0)).toContainText(`The right answer: ${comparison.trees[0].tree_name_common}`);
      await expect(apart.nth(1)).toContainText(`Your answer: ${comparison.trees[1].tree_name_common}`);
      for (const feature of comparison.features) {
        await expect(apart.nth(0)).toContainText(feature.a, { ignoreCase: true });
        await expect(apart.nth(1)).toContainText(feature.b, { ignoreCase: true });
      }
      for (const note of comparison.notes) await expect(why.getByText(note)).toBeVisible();
      // The leaf, bark, buds and seed of each, as the question showed them.
      await expect(why.getByRole('button', { name: / of .+ picture, enlarge$/ })).toHaveCount(8);
      explainedMiss = true;
    }
    await main.getByRole('button', { name: 'Next' }).click();
  }
  expect(explainedMiss, 'ten first options in a row were all right: no miss to explain').toBe(true);

  await expect(main.getByRole('heading', { level: 1, name: 'Quiz Complete!' })).toBeVisible();
  const list = main.getByRole('region', { name: 'What you missed' }).getByRole('listitem');
  await expect(list).toHaveCount(missed.length);
  for (const [i, miss] of missed.entries()) {
    await expect(list.nth(i)).toContainText(miss.right);
    await expect(list.nth(i)).toContainText(`you took it for ${miss.chosen}`);
  }
  // One comparison opens from the list, as after the answer.
  await list
    .first()
    .getByRole('button', { name: /^Compare them/ })
    .click();
  await expect(list.first().getByRole('list', { name: 'How to tell them apart' })).toBeVisible();

  // Where the learner stands: this quiz's ten answers count towards today's goal.
  await expect(main.getByRole('region', { name: 'Where you stand' })).toContainText(/10 of 20 answers/);

  const started = page.waitForResponse(
    (response) => response.url().endsWith('/api/quizzes') && response.request().method() === 'POST',
  );
  await main.getByRole('button', { name: 'Review these now' }).click();
  const review = (await (await started).json()) as { quiz: Quiz };
  // It comes back to the test's end when it ends.
  await expect(page).toHaveURL(/\/train\?quiz=[0-9a-f-]{36}&back=%2Ftest/);
  // A review of exactly the missed trees, the first of them on screen to study.
  const wanted = [...new Set(missed.map((miss) => miss.right))].sort();
  expect(review.quiz.mode).toBe('review');
  expect(review.quiz.study?.map((tree) => tree.tree_name_common).sort()).toEqual(wanted);
  const first = main.getByRole('heading', { level: 1 });
  await expect(first).toBeFocused();
  await expect(first).toContainText(review.quiz.study?.[0]?.tree_name_common as string);
});
