import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminPeopleRoutes: FastifyPluginAsyncZod = async (_app) => {};
