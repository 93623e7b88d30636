import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth-schema.ts';

/**
 * The audit trail: one row per admin action, from the console, the API or a command, written in
 * the transaction of the change it records (server/src/audit/audit.ts). Who and whom are kept as
 * text as they were, so a row still reads right after either account is gone; their ids are
 * kept while the accounts exist.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    audit_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // One of ADMIN_ACTIONS in the contract (spelled out there; drizzle-kit loads this file alone).
    action: text().notNull(),
    actor_id: text().references(() => users.id, { onDelete: 'set null' }),
    actor: text().notNull(),
    target_id: text(),
    target: text().notNull(),
    // The client's address, or "command line".
    origin: text().notNull(),
    details: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('admin_actions_action_named', sql`${table.action} ~ '^[a-z]+\\.[a-z_]+$'`),
    // The trail is read newest first (the primary key backwards), whole or one action at a time.
    index('admin_actions_by_action').on(table.action, table.audit_id.desc()),
  ],
);
export type AdminActionRow = typeof adminActions.$inferSelect;

const IMPORT_STATES = ['running', 'done', 'cancelled', 'failed', 'interrupted'] as const;

/**
 * A Wikimedia Commons import started from the console. The instance running it writes its progress
 * here as it goes, so the console reads it from any instance; a cancel is asked for here too, and
 * the runner sees it within a second. At most one runs at a time (the partial unique index).
 */
export const photoImports = pgTable(
  'photo_imports',
  {
    import_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    state: text({ enum: IMPORT_STATES }).notNull().default('running'),
    // Catalog file names; null for every species.
    species: text().array(),
    started_by: text().notNull(),
    started_by_id: text().references(() => users.id, { onDelete: 'set null' }),
    found: integer().notNull().default(0),
    imported: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    current: text(),
    message: text(),
    // The latest events, newest first (ImportEvent in the contract), at most IMPORT_EVENTS_KEPT.
    events: jsonb().$type<unknown[]>().notNull().default([]),
    cancel_requested: timestamp({ withTimezone: true }),
    finished_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Moved on by the runner at least every few seconds: a running import not heard from for a
    // while lost its instance, and counts as interrupted.
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'photo_imports_state_known',
      sql`${table.state} in ('running', 'done', 'cancelled', 'failed', 'interrupted')`,
    ),
    uniqueIndex('photo_imports_one_running').on(table.state).where(sql`${table.state} = 'running'`),
  ],
);
export type PhotoImportRow = typeof photoImports.$inferSelect;
