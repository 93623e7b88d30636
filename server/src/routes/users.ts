import {
  CreateUserBodySchema,
  EmailParamsSchema,
  UpdateUserBodySchema,
  UserIdParamsSchema,
  UserResponseSchema,
} from '@leafwise/contract';
import { usersDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminActor } from '../audit/audit.ts';
import { adminOnly, selfOrAdmin } from '../auth/guards.ts';
import { HttpError } from '../http-error.ts';
import { deleteUser, findUserByEmail, findUserById, toApiUser, updateUser } from '../users/users-repository.ts';
import { errorsOf } from './error-responses.ts';
import { callerOf } from './signed-in-guard.ts';

const errors = errorsOf(400, 401, 403, 404);
const NOT_FOUND = 'No such user.';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/users/email/:email',
    {
      schema: {
        ...usersDocs['GET /users/email/:email'],
        tags: ['users'],
        params: EmailParamsSchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const email = request.params.email.toLowerCase();
      // Anyone but an admin asking about another address learns nothing, not even whether it exists.
      if (caller.email !== email && caller.role !== 'admin') throw new HttpError(403, 'You may only look up yourself.');
      const row = await findUserByEmail(db, email);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return { user: toApiUser(row) };
    },
  );

  app.post(
    '/users',
    {
      schema: {
        ...usersDocs['POST /users'],
        tags: ['users'],
        body: CreateUserBodySchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (request.body.email.toLowerCase() !== caller.email) {
        throw new HttpError(403, 'The e-mail address must be your own.');
      }
      const row = await findUserById(db, caller.id);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return { user: toApiUser(row) };
    },
  );

  app.patch(
    '/users/:userId',
    {
      schema: {
        ...usersDocs['PATCH /users/:userId'],
        tags: ['users'],
        params: UserIdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const caller = selfOrAdmin(callerOf(request), userId);
      const target = await findUserById(db, userId);
      if (!target) throw new HttpError(404, NOT_FOUND);
      const { name, email, user_status } = request.body;
      if (email !== undefined && email.toLowerCase() !== target.email) {
        throw new HttpError(400, 'email cannot be changed');
      }
      // The earlier app always sends "good" with a name change; only an admin acting on someone
      // else may change a status, so that an admin renaming themself stays an admin.
      const changesStatus = caller.role === 'admin' && caller.id !== userId && user_status !== undefined;
      if (caller.role !== 'admin' && user_status !== undefined && user_status !== 'good') {
        throw new HttpError(403, 'Only an admin may change a user_status.');
      }
      const status = changesStatus
        ? { role: user_status === 'admin' ? 'admin' : 'user', banned: user_status === 'banned' }
        : {};
      // An admin's change to someone else goes in the audit trail; a user's own name does not.
      const actor = caller.id !== userId ? adminActor(caller, request) : undefined;
      const row = await updateUser(db, userId, { name, ...status }, actor);
      if (!row) throw new HttpError(404, NOT_FOUND);
      return { user: toApiUser(row) };
    },
  );

  app.delete(
    '/users/:userId',
    {
      schema: {
        ...usersDocs['DELETE /users/:userId'],
        tags: ['users'],
        params: UserIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const caller = selfOrAdmin(callerOf(request), request.params.userId);
      const actor = caller.id !== request.params.userId ? adminActor(caller, request) : undefined;
      const deleted = await deleteUser(db, request.params.userId, actor);
      if (!deleted) throw new HttpError(404, NOT_FOUND);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/users/restrict/:userId',
    {
      schema: {
        ...usersDocs['PATCH /users/restrict/:userId'],
        tags: ['users'],
        params: UserIdParamsSchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = adminOnly(callerOf(request));
      if (admin.id === request.params.userId) throw new HttpError(400, 'You cannot ban yourself.');
      const row = await updateUser(db, request.params.userId, { banned: true }, adminActor(admin, request));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return { user: toApiUser(row) };
    },
  );
};
