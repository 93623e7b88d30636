import type { Tree } from '@leafwise/contract';
import { paths } from '../../web/src/lib/paths.ts';
import { expect, test } from '../fixtures.ts';
import { SEEDED_PHOTO } from '../site.ts';

test('a photo added with the command shows in place of the drawing, with its credit on the credits page', async ({
  page,
  request,
}) => {
  // The whole catalog, 150 trees at a time (the route's largest limit).
  const trees: Tree[] = [];
  for (let page = 1; page === 1 || trees.length % 150 === 0; page += 1) {
    const exclude = trees.length > 0 ? `&exclude_ids=${trees.map((tree) => tree.tree_id).join(',')}` : '';
    const next = (await (await request.get(`/api/trees/incorrect-options?limit=150${exclude}`)).json()) as {
      trees: Tree[];
    };
    if (next.trees.length === 0) break;
    trees.push(...next.trees);
  }
  const oak = trees.find((tree) => tree.tree_name_sci === 'Quercus robur');
  expect(oak?.tree_img_bark).toMatch(/^\/media\/[0-9a-f]{32}-1280\.webp$/);
  expect(oak?.tree_img_leaf).toMatch(/^\/api\/illustrations\//);

  await page.goto(paths.home);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Image credits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Image credits' })).toBeVisible();
  await expect(page).toHaveURL(/\/about\/credits$/);
  const credit = page.getByRole('listitem').filter({ hasText: 'Bark of English oak' });
  await expect(credit).toContainText(`Photo by ${SEEDED_PHOTO.author}, ${SEEDED_PHOTO.licence}.`);
  await expect(credit.getByRole('link', { name: SEEDED_PHOTO.licence })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/4.0/',
  );
  await expect(credit.getByRole('link', { name: 'Source' })).toHaveAttribute('href', SEEDED_PHOTO.source);
  const thumbnail = credit.getByRole('img', { name: 'Bark of English oak' });
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  // The plates still show the drawing, for reviewing the catalog.
  await page.getByRole('link', { name: 'see them all on the plates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The plates' })).toBeVisible();
  const oakPlate = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Quercus robur' });
  await expect(oakPlate.getByRole('img', { name: 'Bark of English oak' })).toHaveAttribute('src', /\.svg$/);
});
