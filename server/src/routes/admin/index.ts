import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admitOnlyAdmins } from './admin-guard.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminBoardRoutes } from './board.ts';
import { adminImportsRoutes } from './imports.ts';
import { adminPeopleRoutes } from './people.ts';
import { adminPhotosRoutes } from './photos.ts';

/** The owner's console (/admin in the app, docs/admin.md): admins only, every route. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  admitOnlyAdmins(app);
  await app.register(adminPeopleRoutes);
  await app.register(adminBoardRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminPhotosRoutes);
  await app.register(adminImportsRoutes);
};
