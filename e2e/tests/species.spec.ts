import { paths } from '../../web/src/lib/paths.ts';
import { allowRefusals } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';

test('the index finds a tree by an old name and by filters, and its page tells it from a look-alike', async ({
  page,
}) => {
  await page.goto(paths.trees);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Every tree' })).toBeVisible();
  const name = main.getByRole('searchbox', { name: 'Name' });
  // Whitebeam is Aria edulis now; the name people know still finds it.
  await name.fill('sorbus aria');
  await expect(main.getByRole('link', { name: /Whitebeam/ }).first()).toBeVisible();
  await name.fill('');
  await main.getByRole('combobox', { name: 'Conifer or broadleaf' }).selectOption({ label: 'Conifer' });
  await main.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Deciduous' });
  // The larches and the other deciduous conifers, and no oak.
  await expect(main.getByRole('link', { name: /European larch/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /oak/i })).toHaveCount(0);
  await expect(page).toHaveURL(/type=deciduous/);

  await page.goto(`${paths.trees}/acer-pseudoplatanus`);
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Sycamore');
  await expect(page).toHaveTitle(/Sycamore/);
  await expect(main.getByRole('heading', { name: 'Key features' })).toBeVisible();
  for (const part of ['Leaf', 'Bark', 'Buds', 'Seed', 'Whole tree']) {
    await expect(main.getByRole('heading', { level: 3, name: part })).toBeVisible();
  }
  // The whole tree is described in the species' own words, not in one sentence shared by all.
  await expect(main.getByText(/^A big, broad, dense dome 20 to 35 m tall/)).toBeVisible();
  await main.getByText('How to tell it from Norway maple').click();
  await expect(main.getByText(/Norway maple/).first()).toBeVisible();
  await main.getByRole('link', { name: 'Norway maple' }).first().click();
  await expect(page).toHaveURL(/\/trees\/acer-platanoides$/);
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Norway maple');
});

test('a species page as a link preview reads it, and an unknown species is a page that does not exist', async ({
  page,
  request,
  consoleErrors,
}) => {
  const html = await (await request.get('/trees/quercus-robur')).text();
  expect(html).toMatch(/<title>English oak \(Quercus robur\) · Leafwise<\/title>/);
  expect(html).toMatch(/<meta property="og:title" content="English oak \(Quercus robur\)"/);

  const response = await page.goto('/trees/no-such-tree');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Tree not found' })).toBeVisible();
  allowRefusals(consoleErrors, 404);
});

test('the app says once that it was updated since the last visit', async ({ page }) => {
  await page.goto(paths.about);
  await page.evaluate(() => localStorage.setItem('leafwise-build', 'an-older-build'));
  await page.reload();
  const notice = page.getByRole('main').getByText('Leafwise has been updated to its latest version.');
  await expect(notice).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'the plates' }).first().click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
