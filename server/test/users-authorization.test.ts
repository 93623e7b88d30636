import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Actor = 'anonymous' | 'self' | 'other' | 'admin' | 'banned';
type Route = {
  name: string;
  request: (target: Account) => { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };
};

// Each route acts on a fresh target account; "self" is the target signed in as themself.
const ROUTES: Route[] = [
  { name: 'GET /users/email/:email', request: (u) => ({ method: 'GET', url: `/api/users/email/${u.email}` }) },
  {
    name: 'POST /users',
    request: (u) => ({ method: 'POST', url: '/api/users', payload: { name: u.name, email: u.email } }),
  },
  {
    name: 'PATCH /users/:userId',
    request: (u) => ({
      method: 'PATCH',
      url: `/api/users/${u.id}`,
      payload: { name: 'Rowan', email: u.email, user_status: 'good' },
    }),
  },
  { name: 'DELETE /users/:userId', request: (u) => ({ method: 'DELETE', url: `/api/users/${u.id}` }) },
  { name: 'PATCH /users/restrict/:userId', request: (u) => ({ method: 'PATCH', url: `/api/users/restrict/${u.id}` }) },
  { name: 'GET /trees', request: () => ({ method: 'GET', url: '/api/trees?level=1' }) },
  { name: 'GET /trees/incorrect-options', request: () => ({ method: 'GET', url: '/api/trees/incorrect-options' }) },
];

// The one table: expected status per route and actor. A banned user's sessions ended with the ban.
const EXPECTED: Record<string, Record<Actor, number>> = {
  'GET /users/email/:email': { anonymous: 401, self: 200, other: 403, admin: 200, banned: 401 },
  'POST /users': { anonymous: 401, self: 200, other: 403, admin: 403, banned: 401 },
  'PATCH /users/:userId': { anonymous: 401, self: 200, other: 403, admin: 200, banned: 401 },
  'DELETE /users/:userId': { anonymous: 401, self: 204, other: 403, admin: 204, banned: 401 },
  'PATCH /users/restrict/:userId': { anonymous: 401, self: 403, other: 403, admin: 200, banned: 401 },
  'GET /trees': { anonymous: 200, self: 200, other: 200, admin: 200, banned: 200 },
  'GET /trees/incorrect-options': { anonymous: 200, self: 200, other: 200, admin: 200, banned: 200 },
};

let t: TestApp;
let actors: Record<Exclude<Actor, 'self' | 'anonymous'>, Account>;
beforeAll(async () => {
  t = await createTestApp([makeSpecies()]);
  actors = {
    other: await createAccount(t),
    admin: await createAccount(t, { role: 'admin' }),
    banned: await createAccount(t, { banned: true }),
  };
});
afterAll(() => t.app.close());

const cases = ROUTES.flatMap((route) =>
  (['anonymous', 'self', 'other', 'admin', 'banned'] as const).map((actor) => ({
    route,
    actor,
    expected: EXPECTED[route.name]?.[actor],
  })),
);

describe('who may call what', () => {
  it.each(cases)('$route.name as $actor → $expected', async ({ route, actor, expected }) => {
    const target = await createAccount(t, { name: 'Target' });
    const cookie = actor === 'anonymous' ? undefined : actor === 'self' ? target.cookie : actors[actor].cookie;
    const { method, url, payload } = route.request(target);
    const response = await t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(expected);
    if (response.statusCode >= 400) expect(response.json()).toHaveProperty('msg');
  });
});
