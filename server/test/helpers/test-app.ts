import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogEntry, Course } from '@leafwise/catalog';
import type { FastifyInstance } from 'fastify';
import type { CommonsSettings } from '../../src/admin/import-jobs.ts';
import { buildApp, type Clock } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { MediaStore } from '../../src/photos/media-store.ts';
import { listPhotos } from '../../src/photos/photos-repository.ts';
import type { RateLimitStore } from '../../src/rate-limits/rate-limit-store.ts';
import { TreeStore } from '../../src/trees/tree-store.ts';
import { listActiveTrees, syncCatalog } from '../../src/trees/trees-repository.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = { app: FastifyInstance; database: Database };

/** The real app on a fresh database holding `catalog`; close() closes both. */
export async function createTestApp(
  catalog: CatalogEntry[],
  options: {
    webDist?: string | null;
    beforeReady?: (app: FastifyInstance) => void;
    /** Receives the app's error-level log lines. */
    onErrorLog?: (line: string) => void;
    /** Send mail to this SMTP server instead of the development outbox. */
    smtpUrl?: string;
    trustProxy?: Config['TRUST_PROXY'];
    nodeEnv?: 'test' | 'production';
    /** Where photo files are; by default a fresh temporary folder, removed on close. */
    mediaDir?: string;
    /** Runs on the fresh database before the app reads it (to add photos, say). */
    seed?: (database: Database, media: MediaStore) => Promise<void>;
    /** The app's clock (fake-clock.ts), instead of real time. */
    clock?: Clock;
    /**
     * Whether app.inject names the site as the request's Origin when the test gives none, as a
     * browser on the site does for every request that changes something (same-origin.ts). Off for
     * the tests of that rule.
     */
    asTheSite?: boolean;
    /** Rate-limit counters (a Redis store, say) instead of this process's memory. */
    rateLimits?: RateLimitStore;
    /** A course of the test's own trees, instead of catalog/course/course.json. */
    course?: Course;
    /** Where the console's Commons imports search, and whom they name (COMMONS_API_URL, COMMONS_CONTACT). */
    commons?: CommonsSettings;
    /**
     * This database instead of a fresh one, as a second instance shares the first's; it stays open
     * when the app closes.
     */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  await syncCatalog(database.db, catalog);
  const mediaDir = options.mediaDir ?? mkdtempSync(join(tmpdir(), 'leafwise-media-'));
  const media = new MediaStore(mediaDir);
  await options.seed?.(database, media);
  const trees = new TreeStore(await listActiveTrees(database.db), await listPhotos(database.db));
  const app = await buildApp({
    config: {
      LOG_LEVEL: options.onErrorLog ? 'error' : 'silent',
      TRUST_PROXY: options.trustProxy ?? false,
      REDIS_URL: undefined,
      SMTP_URL: options.smtpUrl,
      MAIL_FROM: 'Leafwise <no-reply@leafwise.test>',
      NODE_ENV: options.nodeEnv ?? 'test',
      PUBLIC_URL: SITE,
      AUTH_SECRET: 'a-test-secret-that-is-long-enough-for-better-auth',
      ADMIN_EMAILS: new Set(['admin@leafwise.test']),
    },
    database,
    trees,
    media,
    webDist: options.webDist ?? null,
    // Tests move their clocks by days; a clean-up in the middle would remove their quizzes.
    cleanUpQuizzes: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.course ? { course: options.course } : {}),
    ...(options.commons ? { commons: options.commons } : {}),
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.onErrorLog ? { logStream: { write: options.onErrorLog } } : {}),
  });
  if (options.asTheSite !== false) sendAsTheSite(app);
  options.beforeReady?.(app);
  if (!options.database) app.addHook('onClose', () => database.close());
  if (!options.mediaDir) app.addHook('onClose', () => rm(mediaDir, { recursive: true, force: true }));
  await app.ready();
  return { app, database };
}

const SITE = 'http://localhost:3000';

/** Gives injected requests the site's Origin unless they carry their own (see asTheSite). */
function sendAsTheSite(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  const withOrigin = (request: unknown) => {
    if (typeof request !== 'object' || request === null) return request;
    const { headers = {} } = request as { headers?: Record<string, unknown> };
    if (Object.keys(headers).some((name) => name.toLowerCase() === 'origin')) return request;
    return { ...request, headers: { ...headers, origin: SITE } };
  };
  app.inject = ((request?: unknown, callback?: unknown) =>
    (inject as (...args: unknown[]) => unknown)(
      ...[withOrigin(request), callback].filter((arg) => arg !== undefined),
    )) as typeof app.inject;
}
