import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminBoardRoutes: FastifyPluginAsyncZod = async (_app) => {};
