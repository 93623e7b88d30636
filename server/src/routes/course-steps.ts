import { COURSE_ERRORS, NoQuerySchema, UnitStepParamsSchema } from '@leafwise/contract';
import { courseStepsDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordCourseStep } from '../course/course-repository.ts';
import { courseState } from '../course/course-state.ts';
import { HttpError } from '../http-error.ts';
import { errorsOf } from './error-responses.ts';
import { callerOf } from './signed-in-guard.ts';

const errors = errorsOf(400, 401, 403, 404);

/** The steps of a unit the learner has been through (docs/course.md, "Teaching before testing"): signed in only. */
export const courseStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const course = app.course;
  app.put(
    '/course/units/:unitId/steps/:step',
    {
      schema: {
        ...courseStepsDocs['PUT /course/units/:unitId/steps/:step'],
        tags: ['course'],
        params: UnitStepParamsSchema,
        querystring: NoQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const unit = course.unit(request.params.unitId);
      if (!unit) throw new HttpError(404, COURSE_ERRORS.noSuchUnit);
      const state = courseState(course, (await app.progress.course(caller.id)).units);
      if (state.stateOf(unit) === 'locked') {
        throw new HttpError(403, COURSE_ERRORS.locked(state.current?.title ?? unit.title));
      }
      await recordCourseStep(app.database.db, {
        userId: caller.id,
        unitId: unit.id,
        step: request.params.step,
        now: app.clock(),
      });
      return reply.code(204).send(null);
    },
  );
};
