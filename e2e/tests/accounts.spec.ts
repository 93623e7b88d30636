import { randomUUID } from 'node:crypto';
import { paths } from '../../web/src/lib/paths.ts';
import { accountNav, allowRefusals, logIn, mailedLink, nav, newAccount } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { signInAt } from '../quiz.ts';
import { E2E_ORIGIN } from '../site.ts';

test('a visitor signs up, verifies, logs in, renames and logs out, then deletes the account', async ({ page }) => {
  // The page's timers on a clock the test can move on, for the six seconds of "Are you sure?" below.
  await page.clock.install();
  const account = newAccount();
  const main = page.getByRole('main');

  await page.goto(paths.signup);
  await expect(main.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await main.getByLabel('Name').fill(account.name);
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password').fill(account.password);
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    main.getByText('Account created! If you cant see the navigation bar when you first log in, please refresh!'),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute('href', paths.login);

  await page.goto(await mailedLink(page.request, account.email, paths.verifyEmail));
  await expect(main.getByRole('status').filter({ hasText: 'Your e-mail address is verified.' })).toBeVisible();

  // A signed-in page sends a visitor to log in, and back to it afterwards.
  await page.goto(paths.profile);
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(main).toContainText(account.name);
  const signedInNav = await accountNav(page);
  await expect(signedInNav.getByRole('link', { name: 'Leaderboard', exact: true })).toBeVisible();
  await expect(signedInNav.getByRole('link', { name: 'Progress', exact: true })).toBeVisible();
  await expect(signedInNav.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(signedInNav.getByRole('button', { name: 'Log out' })).toBeVisible();

  // Signed in, the login page is no place to be.
  await page.goto(paths.login);
  await expect(page).toHaveURL(/\/home$/);

  await (await accountNav(page)).getByRole('link', { name: 'Profile', exact: true }).click();
  await main.getByRole('button', { name: 'Edit Name' }).click();
  await main.getByRole('textbox', { name: 'Name' }).fill('  ');
  await main.getByRole('button', { name: 'Save' }).click(); // blank: back to reading, nothing saved
  await expect(main.getByRole('button', { name: 'Edit Name' })).toBeFocused();
  await main.getByRole('button', { name: 'Edit Name' }).click();
  await main.getByRole('textbox', { name: 'Name' }).fill('Hazel Wych-Elm');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(main).toContainText('Hazel Wych-Elm');

  // Home, where logging out lands, asks nothing more of the server for the user who just left.
  const askedAfterLeaving: string[] = [];
  const watch = (request: { url(): string }) => {
    if (/\/api\/(progress\?|quizzes\/open)/.test(request.url())) askedAfterLeaving.push(request.url());
  };
  await (await accountNav(page)).getByRole('button', { name: 'Log out' }).click();
  page.on('request', watch);
  await expect(page).toHaveURL(/\/home$/);
  await expect(main).toContainText('You have logged out.');
  await page.waitForLoadState('networkidle');
  page.off('request', watch);
  expect(askedAfterLeaving).toEqual([]);
  await expect(nav(page).getByRole('link', { name: 'Profile', exact: true })).toHaveCount(0);
  await page.goto(paths.profile);
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await logIn(page, account.email, account.password);
  await expect(main).toContainText('Hazel Wych-Elm');

  // Two steps: "Are you sure?" for six seconds, and only a second click within them opens the dialog.
  const remove = main.getByRole('button', { name: 'Delete Account' });
  await remove.click();
  const sure = main.getByRole('button', { name: 'Are you sure?' });
  await expect(sure).toBeVisible();
  await page.clock.fastForward(5_000);
  await expect(sure).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(remove).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await remove.click();
  await main.getByRole('button', { name: 'Are you sure?' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('DELETE ACCOUNT: THIS ACTION CANNOT BE UNDONE!');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await remove.click();
  await main.getByRole('button', { name: 'Are you sure?' }).click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(main).toContainText('Account deleted successfully.');
  await expect(nav(page).getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('a wrong password gets an error that does not say whether the e-mail has an account', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(paths.login);
  await logIn(page, `nobody-${randomUUID()}@example.com`, 'not-the-password');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(/invalid email or password/i);
  await expect(alert).not.toContainText(/not found|no account|exist/i);
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toHaveCount(0);
  allowRefusals(consoleErrors, 401);
});

test('an unverified account is offered "Resend Verification Email", once a minute', async ({
  page,
  isMobile,
  consoleErrors,
}) => {
  test.skip(isMobile, 'needs an account of its own; one viewport is enough');
  // The page's timers on a clock the test can move on, for the minute's countdown below.
  await page.clock.install();
  const account = newAccount();
  expect(
    (await page.request.post('/api/auth/sign-up/email', { data: account, headers: { origin: E2E_ORIGIN } })).ok(),
  ).toBe(true);

  await page.goto(paths.login);
  const main = page.getByRole('main');
  await expect(main).toContainText(/in development.*accounts may need to be created again/);
  await expect(main.getByRole('button', { name: 'Resend Verification Email' })).toHaveCount(0);
  await logIn(page, account.email, account.password);
  const resend = main.getByRole('button', { name: 'Resend Verification Email' });
  await expect(resend).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await resend.click();
  await expect(
    main.getByRole('status').filter({ hasText: 'Verification email sent! Check your inbox.' }),
  ).toBeVisible();
  await resend.click();
  await expect(
    main.getByRole('alert').filter({ hasText: /^Please wait (59|60) seconds before resending\.$/ }),
  ).toBeVisible();
  // It counts down: two seconds on, every tick of them run.
  await page.clock.runFor(2_000);
  await expect(
    main.getByRole('alert').filter({ hasText: /^Please wait 5[0-8] seconds before resending\.$/ }),
  ).toBeVisible();

  await main.getByLabel('Email').fill('');
  await resend.click();
  await expect(main.getByRole('alert').filter({ hasText: 'Please log in first.' })).toBeVisible();
  allowRefusals(consoleErrors, 403);
});

test('forgot password with an empty e-mail says what is missing', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto(paths.forgotPassword);
  await expect(main.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Email' })).toHaveAttribute('placeholder', 'Enter your email');
  await main.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(main.getByRole('alert')).toHaveText('Please enter your email address to reset your password.');
  await main.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the e-mailed reset link sets a new password', async ({ page, isMobile }) => {
  test.skip(isMobile, 'needs an account of its own; one viewport is enough');
  const account = newAccount();
  await page.request.post('/api/auth/sign-up/email', { data: account, headers: { origin: E2E_ORIGIN } });
  await page.request.get(`/api/auth${await mailedLink(page.request, account.email, paths.verifyEmail)}`);

  const main = page.getByRole('main');
  await page.goto(paths.forgotPassword);
  await main.getByLabel('Email').fill(account.email.toUpperCase()); // the address is lower-cased
  await main.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    main.getByRole('status').filter({ hasText: 'Password reset email sent! Check your inbox.' }),
  ).toBeVisible();

  await page.goto(await mailedLink(page.request, account.email, paths.resetPassword));
  await main.getByLabel('New password', { exact: true }).fill('oak-ash-and-thorn-3');
  await main.getByLabel('Confirm new password').fill('oak-ash-and-thorn-3');
  await main.getByRole('button', { name: 'Change Password' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await main.getByRole('link', { name: 'Go to login' }).click();
  await logIn(page, account.email, 'oak-ash-and-thorn-3');
  await expect(page).toHaveURL(/\/home$/);
  await expect((await accountNav(page)).getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('signed-in pages send a visitor to log in first', async ({ page }) => {
  for (const path of [paths.train, paths.test, paths.leaderboard, paths.profile]) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === paths.login && url.searchParams.get('next') === path);
    await expect(page.getByRole('main').getByRole('button', { name: 'Login' })).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a used or broken verification link says so and leads to the login page', async ({ page, consoleErrors }) => {
  await page.goto(`${paths.verifyEmail}?token=not-a-real-token`);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(/not valid|expired/);
  await main.getByRole('link', { name: 'Go to login to get a new link' }).click();
  await expect(page).toHaveURL(/\/login$/);
  allowRefusals(consoleErrors, 401);
});

test('a reset link without a valid token offers a new one', async ({ page }) => {
  await page.goto(paths.resetPassword);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('invalid or has expired');
  await main.getByRole('link', { name: /new reset link/ }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('signed in, every page stays in reach: behind More on a phone, in the header on a desktop', async ({
  page,
  isMobile,
}) => {
  await signInAt(page, paths.train);
  const bar = nav(page);
  // Signed in, the course takes About's place in a phone's bar and About goes behind More (decision 012).
  const tabs = ['Home', 'Learn', 'Train', 'Test'];
  const signedIn = ['Progress', 'Leaderboard', 'Profile', 'About'];
  for (const name of tabs) await expect(bar.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  const more = bar.getByRole('button', { name: 'More' });
  if (!isMobile) {
    await expect(more).toBeHidden();
    for (const name of signedIn) await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Log out' })).toBeVisible();
    // Beside all nine, the tagline still keeps to one line.
    const tagline = page.getByRole('banner').getByText('Learn the leaves, know the trees!');
    const lineHeight = await tagline.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    expect((await tagline.boundingBox())?.height).toBeLessThan(1.5 * lineHeight);
    return;
  }

  // A phone: Home, Learn, Train, Test and More, each whole on screen; the rest only once More is open.
  await expect(more).toBeInViewport({ ratio: 1 });
  for (const name of signedIn) await expect(bar.getByRole('link', { name, exact: true })).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  for (const name of signedIn) await expect(bar.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  await expect(bar.getByRole('button', { name: 'Log out' })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();

  await more.click();
  await bar.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(bar.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('aria-current', 'page');
  // A tap anywhere else closes it.
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  // So does Back.
  await more.click();
  await page.goBack();
  await expect(page).toHaveURL(/\/train$/);
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  // Opened while the next page is still loading, it stays open when that page arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/progress-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await more.click();
  await bar.getByRole('link', { name: 'Progress', exact: true }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  release();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Your Progress' })).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
});
