import { paths } from '../../web/src/app/paths.ts';
import { expect, test } from '../fixtures.ts';

test('the plates show every species with four drawings, and the pictures load', async ({ page }) => {
  await page.goto(paths.about);
  await page.getByRole('link', { name: 'See them all on the plates' }).click();
  await expect(page).toHaveURL(/\/about\/plates$/);
  const plates = page.getByRole('main').getByRole('listitem');
  await expect(plates.first()).toBeVisible();
  expect(await plates.count()).toBeGreaterThanOrEqual(120);
  const oak = plates.filter({ hasText: 'Quercus robur' });
  await oak.scrollIntoViewIfNeeded();
  const pictures = oak.getByRole('img');
  await expect(pictures).toHaveCount(4);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  }
  await expect(pictures.first()).toHaveAccessibleName('Leaf of English oak');
});
