import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Actor, recordAction, userLabel } from '../audit/audit.ts';
import { users } from '../db/auth-schema.ts';
import type { Db } from '../db/database.ts';

const MINUTE_MS = 60_000;

/** Who lifts a timed ban that ran out, as the audit trail names it. */
export const BAN_LAPSE_ACTOR: Actor = { id: null, label: 'Leafwise (a timed ban ran out)', origin: 'server' };

/** A ban in the trail's words: "until 2026-12-01T09:00:00.000Z; reason: spam". */
export function banDetails(ban: { banExpires: Date | null; banReason: string | null }): string {
  const until = ban.banExpires ? `until ${ban.banExpires.toISOString()}` : 'with no end date';
  return ban.banReason ? `${until}; reason: ${ban.banReason}` : until;
}

/**
 * Lifts the timed bans that have run out by `now` (all of them, or one user's), each with its
 * record in the audit trail, in one transaction (docs/admin.md, "Timed bans"). better-auth would
 * lift one itself, silently, at the user's next sign-in; this runs first (before every sign-in, and
 * every minute on every instance), so the trail always says when a ban ended. Safe on several
 * instances at once: the update takes each lapsed ban once, and the others find nothing left.
 */
export async function liftLapsedBans(db: Db, now: Date, only?: { email: string }): Promise<number> {
  const filters: SQL[] = [eq(users.banned, true), lte(users.banExpires, now)];
  if (only) filters.push(eq(users.email, only.email.trim().toLowerCase()));
  return db.transaction(async (tx) => {
    // Read as they were (the trail says which ban ran out), and held until the update below.
    const lapsed = await tx
      .select()
      .from(users)
      .where(and(...filters))
      .for('update', { skipLocked: true });
    if (lapsed.length === 0) return 0;
    await tx
      .update(users)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: now })
      .where(
        inArray(
          users.id,
          lapsed.map((user) => user.id),
        ),
      );
    for (const user of lapsed) {
      await recordAction(tx, BAN_LAPSE_ACTOR, {
        action: 'user.ban_lapsed',
        targetId: user.id,
        target: userLabel(user),
        details: banDetails(user),
      });
    }
    return lapsed.length;
  });
}

/** Lifts lapsed bans every minute until the app closes, so a timed ban ends on time in the trail too. */
export function scheduleBanLapses(db: Db, clock: () => Date, log: FastifyBaseLogger): () => void {
  const run = () =>
    liftLapsedBans(db, clock()).then(
      (lifted) => {
        if (lifted > 0) log.info({ lifted }, 'timed bans ran out and were lifted');
      },
      (err) => log.warn({ err }, 'timed bans: could not lift those that ran out; trying again in a minute'),
    );
  const every = setInterval(run, MINUTE_MS);
  every.unref();
  return () => clearInterval(every);
}
