import { hostname, userInfo } from 'node:os';
import {
  ADMIN_ACTION_GROUPS,
  type AdminAction,
  type AdminActionGroup,
  AUDIT_PAGE,
  type AuditEntry,
  type AuditResponse,
} from '@leafwise/contract';
import { and, desc, eq, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AdminActionRow, adminActions } from '../db/admin-schema.ts';
import type { Db } from '../db/database.ts';
import { containing } from '../db/query-helpers.ts';

/** Who does an admin action, and from where: an admin in the browser, or a command at a shell. */
export type Actor = { id: string | null; label: string; origin: string };

export const adminActor = (admin: { id: string; email: string }, request: FastifyRequest): Actor => ({
  id: admin.id,
  label: admin.email,
  origin: request.ip,
});

/** `npm run admin` and `npm run photos`, whether they open the database or a server runs them. */
export function commandLineActor(): Actor {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // No name for this uid (a container's): the host still says where.
  }
  return { id: null, label: `command line (${user}@${hostname()})`, origin: 'command line' };
}

export type AuditRecord = {
  action: AdminAction;
  /** The user's id, the photo's, the entry's: whatever the action was done to. */
  targetId: string | number | null;
  /** Whom or what, in words that still read right once it is gone. */
  target: string;
  details?: string | null;
};

/** A user as the trail names them: "Rowan Ash <rowan@example.org>". */
export const userLabel = (user: { name: string; email: string }) => `${user.name} <${user.email}>`;

/**
 * Writes one entry of the audit trail. Call it with the transaction that makes the change, so the
 * change and its record are written together or not at all.
 */
export async function recordAction(tx: Db, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.insert(adminActions).values({
    action: record.action,
    actor_id: actor.id,
    actor: actor.label,
    target_id: record.targetId === null ? null : String(record.targetId),
    target: record.target,
    origin: actor.origin,
    details: record.details ?? null,
  });
}

const toEntry = (row: AdminActionRow): AuditEntry => ({
  audit_id: row.audit_id,
  at: row.created_at.toISOString(),
  action: row.action as AdminAction,
  actor: row.actor,
  actor_id: row.actor_id,
  target: row.target,
  target_id: row.target_id,
  origin: row.origin,
  details: row.details,
});

/** The trail, newest first, a page at a time; `action` is one action or a group of them. */
export async function listActions(
  db: Db,
  { action, q, before }: { action?: AdminAction | AdminActionGroup; q?: string; before?: number },
): Promise<AuditResponse> {
  const filters: (SQL | undefined)[] = [];
  if (action) {
    filters.push(
      action in ADMIN_ACTION_GROUPS
        ? inArray(adminActions.action, [...ADMIN_ACTION_GROUPS[action as AdminActionGroup]])
        : eq(adminActions.action, action),
    );
  }
  if (q) {
    const pattern = containing(q);
    filters.push(
      or(
        ilike(adminActions.actor, pattern),
        ilike(adminActions.target, pattern),
        ilike(adminActions.details, pattern),
        ilike(adminActions.origin, pattern),
      ),
    );
  }
  if (before) filters.push(lt(adminActions.audit_id, before));
  const rows = await db
    .select()
    .from(adminActions)
    .where(and(...filters))
    .orderBy(desc(adminActions.audit_id))
    .limit(AUDIT_PAGE + 1);
  const page = rows.slice(0, AUDIT_PAGE);
  return {
    entries: page.map(toEntry),
    next_before: rows.length > AUDIT_PAGE ? (page.at(-1)?.audit_id ?? null) : null,
  };
}
