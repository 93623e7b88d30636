import { NOT_AUTHENTICATED } from '@leafwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The signed-in routes refuse a caller who is not signed in before they read a parameter or the
 * body (routes/signed-in-guard.ts): nobody signed in gets 401 whatever they send, and only a
 * signed-in caller learns (400) what a route takes.
 */
const catalog = Array.from({ length: 8 }, () => makeSpecies());
let t: TestApp;
let me: Account;
beforeAll(async () => {
  t = await createTestApp(catalog);
  me = await createAccount(t);
});
afterAll(() => t.app.close());

type Bad = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
const BAD_INPUT: Bad[] = [
  { method: 'POST', url: '/api/quizzes', payload: { mode: 'exam' } },
  { method: 'GET', url: '/api/quizzes/not-a-uuid' },
  { method: 'POST', url: '/api/quizzes/not-a-uuid/questions/x/answer', payload: {} },
  { method: 'GET', url: '/api/progress?tz=Mars/Olympus' },
  { method: 'PUT', url: '/api/progress/goal', payload: { daily_goal: 'lots' } },
  { method: 'PUT', url: '/api/progress/level', payload: { level: 9 } },
  { method: 'POST', url: '/api/progress/offline-practice', payload: { practice_id: 'x', answers: [] } },
  { method: 'PUT', url: '/api/course/units/NOT A UNIT/steps/exam' },
  { method: 'POST', url: '/api/leaderboards/ancient/entries', payload: { quiz_id: 7 } },
  { method: 'PATCH', url: '/api/users/x', payload: { name: 12 } },
  { method: 'GET', url: '/api/users/email/not-an-email?extra=1' },
];

describe('a signed-in route', () => {
  it.each(BAD_INPUT)('answers $method $url with bad input 401 to nobody signed in, 400 to a learner', async (bad) => {
    const stranger = await t.app.inject({ method: bad.method, url: bad.url, payload: bad.payload });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ msg: NOT_AUTHENTICATED });
    const learner = await t.app.inject({ ...bad, headers: { cookie: me.cookie } });
    expect(learner.statusCode, learner.body).toBe(400);
  });
});
