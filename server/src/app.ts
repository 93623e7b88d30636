import { randomUUID } from 'node:crypto';
import type { Course } from '@leafwise/catalog';
import { CHALLENGE } from '@leafwise/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CommonsSettings } from './admin/import-jobs.ts';
import { type Auth, type AuthConfig, createAuth } from './auth/auth.ts';
import { SessionCache } from './auth/session-cache.ts';
import { lookupOptions, SessionLookup } from './auth/session-lookup.ts';
import { trustedOrigins } from './auth/trusted-origins.ts';
import { invalidateOnChange } from './cache-invalidation.ts';
import type { Config } from './config.ts';
import { treeIdsBySlug } from './course/course-repository.ts';
import { CourseStore, loadCourseOnce } from './course/course-store.ts';
import type { Database } from './db/database.ts';
import { databaseStamp, LeaderboardCache } from './leaderboards/leaderboard-cache.ts';
import { createSmtpMailer, type Mailer, Outbox } from './mail/mailer.ts';
import type { MediaStore } from './photos/media-store.ts';
import { registerErrorHandler } from './plugins/app/error-handler.ts';
import { registerJsonBody } from './plugins/app/json-body.ts';
import { registerSameOrigin } from './plugins/app/same-origin.ts';
import { registerSpa } from './plugins/app/spa.ts';
import { registerOpenApi } from './plugins/external/openapi.ts';
import { registerSecurityAndCompression } from './plugins/external/security.ts';
import { ProgressCache } from './progress/progress-cache.ts';
import { type ProgressData, progressData } from './progress/progress-data.ts';
import { cardsVersion } from './progress/progress-repository.ts';
import { scheduleCleanUp } from './quizzes/clean-up.ts';
import { PhotoCuts } from './quizzes/picture-variants.ts';
import { createMemoryStore, createRedisStore, type RateLimitStore } from './rate-limits/rate-limit-store.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { authRoutes } from './routes/auth.ts';
import { comparisonRoutes } from './routes/comparisons.ts';
import { courseRoutes } from './routes/course.ts';
import { courseStepRoutes } from './routes/course-steps.ts';
import { devRoutes } from './routes/dev.ts';
import { healthRoutes } from './routes/health.ts';
import { illustrationRoutes } from './routes/illustrations.ts';
import { leaderboardRoutes } from './routes/leaderboards.ts';
import { mediaRoutes } from './routes/media.ts';
import { offlinePracticeRoutes } from './routes/offline-practice.ts';
import { photoRoutes } from './routes/photos.ts';
import { progressRoutes } from './routes/progress.ts';
import { progressSettingRoutes } from './routes/progress-settings.ts';
import { quizAnswerRoutes } from './routes/quiz-answers.ts';
import { quizPictureRoutes } from './routes/quiz-pictures.ts';
import { quizRoutes } from './routes/quizzes.ts';
import { admitSignedIn } from './routes/signed-in-guard.ts';
import { treeRoutes } from './routes/trees.ts';
import { userRoutes } from './routes/users.ts';
import type { TreeStore } from './trees/tree-store.ts';
import { scheduleBanLapses } from './users/ban-lapses.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    trees: TreeStore;
    /** The guided course (docs/course.md), its trees resolved to ids (course-store.ts). */
    course: CourseStore;
    media: MediaStore;
    mailer: Mailer;
    auth: Auth;
    /** Signed-in users by credentials, where the change feed is immediate (session-cache.ts). */
    sessionCache: SessionCache | undefined;
    /** Users' progress, worked out once per change and kept in memory (progress-cache.ts). */
    progress: ProgressData;
    progressCache: ProgressCache;
    /** A plain cookie session's user in one query (session-lookup.ts). */
    sessionLookup: SessionLookup;
    /** The time now: challenge deadlines, answers, scheduling, streaks; tests move their own. */
    clock: Clock;
    /** How long a leaderboard challenge lasts. */
    challengeSeconds: number;
    /** The leaderboards as last read, kept while nothing changes them (leaderboard-cache.ts). */
    leaderboards: LeaderboardCache;
    /** Settles once the photos the last change to the photos table asked for are in `trees`. */
    photosLoaded: () => Promise<void>;
    /** Where the console's Wikimedia Commons imports search, and whom they name; undefined: imports are off. */
    commons: CommonsSettings | undefined;
    /** Rate-limit counters: Redis when REDIS_URL is set (shared by every instance), else this process's memory. */
    rateLimits: RateLimitStore;
    /** The quiz cuts of photos this app has made (picture-variants.ts). */
    photoCuts: PhotoCuts;
  }
}

/** Now, as the app sees it; tests pass a clock they move themselves instead of sleeping. */
export type Clock = () => Date;

export type AppOptions = {
  config: Pick<Config, 'LOG_LEVEL' | 'TRUST_PROXY' | 'SMTP_URL' | 'MAIL_FROM' | 'REDIS_URL' | 'CHALLENGE_SECONDS'> &
    AuthConfig;
  /** Rate-limit counters; by default Redis when REDIS_URL is set, else this process's memory. */
  rateLimits?: RateLimitStore;
  database: Database;
  trees: TreeStore;
  /** The guided course; catalog/course/course.json unless a test gives another. */
  course?: Course;
  /** Where photo files live (MEDIA_DIR). */
  media: MediaStore;
  /** The built SPA folder; null serves the API alone (API tests). */
  webDist: string | null;
  /** Where log lines go; standard output unless a test captures them. */
  logStream?: { write(line: string): void };
  /** The time now (deadlines, answers, scheduling, streaks); the system clock unless a test gives another. */
  clock?: Clock;
  /**
   * Whether to clean up abandoned quizzes every hour (clean-up.ts); tests that move a fake clock by
   * days turn it off and call the clean-up themselves.
   */
  cleanUpQuizzes?: boolean;
  /** COMMONS_API_URL and COMMONS_CONTACT, for imports from the console; left out when COMMONS_CONTACT is unset. */
  commons?: CommonsSettings;
};

