import type { Locator, Page } from '@playwright/test';
import { createVerifiedAccount, signInApi } from './accounts.ts';
import { expect } from './fixtures.ts';

/**
 * A new verified account, signed in through the API (the page's context keeps the cookie), then on
 * `path`. The login page and its way back to the page asked for have journeys of their own
 * (accounts.spec.ts); here they would only add a page load to every test.
 */
export async function signInAt(page: Page, path: string) {
  const account = await createVerifiedAccount(page.request);
  await signInApi(page.request, account);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return account;
}

/** The question's four options: buttons in the list named by the question's heading. */
export const options = (main: Locator) => main.getByRole('list', { name: 'Identify this tree:' }).getByRole('button');

/**
 * Answers the question on screen with the option at `position` (0-3), by click or by its digit key,
 * and reads the outcome the page shows: every option locked, exactly one marked right.
 */
export async function answer(page: Page, position: number, by: 'click' | 'key') {
  const main = page.getByRole('main');
  const choices = options(main);
  await expect(choices).toHaveCount(4);
  // All four at once (none disabled, then none enabled): one round trip to the browser, not four.
  await expect(choices.and(main.getByRole('button', { disabled: true }))).toHaveCount(0);
  if (by === 'click') await choices.nth(position).click();
  else await page.keyboard.press(String(position + 1));
  await expect(choices.and(main.getByRole('button', { disabled: false }))).toHaveCount(0);
  await expect(main.getByRole('button', { name: /, the right answer$/ })).toHaveCount(1);
  const right = await choices.nth(position).evaluate((button) => button.textContent?.includes('the right answer'));
  await expect(main.getByRole('button', { name: /, your answer, wrong$/ })).toHaveCount(right ? 0 : 1);
  const outcome = main.getByRole('status').filter({ hasText: right ? 'Correct! This is ' : 'Not quite. This is ' });
  await expect(outcome).toBeVisible();
  // "… This is English oak (Quercus robur)."
  const rightName = /This is (.+) \(/.exec(await outcome.innerText())?.[1];
  return { right: Boolean(right), rightName };
}

/** The end screen's figures, term by term ("Score", "Correct", "Incorrect"). */
export async function resultFigures(main: Locator): Promise<Record<string, number>> {
  const terms = await main.getByRole('term').allInnerTexts();
  const values = await main.getByRole('definition').allInnerTexts();
  return Object.fromEntries(terms.map((term, i) => [term.trim().toLowerCase(), Number(values[i])]));
}
