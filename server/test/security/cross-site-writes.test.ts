import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, createAccount } from '../helpers/accounts.ts';
import { makeSpecies } from '../helpers/factories.ts';
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

it('accepts no write from a foreign Origin, nor a text/plain one', async () => {
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
      .map((method) => ({ method: method.toUpperCase() as 'POST', url: filled(path) })),
  );
  writes.push(...AUTH_WRITES.map((url) => ({ method: 'POST' as const, url })));
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
