import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, adminActor } from '../../audit/audit.ts';
import { requireAdmin, type SessionUser } from '../../auth/guards.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, on the console's routes (admitOnlyAdmins). */
    admin: SessionUser | null;
  }
}

/**
 * Every route of the scope answers 401 to nobody signed in and 403 to anyone but an admin, before
 * its parameters are checked or its body is read: a stranger learns nothing of what it takes, and
 * an upload from one is refused before a byte of it is stored.
 */
export function admitOnlyAdmins(app: FastifyInstance): void {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    request.admin = await requireAdmin(request);
  });
}

/** The admin calling a console route, as the audit trail records them. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.admin) throw new Error('actorOf called outside the admin routes');
  return adminActor(request.admin, request);
}
