import { randomUUID } from 'node:crypto';
import { OutboxSchema } from '@leafwise/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { E2E_ORIGIN } from './site.ts';

const PASSWORD = 'birch-and-beech-7';

export function newAccount() {
  const id = randomUUID().slice(0, 8);
  return { name: `Rowan ${id}`, email: `e2e-${id}@example.com`, password: PASSWORD };
}

/** The path (with its ?token=) of the newest link e-mailed to `to` whose path starts with `path`. */
export async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = OutboxSchema.parse(await (await request.get('/api/dev/outbox')).json());
      const links = messages.filter((message) => message.to === to).flatMap((message) => message.links);
      found = links.map((link) => new URL(link)).find((url) => url.pathname === path)?.href;
      return found;
    })
    .toBeTruthy();
  const url = new URL(found as string);
  return `${url.pathname}${url.search}`;
}

/**
 * The browser reports every refused request as a console error, which fails a test (fixtures.ts).
 * A test whose point is a refusal takes those reports off the list, and only those.
 */
export function allowRefusals(consoleErrors: string[], status: number) {
  const refused = `the server responded with a status of ${status}`;
  const others = consoleErrors.filter((error) => !error.includes(refused));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

/** Offline, the browser reports each request that could not go out; a test going offline on purpose takes those off. */
export function allowOfflineFailures(consoleErrors: string[]) {
  const others = consoleErrors.filter((error) => !/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

export async function logIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Login' }).click();
}

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * The navigation with the signed-in pages and Log out showing: in the header on a desktop, behind
 * More on a phone, which this opens.
 */
export async function accountNav(page: Page) {
  const more = nav(page).getByRole('button', { name: 'More' });
  // The signed-in navigation comes with the session, a moment after the page: on a phone its
  // account pages sit behind More, on a desktop Log out shows beside them.
  const logOut = nav(page).getByRole('button', { name: 'Log out' });
  await expect.poll(async () => (await more.isVisible()) || (await logOut.isVisible())).toBe(true);
  if ((await more.isVisible()) && (await more.getAttribute('aria-expanded')) !== 'true') {
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
  }
  return nav(page);
}

/** A verified account made through the API (sign-up, then the e-mailed link), not through the UI. */
export async function createVerifiedAccount(request: APIRequestContext, account = newAccount()) {
  // An API client must name the site as its origin, as a browser does (better-auth's CSRF check).
  const signUp = await request.post('/api/auth/sign-up/email', { data: account, headers: { origin: E2E_ORIGIN } });
  expect(signUp.status()).toBe(200);
  const verify = await request.get(
    `/api/auth/verify-email?token=${new URL(await mailedLink(request, account.email, '/verify-email'), 'http://x').searchParams.get('token')}`,
  );
  expect(verify.status()).toBe(200);
  return account;
}

/** Signs the request context in (it keeps the cookie) for API calls as that account. */
export async function signInApi(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/sign-in/email', { data: account, headers: { origin: E2E_ORIGIN } });
  expect(response.status()).toBe(200);
}
