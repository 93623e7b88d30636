import { ADMIN_ERRORS, type AdminAction, isRole } from '@leafwise/contract';
import type { GenericEndpointContext } from 'better-auth';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { type Actor, recordAction, userLabel } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { banDetails } from '../users/ban-lapses.ts';
import { findUserById } from '../users/users-repository.ts';

/**
 * better-auth's own admin endpoints (/api/auth/admin/*) act outside the console, so its hooks
 * bring them into the audit trail: the ones that change something are recorded once they have
 * succeeded, and those we do not record are refused. better-auth writes its changes itself,
 * outside any transaction of ours, so here a change and its record cannot be written together:
 * the record follows the change. The console's own routes write both in one transaction.
 */

/** Mutating endpoints that would escape the trail: refused before they run. */
const REFUSED: Record<string, string> = {
  '/admin/create-user': 'Creating accounts',
  '/admin/update-user': "Changing a user's details",
  '/admin/impersonate-user': 'Acting as another user',
  '/admin/revoke-user-session': 'Ending a single session',
};

/** A hook's context; after the endpoint it holds what the endpoint answered. */
type Ctx = GenericEndpointContext & { context: { returned?: unknown } };
type Before = { label: string; role: string | null };
/** What better-auth's admin endpoints answer: the user as they now are. */
type Returned = { user?: { role?: string | null; banExpires?: Date | string | null; banReason?: string | null } };

/** What the before hook saw of the target, for the after hook: a removed user is gone by then. */
const seen = new WeakMap<object, Before>();

const targetId = (ctx: Ctx): string | undefined =>
  typeof ctx.body?.userId === 'string' && ctx.body.userId !== '' ? ctx.body.userId : undefined;

export function adminEndpointsAudit(db: Db, clientIpHeader: string) {
  return {
    async before(ctx: Ctx): Promise<void> {
      const refused = REFUSED[ctx.path];
      if (refused) {
        throw new APIError('FORBIDDEN', {
          message: `${refused} is turned off here, because it would not be recorded in the audit trail.`,
          code: 'NOT_RECORDED',
        });
      }
      // One role, by its name: a list ("user,admin", ["admin", "user"]) would be stored joined, and
      // better-auth would read it as admin while the console showed a learner.
      if (ctx.path === '/admin/set-role' && !isRole(ctx.body?.role)) {
        throw new APIError('BAD_REQUEST', { message: ADMIN_ERRORS.unknownRole, code: 'UNKNOWN_ROLE' });
      }
      const id = targetId(ctx);
      if (!id || (ctx.path !== '/admin/remove-user' && ctx.path !== '/admin/set-role')) return;
      if (ctx.path === '/admin/set-role' && ctx.body.role !== 'admin') {
        const session = await getSessionFromCtx(ctx);
        if (session?.user.id === id && session.user.role === 'admin') {
          throw new APIError('BAD_REQUEST', { message: ADMIN_ERRORS.revokeSelf, code: 'REVOKE_SELF' });
        }
      }
      const user = await findUserById(db, id);
      if (user) seen.set(ctx.context, { label: userLabel(user), role: user.role });
    },

    async after(ctx: Ctx): Promise<void> {
      const returned = ctx.context.returned;
      if (returned === undefined || returned instanceof APIError) return;
      const id = targetId(ctx);
      if (!id) return;
      const before = seen.get(ctx.context);
      const record = async (action: AdminAction, target?: string, details?: string) => {
        const label = target ?? before?.label ?? (await labelOf(db, id));
        if (!label) return;
        const admin = ctx.context.session?.user;
        const actor: Actor = {
          id: admin?.id ?? null,
          label: admin?.email ?? 'auth API',
          origin: ctx.headers?.get(clientIpHeader) ?? 'api',
        };
        const via = `through /api/auth${ctx.path}`;
        await recordAction(db, actor, {
          action,
          targetId: id,
          target: label,
          details: details ? `${details}; ${via}` : via,
        });
      };
      switch (ctx.path) {
        case '/admin/ban-user': {
          // As stored: a timed ban (banExpiresIn) says until when, so its end is never a surprise.
          const user = (returned as Returned).user;
          const expires = user?.banExpires ? new Date(user.banExpires) : null;
          return record('user.ban', undefined, banDetails({ banExpires: expires, banReason: user?.banReason ?? null }));
        }
        case '/admin/unban-user':
          return record('user.unban');
        case '/admin/set-role': {
          const role = (returned as Returned).user?.role ?? null;
          if (role === before?.role) return;
          return record(role === 'admin' ? 'user.grant_admin' : 'user.revoke_admin');
        }
        case '/admin/revoke-user-sessions':
          return record('user.end_sessions');
        case '/admin/remove-user':
          // Only the label seen before: the account is gone now.
          return before ? record('user.delete', before.label) : undefined;
        case '/admin/set-user-password':
          return record('user.set_password');
      }
    },
  };
}

async function labelOf(db: Db, id: string): Promise<string | undefined> {
  const user = await findUserById(db, id);
  return user && userLabel(user);
}
