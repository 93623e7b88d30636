import { randomUUID } from 'node:crypto';
import { paths } from '../../web/src/lib/paths.ts';
import { allowRefusals } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { answer, resultFigures, signInAt } from '../quiz.ts';

test('a full training: two rounds of three trees studied and two asked, then the counts', async ({ page }) => {
  await signInAt(page, paths.train);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Training' })).toBeVisible();
  await main.getByRole('button', { name: 'Start Quick Training' }).click();
  await expect(page).toHaveURL(/\/train\?quiz=[0-9a-f-]{36}$/);

  let correct = 0;
  let incorrect = 0;
  for (let group = 1; group <= 2; group++) {
    const studied: string[] = [];
    for (let tree = 1; tree <= 3; tree++) {
      const name = main.getByRole('heading', { level: 1 });
      await expect(name).toBeFocused();
      await expect(name).toHaveAccessibleDescription(`Group ${group} of 2 · Study tree ${tree} of 3`);
      studied.push(await name.innerText());
      for (const part of ['Leaf', 'Bark', 'Buds', 'Seed', 'Whole tree']) {
        await expect(main.getByRole('heading', { level: 2, name: part, exact: true })).toBeVisible();
      }
      await expect(main.getByRole('button', { name: / picture, enlarge$/ })).toHaveCount(5);
      await main.getByRole('button', { name: tree < 3 ? 'Next Tree' : 'Start the quiz' }).click();
    }
    for (let question = 1; question <= 2; question++) {
      const heading = main.getByRole('heading', { level: 1, name: 'Identify this tree:' });
      await expect(heading).toBeFocused();
      await expect(heading).toHaveAccessibleDescription(`Group ${group} of 2 · Question ${question} of 2`);
      // The leaf alone.
      await expect(main.getByRole('button', { name: / picture, enlarge$/ })).toHaveCount(1);
      await expect(main.getByRole('button', { name: 'Leaf picture, enlarge' })).toBeVisible();
      const { right, rightName } = await answer(page, question, question === 1 ? 'click' : 'key');
      if (right) correct++;
      else incorrect++;
      // Asked about a tree of the round just studied.
      expect(studied.some((heading) => rightName && heading.startsWith(rightName))).toBe(true);
      await main.getByRole('button', { name: 'Next' }).click();
    }
  }

  await expect(main.getByRole('heading', { level: 1, name: 'Training Complete!' })).toBeVisible();
  expect(await resultFigures(main)).toEqual({ correct, incorrect });
  await main.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/train$/);
  await expect(main.getByRole('button', { name: 'Start Quick Training' })).toBeVisible();
});

test('a session link that names no session shows the not-found screen', async ({ page, consoleErrors }) => {
  await signInAt(page, paths.train);
  const main = page.getByRole('main');
  for (const quiz of ['garbage', randomUUID()]) {
    await page.goto(`${paths.train}?quiz=${quiz}`);
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Leafwise');
    await expect(main.getByRole('alert')).toHaveCount(0);
  }
  await main.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
  allowRefusals(consoleErrors, 404);
});
