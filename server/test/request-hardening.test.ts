import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './helpers/accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const origin = 'http://localhost:3000';
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request bodies, ids and logs', () => {
  let t: TestApp;
  const errorLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp([], { onErrorLog: (line) => errorLines.push(line) });
  });
  afterAll(() => t.app.close());

  it('refuses JSON nested 5,000 deep to /api/auth/* with a 4xx, never a 500', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin, 'content-type': 'application/json' },
        payload: nested(5000),
      });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('hands better-auth the body exactly as sent: an ordinary sign-in still works', async () => {
    const me = await createAccount(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin, 'content-type': 'application/json' },
      payload: `  {"email": ${JSON.stringify(me.email)},\n "password": ${JSON.stringify(me.password)} }`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a body nested too deeply to our own routes with 400 { msg }', async () => {
    const me = await createAccount(t);
    for (const depth of [33, 5000]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/quizzes',
        headers: { origin, cookie: me.cookie, 'content-type': 'application/json' },
        payload: nested(depth),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: 'Request body is nested too deeply.' });
    }
    // Depth is counted outside strings only: brackets inside a string are just text.
    const shallow = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes',
      headers: { origin, cookie: me.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ mode: '[{'.repeat(100) }),
    });
    expect(shallow.statusCode).toBe(400);
    expect(shallow.json().msg).not.toMatch(/nested/);
  });

  it('never takes x-request-id from the client, well-formed or not', async () => {
    for (const sent of ['good-id.123', `evil\n{"level":60,"msg":"forged"}`, 'x'.repeat(10_000)]) {
      const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': sent } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('logs a foreign callbackURL from an anonymous client as a warning, not an error', async () => {
    errorLines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: 'someone@example.com', password: 'whatever-it-is', callbackURL: 'https://evil.example/' },
    });
    expect(response.statusCode).toBe(403);
    expect(errorLines).toEqual([]);
    // better-auth's own errors still reach the error level.
    (await t.app.auth.$context).logger.error('the database went away');
    expect(errorLines).toEqual([expect.stringContaining('better-auth: the database went away')]);
  });
});
