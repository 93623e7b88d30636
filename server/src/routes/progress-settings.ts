import {
  DailyGoalBodySchema,
  DailyGoalSchema,
  LearnerLevelBodySchema,
  LearnerLevelSchema,
  NoQuerySchema,
} from '@leafwise/contract';
import { progressDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorsOf } from './error-responses.ts';
import { callerOf } from './signed-in-guard.ts';

const errors = errorsOf(400, 401, 403);

/** The learner's own settings for their progress: the daily goal and the level (docs/progress.md). */
export const progressSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const data = app.progress;

  app.get(
    '/progress/goal',
    {
      schema: {
        ...progressDocs['GET /progress/goal'],
        tags: ['progress'],
        querystring: NoQuerySchema,
        response: { 200: DailyGoalSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { daily_goal: await data.dailyGoal(caller.id) };
    },
  );

  app.put(
    '/progress/goal',
    {
      schema: {
        ...progressDocs['PUT /progress/goal'],
        tags: ['progress'],
        querystring: NoQuerySchema,
        body: DailyGoalBodySchema,
        response: { 200: DailyGoalSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { daily_goal: await data.setDailyGoal(caller.id, request.body.daily_goal) };
    },
  );

  app.get(
    '/progress/level',
    {
      schema: {
        ...progressDocs['GET /progress/level'],
        tags: ['progress'],
        querystring: NoQuerySchema,
        response: { 200: LearnerLevelSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return data.level(caller.id);
    },
  );

  app.put(
    '/progress/level',
    {
      schema: {
        ...progressDocs['PUT /progress/level'],
        tags: ['progress'],
        querystring: NoQuerySchema,
        body: LearnerLevelBodySchema,
        response: { 200: LearnerLevelSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return data.setLevel(caller.id, request.body.level);
    },
  );
};
