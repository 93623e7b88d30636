import { createHmac, randomBytes } from 'node:crypto';
import { BANNED_MESSAGE } from '@leafwise/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, photoImports } from '../src/db/admin-schema.ts';
import { sessions, users } from '../src/db/auth-schema.ts';
import { leaderboardEntries } from '../src/db/leaderboard-schema.ts';
import { photos } from '../src/db/schema.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { photoJpeg } from './helpers/images.ts';
import { pathSpellings } from './helpers/path-spellings.ts';
import { storePhoto } from './helpers/photos.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Actor = 'anonymous' | 'user' | 'banned' | 'admin';
type Request = {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
};
/** What each route acts on: made fresh for every case, so one case's change cannot hide another's. */
type Targets = { user: Account; entryId: number; photoId: number; importId: number };

const species = makeSpecies();
let uploadBody: { payload: Buffer; headers: Record<string, string> };

async function multipart(fields: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'leaf.jpg');
  const request = new Request('http://leafwise.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

// Every route of the console. What an admin gets is the route working (or refusing for a reason of
// its own, such as an import with no Commons contact); everybody else is turned away.
const ROUTES: { name: string; admin: number; request: (target: Targets) => Request }[] = [
  { name: 'GET /admin/users', admin: 200, request: () => ({ method: 'GET', url: '/api/admin/users?q=a' }) },
  {
    name: 'GET /admin/users/:userId',
    admin: 200,
    request: (t) => ({ method: 'GET', url: `/api/admin/users/${t.user.id}` }),
  },
  ...(['ban', 'unban', 'grant-admin', 'revoke-admin', 'end-sessions'] as const).map((change) => ({
    name: `POST /admin/users/:userId/${change}`,
    admin: 200,
    request: (t: Targets): Request => ({ method: 'POST', url: `/api/admin/users/${t.user.id}/${change}` }),
  })),
  {
    name: 'DELETE /admin/users/:userId',
    admin: 204,
    request: (t) => ({ method: 'DELETE', url: `/api/admin/users/${t.user.id}` }),
  },
  { name: 'GET /admin/board', admin: 200, request: () => ({ method: 'GET', url: '/api/admin/board' }) },
  {
    name: 'DELETE /admin/board/entries/:entryId',
    admin: 204,
    request: (t) => ({ method: 'DELETE', url: `/api/admin/board/entries/${t.entryId}` }),
  },
  {
    name: 'GET /admin/challenge-runs',
    admin: 200,
    request: () => ({ method: 'GET', url: '/api/admin/challenge-runs' }),
  },
  { name: 'GET /admin/audit', admin: 200, request: () => ({ method: 'GET', url: '/api/admin/audit?action=people' }) },
  { name: 'GET /admin/species', admin: 200, request: () => ({ method: 'GET', url: '/api/admin/species' }) },
  {
    name: 'GET /admin/species/:slug/photos',
    admin: 200,
    request: () => ({ method: 'GET', url: `/api/admin/species/${species.slug}/photos` }),
  },
  {
    name: 'POST /admin/photos',
    admin: 201,
    request: () => ({ method: 'POST', url: '/api/admin/photos', ...uploadBody }),
  },
  {
    name: 'DELETE /admin/photos/:photoId',
    admin: 204,
    request: (t) => ({ method: 'DELETE', url: `/api/admin/photos/${t.photoId}` }),
  },
  // This server has no COMMONS_CONTACT: an admin is told so; nobody else learns even that.
  {
    name: 'POST /admin/imports',
    admin: 409,
    request: () => ({ method: 'POST', url: '/api/admin/imports', payload: {} }),
  },
  {
    name: 'GET /admin/imports/latest',
    admin: 200,
    request: () => ({ method: 'GET', url: '/api/admin/imports/latest' }),
  },
  {
    name: 'POST /admin/imports/:importId/cancel',
    admin: 409,
    request: (t) => ({ method: 'POST', url: `/api/admin/imports/${t.importId}/cancel` }),
  },
];

// A banned user's sessions ended with the ban: they are nobody. A session that outlived a ban (written
// straight to the database) is refused by the guard as banned.
const REFUSED: Record<Exclude<Actor, 'admin'>, number> = { anonymous: 401, user: 403, banned: 401 };

let t: TestApp;
let actors: Record<Exclude<Actor, 'anonymous'>, Account>;
beforeAll(async () => {
  t = await createTestApp([species]);
  actors = {
    user: await createAccount(t),
    banned: await createAccount(t, { banned: true }),
    admin: await createAccount(t, { role: 'admin' }),
  };
  uploadBody = await multipart(
    {
      species: species.slug,
      slot: 'leaf',
      author: 'Ann Walker',
      licence: 'CC BY 4.0',
      source: 'https://example.org/a',
    },
    await photoJpeg(700, 500),
  );
});
afterAll(() => t.app.close());

async function makeTargets(): Promise<Targets> {
  const db = t.database.db;
  const user = await createAccount(t, { name: 'Target' });
  const [entry] = await db
    .insert(leaderboardEntries)
    .values({ board: 'ancient', user_id: user.id, score: 140, achieved_at: new Date() })
    .returning();
  const [tree] = await t.database.db.query.trees.findMany({ where: (tree, { eq }) => eq(tree.slug, species.slug) });
  const photo = await storePhoto(db, t.app.media, { treeId: tree?.tree_id as number, slot: 'bark' });
  // A finished import: cancelling one is refused as finished, but only once the caller is an admin.
  const [run] = await db
    .insert(photoImports)
    .values({ state: 'done', started_by: 'test', finished_at: new Date() })
    .returning();
  return {
    user,
    entryId: entry?.leaderboard_id as number,
    photoId: photo.photo_id,
    importId: run?.import_id as number,
  };
}

/** What a refused request must have left alone: the target, its entry and photo, and the trail. */
async function snapshot(targets: Targets) {
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.id, targets.user.id));
  const [entries] = await db
    .select({ n: count() })
    .from(leaderboardEntries)
    .where(eq(leaderboardEntries.user_id, targets.user.id));
  const [photoRows] = await db.select({ n: count() }).from(photos);
  const [trail] = await db.select({ n: count() }).from(adminActions);
  const [imports] = await db.select().from(photoImports).where(eq(photoImports.import_id, targets.importId));
  return {
    user: user && { role: user.role, banned: user.banned },
    entries: entries?.n,
    photos: photoRows?.n,
    trail: trail?.n,
    cancel: imports?.cancel_requested,
  };
}

