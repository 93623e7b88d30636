import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, type SessionUser } from '../auth/guards.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, on the routes that admit only them (admitSignedIn). */
    caller: SessionUser | null;
  }
}

/**
 * Every route of the scope is for a signed-in user: 401 to nobody signed in, 403 to a banned
 * account, before its parameters are checked or its body read (so a stranger with bad input
 * learns nothing of what the route takes). The caller is on the request for the handlers
 * (callerOf). The console's scope has its own hook, admins only (admin/admin-guard.ts).
 */
export function admitSignedIn(app: FastifyInstance): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    request.caller = await requireUser(request);
  });
}

/** The caller of a route in a signed-in scope. */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.caller) throw new Error('callerOf called outside the signed-in routes');
  return request.caller;
}
