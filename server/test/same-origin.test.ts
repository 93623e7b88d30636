import { REQUEST_ERRORS } from '@leafwise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/auth-schema.ts';
import { quizzes } from '../src/db/quiz-schema.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { absoluteFormWrite, pathSpellings } from './helpers/path-spellings.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const SITE = 'http://localhost:3000';
const catalog = Array.from({ length: 12 }, () => makeSpecies());
let t: TestApp;
let me: Account;
beforeAll(async () => {
  // Nothing is added to the requests here: each test says what its client sends.
  t = await createTestApp(catalog, { asTheSite: false });
  me = await createAccount(t, { name: 'Alder' });
});
afterAll(() => t.app.close());

const nameOf = async (id: string) =>
  (await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;
const quizCount = (id: string) => t.database.db.$count(quizzes, eq(quizzes.user_id, id));

type Sent = { origin?: string; referer?: string; contentType?: string; body?: string };
const rename = ({ origin, referer, contentType = 'application/json', body }: Sent) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${me.id}`,
    headers: {
      cookie: me.cookie,
      'content-type': contentType,
      ...(origin === undefined ? {} : { origin }),
      ...(referer === undefined ? {} : { referer }),
    },
    payload: body ?? JSON.stringify({ name: 'Mallory' }),
  });

describe('a request that changes something', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['a look-alike Origin', { origin: 'http://localhost:3000.evil.example' }],
    ['a foreign Referer and no Origin', { referer: 'https://evil.example/page' }],
    ['neither Origin nor Referer, with a cookie', {}],
  ] satisfies [string, Sent][])('is refused (403) from %s, changing nothing', async (_, sent) => {
    const response = await rename(sent);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: REQUEST_ERRORS.foreignOrigin });
    expect(await nameOf(me.id)).toBe('Alder');
  });

  it('is refused (415) with a text/plain body, even from the site, changing nothing', async () => {
    const response = await rename({ origin: SITE, contentType: 'text/plain', body: '{"name":"Mallory"}' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ msg: REQUEST_ERRORS.notJson });
    expect(await nameOf(me.id)).toBe('Alder');
  });

  it('is refused (415) as a multipart form anywhere but a file upload, even from the site', async () => {
    const response = await rename({
      origin: SITE,
      contentType: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMallory\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(415);
    expect(await nameOf(me.id)).toBe('Alder');
  });

  it('refuses (403) a photo upload posted from a page elsewhere, before anyone is asked who sent it', async () => {
    const admin = await createAccount(t, { role: 'admin' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/photos',
      headers: {
        cookie: admin.cookie,
        origin: 'https://evil.example',
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="species"\r\n\r\nquercus-robur\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: REQUEST_ERRORS.foreignOrigin });
  });

  it('goes through from the site, by Origin or by Referer', async () => {
    expect((await rename({ origin: SITE, body: JSON.stringify({ name: 'Birch' }) })).statusCode).toBe(200);
    expect(await nameOf(me.id)).toBe('Birch');
    const byReferer = await rename({ referer: `${SITE}/profile`, body: JSON.stringify({ name: 'Alder' }) });
    expect(byReferer.statusCode).toBe(200);
    expect(await nameOf(me.id)).toBe('Alder');
  });

  it('covers POST, PATCH, DELETE and PUT alike, and a form-like POST without a body type', async () => {
    const before = await quizCount(me.id);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes',
      headers: { cookie: me.cookie, origin: 'https://evil.example' },
      payload: { mode: 'training' },
    });
    expect(start.statusCode).toBe(403);
    expect(await quizCount(me.id)).toBe(before);

    const quiz = (
      await t.app.inject({
        method: 'POST',
        url: '/api/quizzes',
        headers: { cookie: me.cookie, origin: SITE },
        payload: { mode: 'training' },
      })
    ).json().quiz;
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quiz.quiz_id}/finish`,
      headers: { cookie: me.cookie, origin: SITE, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(finish.statusCode).toBe(415);
    const [row] = await t.database.db.select().from(quizzes).where(eq(quizzes.quiz_id, quiz.quiz_id));
    expect(row?.finished_at).toBeNull();

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${me.id}`,
      headers: { cookie: me.cookie, referer: 'https://evil.example/' },
    });
    expect(remove.statusCode).toBe(403);
    expect(await nameOf(me.id)).toBe('Alder');

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/anything',
      headers: { origin: 'https://evil.example' },
    });
    expect(put.statusCode).toBe(403);

    // A body-less POST from the site, as the web app sends to finish a quiz, goes through.
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quiz.quiz_id}/finish`,
      headers: { cookie: me.cookie, origin: SITE },
    });
    expect(done.statusCode).toBe(200);
  });

  it("covers better-auth's routes too", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: me.cookie, origin: 'https://evil.example' },
      payload: { name: 'Mallory' },
    });
    expect(response.statusCode).toBe(403);
    expect(await nameOf(me.id)).toBe('Alder');
  });

  it('lets an API client with a bearer token and no cookie through without an Origin', async () => {
    const token = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(me.cookie)?.[1] ?? '');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${me.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Rowan' },
    });
    expect(response.statusCode).toBe(200);
    expect(await nameOf(me.id)).toBe('Rowan');
    // The same token alongside a cookie is a browser's request: it must name its origin.
    const withCookie = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${me.id}`,
      headers: { authorization: `Bearer ${token}`, cookie: me.cookie },
      payload: { name: 'Mallory' },
    });
    expect(withCookie.statusCode).toBe(403);
    expect(await nameOf(me.id)).toBe('Rowan');
  });

  it('leaves reads alone: a GET from anywhere is answered as before', async () => {
    const response = await t.app.inject({ url: '/api/trees?level=1', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('however the request spells its path', () => {
  const goalOf = async (id: string) =>
    (await t.database.db.select({ goal: users.dailyGoal }).from(users).where(eq(users.id, id)))[0]?.goal;

  it.each(pathSpellings('/api/progress/goal'))(
    'refuses a cross-site write to $path ($spelling), changing nothing',
    async ({ path }) => {
      const before = await goalOf(me.id);
      const response = await t.app.inject({
        method: 'PUT',
        url: path,
        headers: { cookie: me.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: JSON.stringify({ daily_goal: before === 200 ? 5 : 200 }),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(await goalOf(me.id)).toBe(before);
    },
  );

  it('gives an API answer its headers (no-store) when the path is percent-encoded', async () => {
    const response = await t.app.inject({ url: '/%61pi/progress/goal', headers: { cookie: me.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('refuses a cross-site write sent in absolute form (PUT http://host/api/…) over a real socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const before = await goalOf(me.id);
      const body = JSON.stringify({ daily_goal: before === 200 ? 5 : 200 });
      const status = await absoluteFormWrite(address, {
        method: 'PUT',
        path: '/api/progress/goal',
        cookie: me.cookie,
        body,
      });
      expect(status).toBe(403);
      expect(await goalOf(me.id)).toBe(before);
    } finally {
      await t.app.server.close();
    }
  });
});
