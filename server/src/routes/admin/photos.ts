import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminPhotosRoutes: FastifyPluginAsyncZod = async (_app) => {};
