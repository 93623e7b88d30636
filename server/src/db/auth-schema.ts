import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// The tables better-auth keeps (its core fields plus the admin plugin's), in our naming:
// plural table names, snake_case columns through Drizzle's casing. Ids are better-auth's strings.

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    // Stored lower case (docs/product.md#accounts), so the unique index is case-insensitive in effect.
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    role: text().notNull().default('user'),
    banned: boolean().notNull().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    // Ours, not better-auth's (it neither reads nor writes it): answers a day the user aims for
    // (DAILY_GOAL in the contract, spelled out here as drizzle-kit loads this file on its own).
    // On the user's own row, so it goes when the account does.
    dailyGoal: smallint().notNull().default(20),
    // Ours too: the level the learner chose (1 Sapling to 3 Ancient), or null to follow the course:
    // the level of the unit they are on (docs/progress.md, "The learner's level").
    level: smallint(),
    ...timestamps,
  },
  (table) => [
    check('users_daily_goal_range', sql`${table.dailyGoal} between 5 and 200`),
    check('users_level_known', sql`${table.level} between 1 and 3`),
    // Exactly one role: better-auth's admin plugin reads "user,admin" as admin, a hidden one the
    // console would show as a learner (ROLES in the contract, spelled out as above).
    check('users_role_known', sql`${table.role} in ('user', 'admin')`),
    // The timed bans still running, for the sweep that lifts them when they run out (ban-lapses.ts).
    index('users_ban_expires').on(table.banExpires).where(sql`${table.banned}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    impersonatedBy: text(),
    ...timestamps,
  },
  // Revoking every session of a user (ban, reset, deletion) looks them up by user.
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    // The Argon2id hash of the password, for the "credential" provider.
    password: text(),
    ...timestamps,
  },
  // Sign-in finds a user's credential account by user.
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  // Tokens (e-mail verification, password reset) are looked up by identifier.
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);