/**
 * Fastify takes addresses as they are, but no longer a hop count (it trusts nothing for a number):
 * with N proxies in front, the socket and the N - 1 entries they appended are theirs, the next is the client.
 */
function proxyTrust(trust: Config['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp({
  config,
  database,
  trees,
  course = loadCourseOnce(),
  media,
  webDist,
  logStream,
  rateLimits,
  clock = () => new Date(),
  cleanUpQuizzes = true,
  commons,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    trustProxy: proxyTrust(config.TRUST_PROXY),
    // Always our own id: one a client sent could forge or split log lines (newlines, 10 KB).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // A URL the router cannot decode (`/%`) is refused before any route, where the error handler
    // is not yet in place: the one refusal answered here, in its shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.code(400).send({ msg: error.message });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('trees', trees);
  const courseStore = new CourseStore(course, await treeIdsBySlug(database.db), trees);
  app.decorate('course', courseStore);
  app.decorate('media', media);
  app.decorate('clock', clock);
  app.decorate('commons', commons);
  app.decorate('challengeSeconds', config.CHALLENGE_SECONDS ?? CHALLENGE.seconds);
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : new Outbox((entry) => app.log.info({ to: entry.to, links: entry.links }, `outbox: ${entry.subject}`));
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  const limits = rateLimits ?? (config.REDIS_URL ? createRedisStore(config.REDIS_URL) : createMemoryStore());
  app.addHook('onClose', () => limits.close());
  app.decorate('rateLimits', limits);
  // Where a change is heard before its write resolves (the embedded database), signed-in users
  // are kept in memory; elsewhere each request reads its session (docs/decisions/005-caching.md).
  const { changes } = database;
  const sessionCache = changes.immediate ? new SessionCache() : undefined;
  app.decorate('sessionCache', sessionCache);
  const progressCache = new ProgressCache(
    changes.immediate ? undefined : (userId: string) => cardsVersion(database.db, userId),
  );
  app.decorate('progressCache', progressCache);
  app.decorate('progress', progressData(database.db, trees, progressCache, courseStore));
  const auth = createAuth({
    db: database.db,
    config,
    mailer,
    log: app.log,
    rateLimits: limits,
    now: () => clock().getTime(),
  });
  app.decorate('auth', auth);
  app.decorate('sessionLookup', new SessionLookup(database.db, await lookupOptions(auth)));
  const leaderboards = new LeaderboardCache(database.db, changes.immediate ? undefined : databaseStamp(database.db));
  app.decorate('leaderboards', leaderboards);
  const photoCuts = new PhotoCuts(media);
  app.decorate('photoCuts', photoCuts);
  const invalidation = invalidateOnChange(
    database.db,
    changes,
    { sessions: sessionCache, progress: progressCache, leaderboards, trees, photoCuts },
    app.log,
  );
  app.decorate('photosLoaded', invalidation.photosLoaded);
  app.addHook('onClose', async () => invalidation.stop());
  // Set up front, so every answer carries it, errors included; a sync hook is cheaper than onSend.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const stopBanLapses = scheduleBanLapses(database.db, clock, app.log);
  app.addHook('onClose', async () => stopBanLapses());
  if (cleanUpQuizzes) {
    const stopCleanUp = scheduleCleanUp(database.db, clock, app.log);
    app.addHook('onClose', async () => stopCleanUp());
  }

  registerErrorHandler(app);
  registerJsonBody(app);
  await registerSecurityAndCompression(app);
  // After the security headers, so its refusals carry them too.
  registerSameOrigin(app, trustedOrigins(config));
  await registerOpenApi(app);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(treeRoutes, { prefix: '/api' });
  await app.register(comparisonRoutes, { prefix: '/api' });
  await app.register(illustrationRoutes, { prefix: '/api' });
  await app.register(photoRoutes, { prefix: '/api' });
  await app.register(mediaRoutes, { media });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(courseRoutes, { prefix: '/api' });
  // Signed-in users only: refused (401, 403 banned) before a parameter is read (signed-in-guard.ts).
  await app.register(
    async (signedIn) => {
      admitSignedIn(signedIn);
      await signedIn.register(userRoutes);
      await signedIn.register(quizRoutes);
      await signedIn.register(quizAnswerRoutes);
      await signedIn.register(quizPictureRoutes);
      await signedIn.register(progressRoutes);
      await signedIn.register(progressSettingRoutes);
      await signedIn.register(offlinePracticeRoutes);
      await signedIn.register(courseStepRoutes);
      await signedIn.register(leaderboardRoutes);
    },
    { prefix: '/api' },
  );
  // Admins only, likewise (admin/admin-guard.ts).
  await app.register(adminRoutes, { prefix: '/api/admin' });
  if (mailer instanceof Outbox) await app.register(devRoutes, { prefix: '/api', outbox: mailer });
  await registerSpa(app, webDist, config.PUBLIC_URL.replace(/\/$/, ''));
  return app;
}
