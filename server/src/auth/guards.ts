import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';

export type SessionUser = { id: string; name: string; email: string; role: string; banned: boolean };

/** SPEC §8's leaderboard reads this exact text to say "Please log in to view the leaderboard." */
export const NOT_AUTHENTICATED = 'User not authenticated';

/**
 * The signed-in user (cookie or bearer token), read from the database on every call: there is no
 * session cache, so a ban or a sign-out elsewhere takes effect on the very next request.
 */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const found = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) throw new HttpError(401, NOT_AUTHENTICATED);
  const { id, name, email, role, banned } = found.user as typeof found.user & { role?: string; banned?: boolean };
  if (banned) throw new HttpError(403, 'Your account has been banned.');
  return { id, name, email, role: role ?? 'user', banned: false };
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw new HttpError(403, 'Only an admin may do that.');
  return user;
}

/** The user themself or an admin; anyone else gets 403 whether or not the target exists. */
export async function requireSelfOrAdmin(request: FastifyRequest, userId: string): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.id !== userId && user.role !== 'admin')
    throw new HttpError(403, 'You may only do that for your own account.');
  return user;
}
