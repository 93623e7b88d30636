import type { Locator, Page } from '@playwright/test';
import { paths } from '../../web/src/lib/paths.ts';
import { expectNoViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Named forms (docs/catalog.md, "Named forms"): a walker meets a Lombardy poplar or a copper beech
 * far more often than the black poplar or the beech their records describe. The species' page shows
 * each form with its drawing, and the key finds it as its species and names it.
 */
type Readings = Record<string, readonly string[]>;

/**
 * What a walker honestly sees on a Lombardy poplar, by the key's question. It is a male tree, so
 * there is no fruit to judge ("Not sure").
 */
const LOMBARDY: Readings = {
  'Needles, scales or broad leaves?': ['Broad leaves'],
  'Does it keep its leaves in winter?': ['Bare in winter'],
  'Is each leaf one blade, or made of leaflets?': ['One blade'],
  'How many leaflets make one leaf?': ['None: one blade'],
  'How are the leaves set on the shoot?': ['One at a time'],
  'What shape is the leaf (or one leaflet)?': ['Triangular or diamond'],
  'Is the leaf lobed?': ['Not lobed'],
  'What is the edge of the leaf like?': ['Round-toothed'],
  'How does the leaf (or needle) end?': ['A long point'],
  'How long is one whole leaf, or one needle?': ['6 to 10 cm'],
  'What does the underside of the leaf look like?': ['Paler green'],
  'Is the top of the leaf glossy?': ['Glossy'],
  'What colour are the leaves in summer?': ['Green'],
  'What is the bark like on a grown trunk?': ['Deeply furrowed'],
  'What colour is the bark?': ['Dark grey or black'],
  'How are the buds set on the twig?': ['One at a time'],
  'What colour are the buds?': ['Red-brown'],
  'What are the buds like to touch?': ['Sticky'],
  "What colour is this year's twig?": ['Yellow or orange'],
  'Has the twig thorns or spines?': ['None'],
  'What shape is the whole tree?': ['A slim spire or column'],
};

/** What a walker sees on a copper beech in summer. */
const COPPER_BEECH: Readings = {
  'Needles, scales or broad leaves?': ['Broad leaves'],
  'Does it keep its leaves in winter?': ['Bare in winter'],
  'Is each leaf one blade, or made of leaflets?': ['One blade'],
  'How many leaflets make one leaf?': ['None: one blade'],
  'How are the leaves set on the shoot?': ['One at a time'],
  'What shape is the leaf (or one leaflet)?': ['Oval'],
  'Is the leaf lobed?': ['Not lobed'],
  'What is the edge of the leaf like?': ['Wavy'],
  'How does the leaf (or needle) end?': ['Pointed'],
  'How long is one whole leaf, or one needle?': ['6 to 10 cm'],
  'What does the underside of the leaf look like?': ['Paler green'],
  'Is the top of the leaf glossy?': ['Glossy'],
  'What colour are the leaves in summer?': ['Purple or copper'],
  'What is the bark like on a grown trunk?': ['Smooth'],
  'What colour is the bark?': ['Grey'],
  'How are the buds set on the twig?': ['One at a time'],
  'What colour are the buds?': ['Red-brown'],
  'What are the buds like to touch?': ['Dull and bare'],
  "What colour is this year's twig?": ['Brown'],
  'Has the twig thorns or spines?': ['None'],
  'What is the fruit like?': ['Nut'],
  'What colour is the ripe fruit?': ['Brown'],
  'What shape is the whole tree?': ['A dome'],
};

/** The question the key offers now, if any: the only level-2 heading that asks something. */
const offeredQuestion = (main: Locator) => main.getByRole('heading', { level: 2, name: /\?$/ });

/** Answers `question` with `choice`, and waits until it is listed among the answers given. */
async function answer(main: Locator, question: string, choice: string) {
  await main.getByRole('list', { name: question }).getByText(choice, { exact: true }).click();
  await expect(main.getByRole('region', { name: 'Your answers' }).getByText(question, { exact: true })).toBeVisible();
}

/**
 * Opens the key, answers first what sets the form apart (picked from every question, as a walker
 * answers what they see first), then every question the key offers, "Not sure" where the walker
 * cannot tell, until it has nothing more to ask.
 */
async function keyOut(page: Page, readings: Readings, first: string) {
  const main = page.getByRole('main');
  await page.goto(`${paths.identify}?season=leaf`);
  await main.getByText(/^Answer another question/).click();
  await main.getByRole('button', { name: first, exact: true }).click();
  await answer(main, first, readings[first]?.[0] ?? '');
  for (let step = 0; step < 25; step++) {
    const question = offeredQuestion(main);
    if ((await question.count()) === 0) return;
    const text = (await question.textContent()) ?? '';
    const choice = readings[text]?.[0];
    if (choice) await answer(main, text, choice);
    else {
      await main.getByRole('button', { name: 'Not sure' }).click();
      await expect(main.getByRole('region', { name: 'Your answers' }).getByText(text, { exact: true })).toBeVisible();
    }
  }
}

test('the black poplar’s page shows the Lombardy poplar, drawn, and the index finds it by that name', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await page.goto(paths.trees);
  await main.getByRole('searchbox', { name: 'Name' }).fill('Lombardy');
  await main.getByRole('link', { name: /Black poplar/ }).click();
  await expect(page).toHaveURL(/\/trees\/populus-nigra$/);

  const forms = main.getByRole('region', { name: 'Named forms' });
  const lombardy = forms.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lombardy poplar' }) });
  await expect(lombardy.getByText("Populus nigra 'Italica'")).toBeVisible();
  await expect(lombardy.getByText(/^A narrow column of steeply upright branches/)).toBeVisible();
  const drawing = lombardy.getByRole('img', { name: 'Whole tree of Lombardy poplar, drawn' });
  await drawing.scrollIntoViewIfNeeded();
  await expect(drawing).toBeVisible();
  // The drawing loaded: a column, drawn from the form's own traits.
  await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('black-poplar.png'), fullPage: true });
  await expectNoViolations(page, 'a species page with a named form');

  // A species without named forms has no such section.
  await page.goto(`${paths.trees}/quercus-robur`);
  await expect(main.getByRole('heading', { level: 1 })).toContainText('English oak');
  await expect(main.getByRole('region', { name: 'Named forms' })).toHaveCount(0);
});

test('the key finds a Lombardy poplar by its column, and a copper beech by its purple leaves, and names them', async ({
  page,
}) => {
  const main = page.getByRole('main');
  const yourTree = main.getByRole('region', { name: 'Your tree' });

  await keyOut(page, LOMBARDY, 'What shape is the whole tree?');
  await expect(
    yourTree.getByRole('heading', { level: 3, name: 'Lombardy poplar, a form of black poplar' }),
  ).toBeVisible();
  await expect(yourTree.getByText(/^A narrow column of steeply upright branches/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('lombardy-key.png'), fullPage: true });
  await expectNoViolations(page, 'the key naming a named form');
  await yourTree.getByRole('link', { name: /Everything about the Black poplar/ }).click();
  await expect(page).toHaveURL(/\/trees\/populus-nigra$/);
  await expect(main.getByRole('heading', { name: 'Lombardy poplar' })).toBeVisible();

  await keyOut(page, COPPER_BEECH, 'What colour are the leaves in summer?');
  await expect(yourTree.getByRole('heading', { level: 3, name: 'Copper beech, a form of beech' })).toBeVisible();
});
