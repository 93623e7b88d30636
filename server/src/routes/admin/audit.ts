import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (_app) => {};
