import { BANNED_MESSAGE, NOT_AUTHENTICATED } from '@leafwise/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';

export type SessionUser = { id: string; name: string; email: string; role: string; banned: boolean };

/**
 * The leaderboard page turns this exact text into "Please log in to view the leaderboard."
 * (docs/product.md#strings); the web app takes it as its session having ended.
 */
export { NOT_AUTHENTICATED };

/**
 * The signed-in user (cookie or bearer token): in one query for a plain cookie session
 * (SessionLookup), else by better-auth. Where the change feed is immediate (the embedded
 * database) the answer is kept in SessionCache, which the feed empties of a user on every write
 * to their account or sessions, so a ban or a sign-out still takes effect on the very next
 * request (docs/decisions/005-caching.md).
 */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const cache = request.server.sessionCache;
  const { cookie, authorization } = request.headers;
  const key = cookie || authorization ? `${cookie ?? ''}\n${authorization ?? ''}` : undefined;
  const cached = key ? cache?.get(key) : undefined;
  if (cached) return cached;

  const generation = cache?.generation ?? 0;
  const found =
    (await request.server.sessionLookup.find(cookie, Boolean(authorization))) ?? (await askBetterAuth(request));
  if (!found) throw new HttpError(401, NOT_AUTHENTICATED);
  if (found.user.banned) throw new HttpError(403, BANNED_MESSAGE);
  if (key) cache?.set(key, found.user, found.expiresAt, generation);
  return found.user;
}

async function askBetterAuth(request: FastifyRequest): Promise<{ user: SessionUser; expiresAt: Date } | undefined> {
  const found = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return undefined;
  const { id, name, email, role, banned } = found.user as typeof found.user & { role?: string; banned?: boolean };
  return {
    user: { id, name, email, role: role ?? 'user', banned: banned ?? false },
    expiresAt: found.session.expiresAt,
  };
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  return adminOnly(await requireUser(request));
}

/** The signed-in `user` if an admin; anyone else gets 403. */
export function adminOnly(user: SessionUser): SessionUser {
  if (user.role !== 'admin') throw new HttpError(403, 'Only an admin may do that.');
  return user;
}

/** The signed-in `user` if they are `userId` or an admin; anyone else gets 403 whether or not the target exists. */
export function selfOrAdmin(user: SessionUser, userId: string): SessionUser {
  if (user.id !== userId && user.role !== 'admin')
    throw new HttpError(403, 'You may only do that for your own account.');
  return user;
}
