import { paths } from '../../web/src/app/paths.ts';
import { expect, test } from '../fixtures.ts';

test('the plates show every species with four drawings, and the pictures load', async ({ page }) => {
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
  await expect(pictures).toHaveCount(4);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  }
  await expect(pictures.first()).toHaveAccessibleName('Leaf of English oak');
});
