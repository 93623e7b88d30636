import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OFFLINE_PRACTICE } from '@leafwise/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { adminActions } from '../src/db/admin-schema.ts';
import { users } from '../src/db/auth-schema.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { offlineAnswers } from '../src/db/progress-schema.ts';
import { photos, trees } from '../src/db/schema.ts';
import { MediaStore } from '../src/photos/media-store.ts';
import { createRedisStore } from '../src/rate-limits/rate-limit-store.ts';
import { TreeStore } from '../src/trees/tree-store.ts';
import { listActiveTrees, syncCatalog } from '../src/trees/trees-repository.ts';
import { liftLapsedBans } from '../src/users/ban-lapses.ts';
import { createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { bareLeafPhotoRow, storePhoto } from './helpers/photos.ts';
import type { TestApp } from './helpers/test-app.ts';
import { createEmptyPostgresDatabase } from './helpers/test-database.ts';

// Several instances behind a load balancer share PostgreSQL and Redis and nothing else.
const shared = process.env.TEST_DB === 'postgres' && Boolean(process.env.REDIS_URL);

describe.runIf(shared)('two server instances on one PostgreSQL and one Redis', () => {
  let drop: () => Promise<void>;
  const instances: TestApp[] = [];

  const mediaDir = mkdtempSync(join(tmpdir(), 'leafwise-shared-media-'));

  beforeAll(async () => {
    const empty = await createEmptyPostgresDatabase();
    drop = empty.drop;
    const prefix = `leafwise-test:${randomBytes(4).toString('hex')}:`;
    const catalog = [makeSpecies(), makeSpecies()];
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
        // One folder for both, as MEDIA_DIR is shared behind a load balancer.
        media: new MediaStore(mediaDir),
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
    rmSync(mediaDir, { recursive: true, force: true });
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

  describe("the second round's attacks, each on both instances", () => {
    const SITE = 'http://localhost:3000';

    it('refuses a cross-site write by a percent-encoded path on either instance', async () => {
      const [a, b] = instances as [TestApp, TestApp];
      const me = await createAccount(a);
      for (const t of [a, b]) {
        const response = await t.app.inject({
          method: 'PUT',
          url: '/%61pi/progress/goal',
          headers: { cookie: me.cookie, origin: 'https://evil.example' },
          payload: { daily_goal: 200 },
        });
        expect(response.statusCode).toBe(403);
      }
      const [row] = await a.database.db.select({ goal: users.dailyGoal }).from(users).where(eq(users.id, me.id));
      expect(row?.goal).toBe(20);
    });

    it('refuses a hidden admin, and lifts a lapsed timed ban once, with one record, when both instances look', async () => {
      const [a, b] = instances as [TestApp, TestApp];
      const admin = await createAccount(a, { role: 'admin' });
      const target = await createAccount(b);
      const setRole = await b.app.inject({
        method: 'POST',
        url: '/api/auth/admin/set-role',
        headers: { cookie: admin.cookie, origin: SITE },
        payload: { userId: target.id, role: ['admin', 'user'] },
      });
      expect(setRole.statusCode).toBe(400);
      const ban = await a.app.inject({
        method: 'POST',
        url: '/api/auth/admin/ban-user',
        headers: { cookie: admin.cookie, origin: SITE },
        payload: { userId: target.id, banExpiresIn: 60 },
      });
      expect(ban.statusCode).toBe(200);
      const later = new Date(Date.now() + 120_000);
      const lifted = await Promise.all([liftLapsedBans(a.database.db, later), liftLapsedBans(b.database.db, later)]);
      expect(lifted.reduce((sum, n) => sum + n, 0)).toBe(1);
      const lapses = await a.database.db
        .select()
        .from(adminActions)
        .where(and(eq(adminActions.target_id, target.id), eq(adminActions.action, 'user.ban_lapsed')));
      expect(lapses).toHaveLength(1);
      const [row] = await a.database.db.select().from(users).where(eq(users.id, target.id));
      expect(row).toMatchObject({ role: 'user', banned: false });
    });

    it('takes a photo removed through one instance down on the other at once', async () => {
      const [a, b] = instances as [TestApp, TestApp];
      const admin = await createAccount(a, { role: 'admin' });
      const [tree] = await a.database.db.select({ id: trees.tree_id }).from(trees);
      const photo = await storePhoto(a.database.db, a.app.media, { treeId: tree?.id as number, slot: 'bark' });
      const file = `/media/${photo.variants[0]?.file}`;
      await expect.poll(async () => (await b.app.inject({ url: file })).statusCode, { timeout: 2_000 }).toBe(200);
      const removed = await a.app.inject({
        method: 'DELETE',
        url: `/api/admin/photos/${photo.photo_id}`,
        headers: { cookie: admin.cookie, origin: SITE },
      });
      expect(removed.statusCode).toBe(204);
      // The files are gone from the shared folder: the other instance has nothing to serve at once.
      expect((await b.app.inject({ url: file })).statusCode).toBe(404);
      expect(readdirSync(mediaDir)).not.toContain(photo.variants[0]?.file);
    });

    it('forgets the quiz cuts of a photo taken down on the other instance', async () => {
      const [a, b] = instances as [TestApp, TestApp];
      const admin = await createAccount(a, { role: 'admin' });
      const learner = await createAccount(b);
      const [, second] = await a.database.db.select({ id: trees.tree_id }).from(trees);
      const photo = await storePhoto(a.database.db, a.app.media, { treeId: second?.id as number, slot: 'bark' });
      const base = photo.variants[0]?.file.slice(0, 32) as string;
      await expect.poll(async () => b.app.trees.hasPhotoFiles(base), { timeout: 2_000 }).toBe(true);
      // A test on b whose questions show the bark: the one of this tree is cut for its question.
      const started = await b.app.inject({
        method: 'POST',
        url: '/api/quizzes',
        headers: { cookie: learner.cookie, origin: SITE },
        payload: { mode: 'test', level: 3, tree_count: 10 },
      });
      const quiz = started.json().quiz as {
        quiz_id: string;
        questions: { index: number; pictures: { bark?: string } }[];
      };
      const asked = quiz.questions.find((question) => question.pictures.bark?.endsWith('.webp'));
      if (!asked?.pictures.bark) throw new Error('no question of this quiz has a photographed bark');
      const url = asked.pictures.bark.replace('-1280.webp', '-320.webp');
      expect((await b.app.inject({ url, headers: { cookie: learner.cookie } })).headers['content-type']).toBe(
        'image/webp',
      );
      expect(b.app.photoCuts.holds(base)).toBe(true);

      const removed = await a.app.inject({
        method: 'DELETE',
        url: `/api/admin/photos/${photo.photo_id}`,
        headers: { cookie: admin.cookie, origin: SITE },
      });
      expect(removed.statusCode).toBe(204);
      await expect.poll(() => b.app.photoCuts.holds(base), { timeout: 2_000 }).toBe(false);
      const after = await b.app.inject({ url, headers: { cookie: learner.cookie } });
      expect(after.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    });

    it("holds one account's offline practice to its limits across both instances", async () => {
      const [a, b] = instances as [TestApp, TestApp];
      const me = await createAccount(a);
      const slug = (await a.database.db.select({ slug: trees.slug }).from(trees))[0]?.slug as string;
      const answers = (from: number, n: number) =>
        Array.from({ length: n }, (_, i) => ({
          index: from + i,
          slug,
          chosen_slug: slug,
          part: 'leaf',
          answered_at: new Date(Date.now() - 60_000).toISOString(),
        }));
      const send = (t: TestApp, body: object) =>
        t.app.inject({
          method: 'POST',
          url: '/api/progress/offline-practice',
          headers: { cookie: me.cookie, origin: SITE },
          payload: body,
        });
      // Six batches of 200 at once, three through each instance: five fit in the day, one does not.
      const practiceId = randomUUID();
      const batch = OFFLINE_PRACTICE.maxAnswersPerRequest;
      const replies = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          send(i % 2 ? b : a, { practice_id: practiceId, answers: answers(i * batch, batch) }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429]);
      const [stored] = await a.database.db
        .select({ n: count() })
        .from(offlineAnswers)
        .where(eq(offlineAnswers.practice_id, practiceId));
      expect(stored?.n).toBe(OFFLINE_PRACTICE.answersPerDay);
      // Sends a minute are counted in Redis, for both instances together.
      const statuses: number[] = [];
      for (let i = 0; i < OFFLINE_PRACTICE.requestsPerMinute; i++) {
        statuses.push(
          (await send(instances[i % 2] as TestApp, { practice_id: practiceId, answers: answers(0, 1) })).statusCode,
        );
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
    });
  });
});
