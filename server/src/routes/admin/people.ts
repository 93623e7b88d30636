import {
  ADMIN_ERRORS,
  type AdminUserChange,
  AdminUserChangeParamsSchema,
  AdminUserResponseSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  strictParams,
  UserIdParamsSchema,
} from '@leafwise/contract';
import { adminPeopleDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAdminUser, searchUsers } from '../../admin/people-repository.ts';
import { HttpError } from '../../http-error.ts';
import { deleteUser, endSessions, updateUser } from '../../users/users-repository.ts';
import { errorsOf } from '../error-responses.ts';
import { actorOf } from './admin-guard.ts';

const errors = errorsOf(400, 401, 403, 404);

/** A change takes no body: none at all (as the console sends it), or an empty JSON object. */
const NoBodySchema = strictParams({}).nullish();

const CHANGES: Record<Exclude<AdminUserChange, 'end-sessions'>, { role?: string; banned?: boolean }> = {
  ban: { banned: true },
  unban: { banned: false },
  'grant-admin': { role: 'admin' },
  'revoke-admin': { role: 'user' },
};

export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  async function answerUser(userId: string) {
    const user = await findAdminUser(db, userId, app.clock());
    if (!user) throw new HttpError(404, ADMIN_ERRORS.noSuchUser);
    return { user };
  }

  app.get(
    '/users',
    {
      schema: {
        ...adminPeopleDocs['GET /users'],
        tags: ['admin'],
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema, ...errors },
      },
    },
    async (request) => searchUsers(db, { ...request.query, now: app.clock() }),
  );

  app.get(
    '/users/:userId',
    {
      schema: {
        ...adminPeopleDocs['GET /users/:userId'],
        tags: ['admin'],
        params: UserIdParamsSchema,
        response: { 200: AdminUserResponseSchema, ...errors },
      },
    },
    async (request) => answerUser(request.params.userId),
  );

  app.post(
    '/users/:userId/:change',
    {
      schema: {
        ...adminPeopleDocs['POST /users/:userId/:change'],
        tags: ['admin'],
        params: AdminUserChangeParamsSchema,
        body: NoBodySchema,
        response: { 200: AdminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, change } = request.params;
      const self = request.admin?.id === userId;
      if (self && change === 'ban') throw new HttpError(400, ADMIN_ERRORS.banSelf);
      if (self && change === 'revoke-admin') throw new HttpError(400, ADMIN_ERRORS.revokeSelf);
      const done =
        change === 'end-sessions'
          ? await endSessions(db, userId, actorOf(request))
          : await updateUser(db, userId, CHANGES[change], actorOf(request));
      if (done === undefined) throw new HttpError(404, ADMIN_ERRORS.noSuchUser);
      return answerUser(userId);
    },
  );

  app.delete(
    '/users/:userId',
    {
      schema: {
        ...adminPeopleDocs['DELETE /users/:userId'],
        tags: ['admin'],
        params: UserIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      if (request.admin?.id === userId) throw new HttpError(400, ADMIN_ERRORS.deleteSelf);
      if (!(await deleteUser(db, userId, actorOf(request)))) throw new HttpError(404, ADMIN_ERRORS.noSuchUser);
      return reply.code(204).send(null);
    },
  );
};
