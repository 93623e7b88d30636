import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../src/db/auth-schema.ts';
import { type Account, createAccount } from '../helpers/accounts.ts';
import { makeSpecies } from '../helpers/factories.ts';
import { absoluteFormWrite, pathSpellings } from '../helpers/path-spellings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { reportAttack } from './attack-report.ts';

/**
 * A page on another site makes the victim's browser send every request that changes something,
 * with the victim's cookie (docs/accounts.md). The routes come from the OpenAPI document, so a route added
 * later is tried too; better-auth's, which it leaves out, are listed by hand.
 */
const catalog = Array.from({ length: 12 }, () => makeSpecies());
let t: TestApp;
let victim: Account;
beforeAll(async () => {
  t = await createTestApp(catalog, { asTheSite: false });
  victim = await createAccount(t, { name: 'Victim', role: 'admin' });
});
afterAll(() => t.app.close());

const AUTH_WRITES = [
  '/api/auth/update-user',
  '/api/auth/change-password',
  '/api/auth/sign-out',
  '/api/auth/delete-user',
  '/api/auth/revoke-sessions',
  '/api/auth/admin/ban-user',
  '/api/auth/admin/set-user-password',
];

type Write = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string };

/** Every route that changes something, with its parameters filled in for the victim. */
async function everyWrite(): Promise<Write[]> {
  const quiz = (
    await t.app.inject({
      method: 'POST',
      url: '/api/quizzes',
      headers: { cookie: victim.cookie, origin: 'http://localhost:3000' },
      payload: { mode: 'training' },
    })
  ).json().quiz;
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const filled = (path: string) =>
    path
      .replace('{userId}', victim.id)
      .replace('{quizId}', quiz.quiz_id)
      .replace('{index}', '0')
      .replace(/\{[^}]+\}/g, '1');
  const writes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase() as Write['method'], url: filled(path) })),
  );
  writes.push(...AUTH_WRITES.map((url) => ({ method: 'POST' as const, url })));
  return writes;
}

it('accepts no write from a foreign Origin, nor a text/plain one', async () => {
  const writes = await everyWrite();
  expect(writes.length).toBeGreaterThan(10);

  let accepted = 0;
  const through: string[] = [];
  for (const { method, url } of writes) {
    const attempts = [
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      { referer: 'https://evil.example/', 'content-type': 'application/json' },
      { origin: 'http://localhost:3000', 'content-type': 'text/plain' },
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: victim.cookie, ...headers },
        payload: '{"name":"Pwned","tree_id":1,"mode":"training","quiz_id":"x"}',
      });
      if (response.statusCode < 300) {
        accepted++;
        through.push(`${method} ${url} ${JSON.stringify(headers)}`);
      }
    }
  }
  const tried = writes.length * 3;
  reportAttack({
    attack: 'writes from a foreign Origin or as text/plain',
    tried,
    refused: tried - accepted,
    figure: `${accepted} accepted`,
    goal: '0',
    met: accepted === 0,
  });
  expect(through).toEqual([]);
  // The victim is still there, named as before.
  const self = await t.app.inject({
    url: `/api/users/email/${encodeURIComponent(victim.email)}`,
    headers: { cookie: victim.cookie },
  });
  expect(self.json().user.name).toBe('Victim');
});

it('accepts no write from a foreign Origin however its path is spelled', async () => {
  // Deletions last: one that got through would leave the victim nobody for the rest.
  const writes = (await everyWrite()).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  const before = await victimState();
  const through: string[] = [];
  let tried = 0;
  for (const { method, url } of writes) {
    for (const { spelling, path } of pathSpellings(url)) {
      tried++;
      const response = await t.app.inject({
        method,
        url: path,
        headers: { cookie: victim.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{"name":"Pwned","tree_id":1,"mode":"training","quiz_id":"x","daily_goal":200,"role":"user"}',
      });
      if (response.statusCode < 300) through.push(`${method} ${path} (${spelling}): ${response.statusCode}`);
    }
  }
  reportAttack({
    attack: 'cross-site writes by a path spelled another way (/%61pi/…, /API/…)',
    tried,
    refused: tried - through.length,
    figure: `${through.length} accepted`,
    goal: '0',
    met: through.length === 0,
  });
  expect(through).toEqual([]);
  expect(await victimState()).toEqual(before);
});

it('accepts no write from a foreign Origin sent with an absolute-form target (PUT http://host/api/…), over a real socket', async () => {
  const writes = (await everyWrite()).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  const before = await victimState();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const through: string[] = [];
  try {
    const body = '{"name":"Pwned","daily_goal":200,"role":"user"}';
    for (const { method, url } of writes) {
      const status = await absoluteFormWrite(address, { method, path: url, cookie: victim.cookie, body });
      if (status < 300) through.push(`${method} http://localhost:3000${url}: ${status}`);
    }
  } finally {
    await t.app.server.close();
  }
  reportAttack({
    attack: 'cross-site writes with an absolute-form target',
    tried: writes.length,
    refused: writes.length - through.length,
    figure: `${through.length} accepted`,
    goal: '0',
    met: through.length === 0,
  });
  expect(through).toEqual([]);
  expect(await victimState()).toEqual(before);
});

/** What a write that got through would have changed: the victim's name, role and daily goal. */
async function victimState() {
  const [row] = await t.database.db
    .select({ name: users.name, role: users.role, goal: users.dailyGoal, banned: users.banned })
    .from(users)
    .where(eq(users.id, victim.id));
  return row;
}
