import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminImportsRoutes: FastifyPluginAsyncZod = async (_app) => {};
