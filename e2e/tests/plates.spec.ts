import { paths } from '../../web/src/lib/paths.ts';
import { expect, test } from '../fixtures.ts';

test('the plates show every species with five drawings, and the pictures load', async ({ page }) => {
  await page.goto(paths.about);
  await page.getByRole('link', { name: 'See them all on the plates' }).click();
  await expect(page).toHaveURL(/\/about\/plates$/);
  // The About page stays on screen until the plates have loaded: wait for them, not for any list.
  await expect(page.getByRole('heading', { level: 1, name: 'The plates' })).toBeVisible();
  const plates = page.getByRole('main').getByRole('listitem');
  const oak = plates.filter({ hasText: 'Quercus robur' });
  await expect(oak).toHaveCount(1);
  expect(await plates.count()).toBeGreaterThanOrEqual(120);
  await oak.scrollIntoViewIfNeeded();
  const pictures = oak.getByRole('img');
  await expect(pictures).toHaveCount(5);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  }
  await expect(pictures.first()).toHaveAccessibleName('Leaf of English oak');
  await expect(pictures.last()).toHaveAccessibleName('Whole tree of English oak');
});

test('the plates are found by name, level and type, and keep the search on reload and Back', async ({ page }) => {
  await page.goto(paths.plates);
  const main = page.getByRole('main');
  const plates = main.getByRole('listitem');
  const count = main.getByRole('status').filter({ hasText: /trees/ });
  await expect(count).toHaveText(/^Showing all \d+ trees\.$/);
  const total = await plates.count();
  const filters = main.getByRole('search', { name: 'Find trees on the plates' });
  const name = filters.getByRole('searchbox', { name: 'Name' });
  const level = filters.getByRole('combobox', { name: 'Level' });
  const type = filters.getByRole('combobox', { name: 'Type' });

  // Either name, any case, accents or not, words in any order.
  await name.fill('rob QUÉRCUS');
  await expect(count).toHaveText(`Showing 1 of ${total} trees.`);
  await expect(plates).toHaveCount(1);
  await expect(plates.getByRole('heading', { level: 2 })).toHaveText('English oak Quercus robur');
  await name.fill('oak');
  await expect.poll(() => plates.count()).toBeGreaterThan(1);
  for (const plate of await plates.getByRole('heading', { level: 2 }).allInnerTexts()) expect(plate).toMatch(/oak/i);

  // A level and a type keep their own trees, as each plate names them.
  await name.clear();
  await level.selectOption({ label: 'Sapling (common)' });
  await type.selectOption({ label: 'Evergreen' });
  await expect(page).toHaveURL(/\/about\/plates\?level=1&type=evergreen$/);
  // The list follows the filters a moment after the URL: count it once it says so.
  await expect(count).toHaveText(/^Showing \d+ of \d+ trees\.$/);
  const shown = await plates.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  await expect(count).toHaveText(`Showing ${shown} of ${total} trees.`);
  await expect(plates.getByText('Sapling · Evergreen', { exact: true })).toHaveCount(shown);

  // The URL keeps them: a reload, and Back from another page.
  await page.reload();
  await expect(level).toHaveValue('1');
  await expect(type).toHaveValue('evergreen');
  await expect(count).toHaveText(`Showing ${shown} of ${total} trees.`);
  await page.goto(paths.credits);
  await page.goBack();
  await expect(type).toHaveValue('evergreen');
  await expect(plates).toHaveCount(shown);

  // Nothing found says so, and offers every tree again.
  await name.fill('zzz');
  await expect(count).toHaveText('No trees match “zzz” among Sapling evergreen trees.');
  await expect(plates).toHaveCount(0);
  await main.getByRole('button', { name: 'Show every tree' }).click();
  await expect(count).toHaveText(`Showing all ${total} trees.`);
  await expect(name).toHaveValue('');
  await expect(level).toHaveValue('');
});

test('a renamed tree shows its accepted name with the familiar old one, and is found by either', async ({ page }) => {
  await page.goto(paths.plates);
  const main = page.getByRole('main');
  const plates = main.getByRole('listitem');
  const name = main.getByRole('searchbox', { name: 'Name' });
  // "Sorbus aria" also finds rowan, Sorbus aucuparia: every word is found in its names.
  await name.fill('Sorbus aria');
  await expect(plates.getByRole('heading', { level: 2 })).toHaveText([
    'Whitebeam Aria edulis, syn. Sorbus aria',
    'Rowan Sorbus aucuparia',
  ]);
  await name.fill('Aria edulis');
  await expect(plates.getByRole('heading', { level: 2 })).toHaveText(['Whitebeam Aria edulis, syn. Sorbus aria']);
});
