import {
  ACCOUNT_HEADER,
  COURSE_ERRORS,
  CourseResponseSchema,
  NoQuerySchema,
  type Tree,
  UnitParamsSchema,
  UnitResponseSchema,
  VISITOR_ACCOUNT,
} from '@leafwise/contract';
import { courseDocs } from '@leafwise/contract/route-docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, type SessionUser } from '../auth/guards.ts';
import { courseJson, courseState, unitStanding } from '../course/course-state.ts';
import { HttpError } from '../http-error.ts';
import type { LearnerCourse } from '../progress/progress-data.ts';
import { errorsOf } from './error-responses.ts';

const errors = errorsOf(400, 403, 404);

const NOBODY: LearnerCourse = { units: [], known: new Set(), steps: new Map() };

/**
 * The caller when signed in, else null: the course is public, and a visitor (no credentials, or
 * ones that name no live session) sees it as a new learner. A banned user is refused as everywhere.
 */
async function signedInOrNull(request: FastifyRequest): Promise<SessionUser | null> {
  if (!request.headers.cookie && !request.headers.authorization) return null;
  try {
    return await requireUser(request);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return null;
    throw error;
  }
}

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const course = app.course;
  /**
   * The caller's standing, and a word on whose it is: the service worker keeps these answers, under
   * the account the page named (ACCOUNT_HEADER), and only if it is the one answered for, so one
   * person's course never answers another's read on a shared phone (docs/offline.md).
   */
  const learnerOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await signedInOrNull(request);
    reply.header('vary', ACCOUNT_HEADER).header(ACCOUNT_HEADER, caller?.id ?? VISITOR_ACCOUNT);
    return { signedIn: caller !== null, learner: caller ? await app.progress.course(caller.id) : NOBODY };
  };

  app.get(
    '/course',
    {
      schema: {
        ...courseDocs['GET /course'],
        tags: ['course'],
        querystring: NoQuerySchema,
        response: { 200: CourseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { signedIn, learner } = await learnerOf(request, reply);
      const json = courseJson(course, courseState(course, learner.units), learner, signedIn);
      // Built from JSON serialised once at start (course-state.ts): sent as it is, past the Zod serialiser.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/course/units/:unitId',
    {
      schema: {
        ...courseDocs['GET /course/units/:unitId'],
        tags: ['course'],
        params: UnitParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: UnitResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const unit = course.unit(request.params.unitId);
      if (!unit) throw new HttpError(404, COURSE_ERRORS.noSuchUnit);
      const { signedIn, learner } = await learnerOf(request, reply);
      const trees = unit.treeIds
        .map((id) => app.trees.get(id))
        .filter((tree): tree is Tree => tree !== undefined)
        .map((tree) => app.trees.withPictures(tree));
      const { id, position, kind, title, level, focus, slots, lesson, reviews } = unit;
      return {
        signed_in: signedIn,
        unit: {
          ...{ id, position, kind, title, level, focus, slots: [...slots], lesson: [...lesson], reviews: [...reviews] },
          ...unitStanding(unit, courseState(course, learner.units), learner),
          trees,
        },
      };
    },
  );
};
