import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, someIp } from '../helpers/accounts.ts';
import { makeSpecies } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { reportAttack } from './attack-report.ts';

/**
 * Someone who wants to know which addresses have accounts signs each one up and compares the
 * answers with a sign-up of an address surely new (docs/accounts.md). Over 30 pairs, nothing they can see
 * (status, cookies, keys in their order, the type and length of every value) may differ.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp([makeSpecies()]);
});
afterAll(() => t.app.close());

/** What a response shows besides values that are random anyway: keys in order, types, lengths. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') return Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]);
  if (typeof value === 'string') return `string(${value.length})`;
  return value === null ? 'null' : typeof value === 'boolean' ? value : typeof value;
}

async function signUp(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: someIp(),
    payload: { name: 'Sorbus', email, password: 'a-good-long-password' },
  });
  return {
    status: response.statusCode,
    cookies: response.cookies.map((cookie) => cookie.name),
    type: response.headers['content-type'],
    shape: JSON.stringify(shapeOf(response.json())),
  };
}

it('answers a sign-up for an existing address exactly as one for a new address', async () => {
  const pairs = 30;
  let toldApart = 0;
  const differences: string[] = [];
  for (let i = 0; i < pairs; i++) {
    // Same-length addresses, so a difference of length could only come from the answer itself.
    const existing = await createAccount(t);
    const fresh = `user-${randomBytes(5).toString('hex')}@example.com`;
    expect(fresh.length).toBe(existing.email.length);
    const [a, b] = [await signUp(existing.email), await signUp(fresh)];
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      toldApart++;
      differences.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
    }
  }
  reportAttack({
    attack: 'sign-up answers told apart',
    tried: pairs,
    refused: pairs - toldApart,
    figure: `${toldApart} of ${pairs} pairs told apart`,
    goal: '0',
    met: toldApart === 0,
  });
  expect(differences).toEqual([]);
});
