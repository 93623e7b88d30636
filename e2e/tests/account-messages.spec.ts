import type { Page } from '@playwright/test';
import { paths } from '../../web/src/lib/paths.ts';
import { allowRefusals, createVerifiedAccount, logIn, newAccount, signInApi } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { holdRequests } from '../held-requests.ts';
import { E2E_ADMIN_EMAIL, E2E_ORIGIN } from '../site.ts';

// The account messages of docs/product.md#strings, each on screen. Failures the real server
// cannot be made to produce on demand (a 500 with no message) are injected at the network layer,
// and only those.

const failWith500 = (page: Page, url: string, method?: string) =>
  page.route(url, (route) =>
    method && route.request().method() !== method
      ? route.continue()
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );

test('a banned account is told so at login', async ({ page, request, consoleErrors }) => {
  const admin = await createVerifiedAccount(request, { ...newAccount(), email: E2E_ADMIN_EMAIL });
  await signInApi(request, admin);
  const victim = await createVerifiedAccount(request);
  const { user } = await (await request.get(`/api/users/email/${victim.email}`)).json();
  expect(
    (await request.patch(`/api/users/restrict/${user.user_id}`, { headers: { origin: E2E_ORIGIN } })).status(),
  ).toBe(200);

  await page.goto(paths.login);
  await logIn(page, victim.email, victim.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your account has been banned.');
  allowRefusals(consoleErrors, 403);
});

test('login, sign-up and reset fall back to their own wording when the server says nothing', async ({
  page,
  consoleErrors,
}) => {
  const main = page.getByRole('main');
  await failWith500(page, '**/api/auth/sign-in/email');
  await page.goto(paths.login);
  await logIn(page, 'someone@example.com', 'whatever-it-is');
  await expect(main.getByRole('alert')).toHaveText('Failed to log in. Please check your details.');

  await failWith500(page, '**/api/auth/sign-up/email');
  await page.goto(paths.signup);
  await main.getByLabel('Name').fill('Ash');
  await main.getByLabel('Email').fill('ash@example.com');
  await main.getByLabel('Password').fill('long-enough-1');
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(main.getByRole('alert')).toHaveText('Failed to sign up. Please try again.');

  await failWith500(page, '**/api/auth/request-password-reset');
  await page.goto(paths.forgotPassword);
  await main.getByPlaceholder('Enter your email').fill('ash@example.com');
  await main.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(main.getByRole('alert')).toHaveText('Failed to send password reset email.');
  allowRefusals(consoleErrors, 500);
});

test('the profile says when a rename or a deletion fails', async ({ page, consoleErrors }) => {
  const account = await createVerifiedAccount(page.request);
  await page.goto(paths.login);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(paths.profile);
  const main = page.getByRole('main');

  await failWith500(page, '**/api/users/*', 'PATCH');
  await main.getByRole('button', { name: 'Edit Name' }).click();
  await main.getByRole('textbox').fill('Another Name');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('alert').filter({ hasText: 'Failed to update name. Please try again.' })).toBeVisible();

  await failWith500(page, '**/api/users/*', 'DELETE');
  await main.getByRole('button', { name: 'Delete Account' }).click();
  await main.getByRole('button', { name: 'Are you sure?' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: /delete/i }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to delete account. Please try again.' }),
  ).toBeVisible();
  allowRefusals(consoleErrors, 500);
});

test('the login page says it is loading while the session is checked', async ({ page }) => {
  // Hold the session check, not fake it: the real answer arrives once the loading line was seen.
  const session = await holdRequests(page, '**/api/auth/get-session');
  await page.goto(paths.login);
  await expect(page.getByText('Loading authentication...')).toBeVisible();
  session.release();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
