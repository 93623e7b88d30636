import {
  NoQuerySchema,
  OFFLINE_PRACTICE,
  OFFLINE_PRACTICE_ERRORS,
  OfflinePracticeBodySchema,
  OfflinePracticeResultSchema,
} from '@leafwise/contract';
import { offlinePracticeDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.ts';
import { recordOfflinePractice, toOfflineAnswers } from '../progress/offline-answers.ts';
import { errorsOf } from './error-responses.ts';
import { callerOf } from './signed-in-guard.ts';

const errors = errorsOf(400, 401, 403, 429);

export const offlinePracticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/progress/offline-practice',
    {
      schema: {
        ...offlinePracticeDocs['POST /progress/offline-practice'],
        tags: ['progress'],
        querystring: NoQuerySchema,
        body: OfflinePracticeBodySchema,
        response: { 200: OfflinePracticeResultSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const sends = await app.rateLimits.consume(
        `offline-practice:${caller.id}`,
        60,
        OFFLINE_PRACTICE.requestsPerMinute,
      );
      if (!sends.allowed) {
        throw new HttpError(429, OFFLINE_PRACTICE_ERRORS.tooManySends, {
          'retry-after': String(sends.retryAfter ?? 60),
        });
      }
      const now = app.clock();
      const rows = toOfflineAnswers(app.trees, request.body, now);
      return recordOfflinePractice(app.database.db, {
        userId: caller.id,
        practiceId: request.body.practice_id,
        rows,
        now,
      });
    },
  );
};