const cases = ROUTES.flatMap((route) =>
  (['anonymous', 'user', 'banned', 'admin'] as const).map((actor) => ({
    route,
    actor,
    expected: actor === 'admin' ? route.admin : REFUSED[actor],
  })),
);

describe('the console: who may call what', () => {
  it.each(cases)('$route.name as $actor → $expected', async ({ route, actor, expected }) => {
    const targets = await makeTargets();
    const before = await snapshot(targets);
    const cookie = actor === 'anonymous' ? undefined : actors[actor].cookie;
    const { method, url, payload, headers = {} } = route.request(targets);
    const response = await t.app.inject({
      method,
      url,
      payload,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode, response.body).toBe(expected);
    if (response.statusCode >= 400) expect(response.json()).toHaveProperty('msg');
    if (actor !== 'admin') expect(await snapshot(targets)).toEqual(before);
  });

  it('refuses a session that outlived its ban, as banned', async () => {
    const admin = await createAccount(t, { role: 'admin' });
    // Written past the app, as a stale row would be: the ban itself deletes sessions.
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, admin.id));
    const context = await t.app.auth.$context;
    const token = randomBytes(16).toString('hex');
    await t.database.db.insert(sessions).values({
      id: randomBytes(8).toString('hex'),
      token,
      userId: admin.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const signature = createHmac('sha256', context.secret).update(token).digest('base64');
    const cookie = `${context.authCookies.sessionToken.name}=${token}.${signature}`;
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe(BANNED_MESSAGE);
  });

  it('turns a stranger away before reading what they upload', async () => {
    const before = await t.database.db.select({ n: count() }).from(photos);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/photos',
      payload: uploadBody.payload,
      headers: { ...uploadBody.headers, cookie: actors.user.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.select({ n: count() }).from(photos)).toEqual(before);
  });
});

describe('the console, its paths spelled another way', () => {
  const writes = ROUTES.filter((route) => route.name.startsWith('POST') || route.name.startsWith('DELETE'));
  const cases = writes.flatMap((route) =>
    pathSpellings(`/api/admin/${route.name.split(' /admin/')[1]}`).map(({ spelling }, index) => ({
      route,
      spelling,
      index,
    })),
  );

  it.each(cases)(
    "$route.name with $spelling, from a page elsewhere in an admin's browser → refused, nothing changed",
    async ({ route, index }) => {
      const targets = await makeTargets();
      const before = await snapshot(targets);
      const { method, url, payload, headers = {} } = route.request(targets);
      const spelled = pathSpellings(url)[index]?.path as string;
      const response = await t.app.inject({
        method,
        url: spelled,
        payload,
        headers: { ...headers, cookie: actors.admin.cookie, origin: 'https://evil.example' },
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(await snapshot(targets)).toEqual(before);
    },
  );

  it.each(cases)(
    '$route.name with $spelling, as a learner from the site → refused, nothing changed',
    async ({ route, index }) => {
      const targets = await makeTargets();
      const before = await snapshot(targets);
      const { method, url, payload, headers = {} } = route.request(targets);
      const response = await t.app.inject({
        method,
        url: pathSpellings(url)[index]?.path as string,
        payload,
        headers: { ...headers, cookie: actors.user.cookie },
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(await snapshot(targets)).toEqual(before);
    },
  );
});
