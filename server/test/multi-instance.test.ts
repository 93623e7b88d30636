import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createRedisStore } from '../src/auth/rate-limit-store.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { photos, trees } from '../src/db/schema.ts';
import { MediaStore } from '../src/photos/media-store.ts';
import { TreeStore } from '../src/trees/tree-store.ts';
import { listActiveTrees, syncCatalog } from '../src/trees/trees-repository.ts';
import { createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { bareLeafPhotoRow } from './helpers/photos.ts';
import type { TestApp } from './helpers/test-app.ts';
import { createEmptyPostgresDatabase } from './helpers/test-database.ts';

// Several instances behind a load balancer share PostgreSQL and Redis and nothing else.
const shared = process.env.TEST_DB === 'postgres' && Boolean(process.env.REDIS_URL);

describe.runIf(shared)('two server instances on one PostgreSQL and one Redis', () => {
  let drop: () => Promise<void>;
  const instances: TestApp[] = [];

  beforeAll(async () => {
    const empty = await createEmptyPostgresDatabase();
    drop = empty.drop;
    const prefix = `leafwise-test:${randomBytes(4).toString('hex')}:`;
    const catalog = [makeSpecies()];
    for (let i = 0; i < 2; i++) {
      const database: Database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 });
      await database.migrate(async (db) => void (await syncCatalog(db, catalog)));
      const app = await buildApp({
        config: {
          LOG_LEVEL: 'silent',
          // Behind one load balancer, as such instances are.
          TRUST_PROXY: 1,
          SMTP_URL: undefined,
          MAIL_FROM: 'Leafwise <no-reply@leafwise.test>',
          REDIS_URL: process.env.REDIS_URL,
          NODE_ENV: 'test',
          PUBLIC_URL: 'http://localhost:3000',
          AUTH_SECRET: 'a-test-secret-that-is-long-enough-for-better-auth',
          ADMIN_EMAILS: new Set(),
        },
        database,
        trees: new TreeStore(await listActiveTrees(database.db)),
        media: new MediaStore(join(tmpdir(), 'leafwise-unused-media')),
        webDist: null,
        rateLimits: createRedisStore(process.env.REDIS_URL ?? '', prefix),
      });
      app.addHook('onClose', () => database.close());
      await app.ready();
      instances.push({ app, database });
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((t) => t.app.close()));
    await drop();
  });

  const whoAmI = (t: TestApp, email: string, cookie: string) =>
    t.app.inject({ url: `/api/users/email/${email}`, headers: { cookie } });

  it('honours a session made on one instance on the other', async () => {
    const [a, b] = instances as [TestApp, TestApp];
    const me = await createAccount(a);
    expect((await whoAmI(b, me.email, me.cookie)).statusCode).toBe(200);
  });

  it('locks a user banned on one instance out of both at once', async () => {
    const [a, b] = instances as [TestApp, TestApp];
    const admin = await createAccount(a, { role: 'admin' });
    const victim = await createAccount(b);
    const ban = await a.app.inject({
      method: 'PATCH',
      url: `/api/users/restrict/${victim.id}`,
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
    });
    expect(ban.statusCode).toBe(200);
    expect((await whoAmI(a, victim.email, victim.cookie)).statusCode).toBe(401);
    expect((await whoAmI(b, victim.email, victim.cookie)).statusCode).toBe(401);
    const signIn = await b.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: victim.email, password: victim.password },
    });
    expect(signIn.json().code).toBe('BANNED_USER');
  });

  it('shows a photo added through one instance on the other at once, and its removal', async () => {
    const [a, b] = instances as [TestApp, TestApp];
    const leaf = async (t: TestApp) =>
      (await t.app.inject({ url: '/api/trees?level=3&limit=1' })).json().trees[0].tree_img_leaf;
    const [tree] = await a.database.db.select({ id: trees.tree_id }).from(trees);
    await a.database.db.insert(photos).values(bareLeafPhotoRow(tree?.id as number, 'two-instances'));
    // A notification takes a moment on PostgreSQL: well under the poll's 2 s.
    await expect.poll(() => leaf(b), { timeout: 2_000, interval: 10 }).toBe('/media/two-instances-640.webp');
    await expect.poll(() => leaf(a), { timeout: 2_000, interval: 10 }).toBe('/media/two-instances-640.webp');
    await b.database.db.delete(photos);
    await expect.poll(() => leaf(a), { timeout: 2_000, interval: 10 }).toMatch(/^\/api\/illustrations\//);
  });

  it('shares the per-address rate limit between instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const t = instances[i % 2] as TestApp;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '198.51.100.77',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: `shared${i}@example.com`, password: 'wrong-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('counts the address the balancer added, whatever X-Forwarded-For the client wrote', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await (instances[i % 2] as TestApp).app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.0.0.1',
        headers: { origin: 'http://localhost:3000', 'x-forwarded-for': `198.18.7.${i + 1}, 203.0.113.77` },
        payload: { email: `spoof${i}@example.com`, password: 'wrong-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('checks no more than 10 of 300 concurrent guesses at one account, spread over both instances', async () => {
    const [a] = instances as [TestApp, TestApp];
    const victim = await createAccount(a);
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        (instances[i % 2] as TestApp).app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: `198.18.${Math.floor(i / 250) + 10}.${(i % 250) + 1}`,
          headers: { origin: 'http://localhost:3000' },
          payload: { email: victim.email, password: `guess-${i}` },
        }),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked + answers.filter((r) => r.statusCode === 429).length).toBe(300);
  });
});
